// The workloads of examples/wasm_speed.mjs in Chromium's V8, whose tiers the worker runs in: the
// wasm built as wasm_speed.mjs says, bound for the web instead of node:
//   wasm-bindgen --target web --out-dir target/wasm-speed-web \
//     target/wasm32-unknown-unknown/worker-release/examples/wasm_speed.wasm
//   wasm-opt (the same options) target/wasm-speed-web/wasm_speed_bg.wasm -o (the same file)
//   node examples/wasm_speed_chromium.mjs [GAMES] [DECISIONS] [RUNS]
// Runs the random games, then DECISIONS Hard decisions in 2- and 4-player games, RUNS times in one
// page, and prints each run's CPU time of the page's main thread (the DevTools protocol's
// ThreadTime; a worker's thread runs the same code) and the median of the runs after the first,
// to set against `engine_speed GAMES DECISIONS 0 RUNS`. Needs playwright-core (tests/browser).
import { createRequire } from "node:module";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const require = createRequire(path.resolve("tests/browser/package.json"));
const { chromium } = require("playwright-core");
const dir = path.resolve("target/wasm-speed-web");
const [games, decisions, runs] = [20000, 20, 6].map((d, i) => Number(process.argv[2 + i] ?? d));

const page = `<!doctype html><script type="module">
import init, * as speed from "./wasm_speed.js";
await init();
window.run = (games, decisions) => {
  if (games > 0) speed.random_games(games);
  for (const players of [2, 4])
    for (let d = 0; d < decisions; d++) speed.hard_decision(players, d, 10 + 7 * d, 5000);
};
</script>`;
const types = { ".js": "text/javascript", ".wasm": "application/wasm" };
const server = http
  .createServer((req, res) => {
    const name = new URL(req.url, "http://localhost").pathname;
    if (name === "/") return res.writeHead(200, { "content-type": "text/html" }).end(page);
    fs.readFile(path.join(dir, path.basename(name)), (err, body) => {
      if (err) return res.writeHead(404).end();
      res.writeHead(200, { "content-type": types[path.extname(name)] ?? "application/octet-stream" }).end(body);
    });
  })
  .listen(0, "127.0.0.1");
await new Promise((ok) => server.once("listening", ok));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
try {
  const tab = await browser.newPage();
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send("Performance.enable");
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  await tab.waitForFunction(() => typeof window.run === "function");
  const threadTime = async () =>
    (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "ThreadTime").value;
  const warm = [];
  for (let run = 1; run <= runs; run++) {
    const start = await threadTime();
    await tab.evaluate(([g, d]) => window.run(g, d), [games, decisions]);
    const seconds = (await threadTime()) - start;
    console.log(`figure: run ${run} CPU s: ${seconds.toFixed(3)}`);
    if (run > 1) warm.push(seconds);
  }
  if (warm.length > 0) {
    warm.sort((a, b) => a - b);
    console.log(`figure: steady run CPU s (median of runs 2-${runs}): ${warm[Math.floor(warm.length / 2)].toFixed(3)}`);
  }
} finally {
  await browser.close();
  server.close();
}
