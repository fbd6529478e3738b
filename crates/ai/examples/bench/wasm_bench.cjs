// Times the AI compiled to wasm (examples/wasm_bench.rs) in Node's V8, the engine of
// Chrome, and prints the same checksum of its choices as native_bench.
const fs = require('fs');
const bytes = fs.readFileSync(process.argv[2]);
WebAssembly.instantiate(bytes, {}).then(({ instance }) => {
  const e = instance.exports;
  const n = e.count();
  for (const [level, name] of [[1, 'normal'], [2, 'hard']]) {
    let checksum = 0n;
    const ms = [];
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      const k = e.decide(i, level, i * 7 + 1);
      ms.push(performance.now() - started);
      checksum = BigInt.asUintN(64, checksum * 31n + BigInt(k + 1));
    }
    ms.sort((a, b) => a - b);
    const mean = ms.reduce((a, b) => a + b, 0) / n;
    const p95 = ms[Math.floor(n * 0.95)];
    console.log(`wasm ${name}: ${n} positions, mean ${mean.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, checksum ${checksum}`);
  }
});
