// Times the engine in wasm under node, as examples/engine_speed.rs does natively, built as the
// thinking worker is (index.html: the worker's profile, then wasm-opt with its options):
//   cargo build --profile worker-release --example wasm_speed --target wasm32-unknown-unknown
//   wasm-bindgen --target nodejs --out-dir target/wasm-speed \
//     target/wasm32-unknown-unknown/worker-release/examples/wasm_speed.wasm
//   wasm-opt -O3 --flexible-inline-max-function-size 800 --always-inline-max-function-size 80 \
//     --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
//     --enable-reference-types --enable-multivalue \
//     target/wasm-speed/wasm_speed_bg.wasm -o target/wasm-speed/wasm_speed_bg.wasm
//   node examples/wasm_speed.mjs [GAMES] [DECISIONS]
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const speed = require("../target/wasm-speed/wasm_speed.js");
const games = Number(process.argv[2] ?? 20000);
const decisions = Number(process.argv[3] ?? 20);
const iterations = 5000; // players::DEFAULT_ITERATIONS

let start = performance.now();
const check = speed.random_games(games);
const seconds = (performance.now() - start) / 1000;
console.log(`figure: random 4-player games/s: ${(games / seconds).toFixed(0)}`);
console.log(`figure: check (xor of final hashes): ${check}`);
for (const players of [2, 4]) {
  const ms = [];
  for (let d = 0; d < decisions; d++) {
    const t = performance.now();
    speed.hard_decision(players, d, 10 + 7 * d, iterations);
    ms.push(performance.now() - t);
  }
  const mean = ms.reduce((a, b) => a + b, 0) / Math.max(ms.length, 1);
  const max = Math.max(0, ...ms);
  console.log(
    `figure: Hard decision, ${players} players (budget ${iterations}), ms mean/max: ${mean.toFixed(1)}/${max.toFixed(1)}`,
  );
}
