// Times the engine in wasm under node, as examples/engine_speed.rs does natively, built as the
// thinking worker is (index.html: the worker's profile, then wasm-opt with its options):
//   cargo build --profile worker-release --example wasm_speed --target wasm32-unknown-unknown
//   wasm-bindgen --target nodejs --out-dir target/wasm-speed \
//     target/wasm32-unknown-unknown/worker-release/examples/wasm_speed.wasm
//   wasm-opt -O3 --flexible-inline-max-function-size 800 --always-inline-max-function-size 80 \
//     --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
//     --enable-reference-types --enable-multivalue \
//     target/wasm-speed/wasm_speed_bg.wasm -o target/wasm-speed/wasm_speed_bg.wasm
//   node examples/wasm_speed.mjs [GAMES] [DECISIONS] [PLAYERS] [RUNS]
// The arguments are engine_speed's: Hard's decisions in PLAYERS-player games only when it is given
// and not 0; with RUNS above 1 the whole workload runs RUNS times in the process and each run's
// CPU time (process.cpuUsage) is printed, then the median of the runs after the first: the
// steady state, once V8 has compiled the hot functions with its optimising tier, without node's
// start-up.
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const speed = require("../target/wasm-speed/wasm_speed.js");
const games = Number(process.argv[2] ?? 20000);
const decisions = Number(process.argv[3] ?? 20);
const players = Number(process.argv[4] ?? 0);
const runs = Math.max(1, Number(process.argv[5] ?? 1));
const counts = players > 0 ? [players] : [2, 4];
const iterations = 5000; // players::DEFAULT_ITERATIONS

/** The random games, then Hard's decisions in games of each count of seats; prints their
 * figures when `report`. */
function workload(report) {
  const start = performance.now();
  const check = speed.random_games(games);
  const seconds = (performance.now() - start) / 1000;
  if (report) {
    console.log(`figure: random 4-player games/s: ${(games / seconds).toFixed(0)}`);
    console.log(`figure: check (xor of final hashes): ${check}`);
  }
  for (const players of counts) {
    const ms = [];
    for (let d = 0; d < decisions; d++) {
      const t = performance.now();
      speed.hard_decision(players, d, 10 + 7 * d, iterations);
      ms.push(performance.now() - t);
    }
    const mean = ms.reduce((a, b) => a + b, 0) / Math.max(ms.length, 1);
    const max = Math.max(0, ...ms);
    if (report) {
      console.log(
        `figure: Hard decision, ${players} players (budget ${iterations}), ms mean/max: ${mean.toFixed(1)}/${max.toFixed(1)}`,
      );
    }
  }
}

/** The CPU seconds of the process so far (user and system, every thread of V8's). */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const warm = [];
for (let run = 1; run <= runs; run++) {
  const cpu = cpuSeconds();
  workload(run === 1);
  const seconds = cpuSeconds() - cpu;
  if (runs > 1) console.log(`figure: run ${run} CPU s: ${seconds.toFixed(3)}`);
  if (run > 1) warm.push(seconds);
}
if (warm.length > 0) {
  warm.sort((a, b) => a - b);
  console.log(`figure: steady run CPU s (median of runs 2-${runs}): ${warm[Math.floor(warm.length / 2)].toFixed(3)}`);
}
