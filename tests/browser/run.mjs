// Runs the browser test suites of the test command side by side: each suite is its own process
// (its own server and browser), `--jobs` of them at a time, the longest first. Prints one line
// per suite (its count and time; the whole output of a suite that failed) and a final
// `browser tests: N passed, M failed`; exits non-zero on any failure. Each suite's whole output
// (a line and a time per test) is kept in tests/output/<suite>.log.
//
//   node tests/browser/run.mjs [--jobs N] [suite ...]     (default: every suite, 3 at a time)
//
// A suite alone is also `node tests/browser/<suite>.mjs [dist-dir]`.

import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.resolve(here, '..', 'output');

/**
 * Every suite of the test command, the longest first (so that the last to start end early), by
 * their times in one run of them all.
 */
const SUITES = [
  'firefox', 'phone', 'layout', 'preview', 'axe', 'companion', 'table', 'french', 'safety', 'print', 'bots', 'daily',
  'app', 'challenge', 'rules', 'recovery', 'pwa', 'tutorial', 'replay', 'saves', 'review',
];

const args = process.argv.slice(2);
let jobs = 3;
const wanted = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--jobs') jobs = Number(args[(i += 1)]);
  else wanted.push(args[i]);
}
const unknown = wanted.filter((name) => !SUITES.includes(name));
if (unknown.length || !(jobs >= 1)) {
  console.error(`usage: node tests/browser/run.mjs [--jobs N] [${SUITES.join('|')} ...]`);
  process.exit(2);
}
const queue = wanted.length ? wanted : [...SUITES];
const started = Date.now();
await mkdir(output, { recursive: true });
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one suite; resolves to its counts, printing its line (and its output if it failed). */
function runOne(name) {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], {
      cwd: path.resolve(here, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', async (code) => {
      await writeFile(path.join(output, `${name}.log`), out);
      const counts = [...out.matchAll(/: (\d+) passed, (\d+) failed$/gm)].pop();
      const passed = counts ? Number(counts[1]) : 0;
      const failed = counts ? Number(counts[2]) : 0;
      const ok = code === 0 && counts && failed === 0;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${passed} passed, ${failed} failed (${seconds(since)})`);
      if (!ok) console.log(out.replace(/^/gm, `  ${name} | `));
      resolve({ passed, failed: ok ? failed : Math.max(failed, 1) });
    });
  });
}

const results = [];
const worker = async () => {
  while (queue.length) results.push(await runOne(queue.shift()));
};
await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`browser tests: ${passed} passed, ${failed} failed, ${results.length} suites in ${seconds(started)}`);
process.exit(failed === 0 ? 0 : 1);
