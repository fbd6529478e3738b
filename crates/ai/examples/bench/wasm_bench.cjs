// Times the AI compiled to wasm (examples/wasm_bench.rs) in Node's V8, the engine of
// Chrome, and prints the same checksum of its choices as native_bench.
// Usage: node wasm_bench.cjs <module.wasm> [normal,hard,expert,evaluate]
const fs = require('fs');
const bytes = fs.readFileSync(process.argv[2]);
const wanted = (process.argv[3] || 'normal,hard,expert,evaluate').split(',');
const LEVELS = { normal: 1, hard: 2, expert: 3 };
// The evaluator's budget in the review (see native_bench.rs).
const EVALUATE_ITERATIONS = 4000;

// Mean, p95 and max of a list of milliseconds.
function summary(ms) {
  ms.sort((a, b) => a - b);
  const n = ms.length;
  const mean = ms.reduce((a, b) => a + b, 0) / n;
  return `mean ${mean.toFixed(2)} ms, p95 ${ms[Math.floor(n * 0.95)].toFixed(2)} ms, max ${ms[n - 1].toFixed(2)} ms`;
}

// The process's CPU time in ms: on a busy machine it grows far less than the wall clock.
function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function report(name, n, decide) {
  let checksum = 0n;
  const ms = [];
  const cpu = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const startedCpu = cpuMs();
    const k = decide(i);
    ms.push(performance.now() - started);
    cpu.push(cpuMs() - startedCpu);
    checksum = BigInt.asUintN(64, checksum * 31n + BigInt(k + 1));
  }
  console.log(`wasm ${name}: ${n} positions, ${summary(ms)}; CPU time ${summary(cpu)}; checksum ${checksum}`);
}

WebAssembly.instantiate(bytes, {}).then(({ instance }) => {
  const e = instance.exports;
  const n = e.count();
  for (const name of wanted) {
    if (name === 'evaluate') {
      report(`evaluate ${EVALUATE_ITERATIONS}`, n, (i) => e.evaluate(i, EVALUATE_ITERATIONS, i * 7 + 1));
    } else {
      report(name, n, (i) => e.decide(i, LEVELS[name], i * 7 + 1));
    }
  }
});
