// Times the puzzle generator compiled to wasm (examples/puzzle_wasm.rs) in Node's V8, the
// engine of Chrome, and prints the same checksums of the puzzles found as natively.
const fs = require('fs');
const bytes = fs.readFileSync(process.argv[2]);
const count = Number(process.argv[3] || 200);
WebAssembly.instantiate(bytes, {}).then(({ instance }) => {
  const e = instance.exports;
  for (const difficulty of [1, 2, 3]) {
    let checksum = 0n;
    const ms = [];
    for (let seed = 0; seed < count; seed++) {
      const started = performance.now();
      const number = e.generate(seed, difficulty);
      ms.push(performance.now() - started);
      checksum = BigInt.asUintN(64, checksum * 31n + BigInt.asUintN(64, number));
    }
    ms.sort((a, b) => a - b);
    const mean = ms.reduce((a, b) => a + b, 0) / count;
    const p95 = ms[Math.floor(count * 0.95)];
    console.log(`wasm difficulty ${difficulty}: ${count} puzzles, mean ${mean.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${ms[count - 1].toFixed(2)} ms, checksum ${checksum}`);
  }
  console.log(`wasm daily 2026-06-13: ${BigInt.asUintN(64, e.daily(2026, 6, 13))}`);
});
