// Runs the browser test suites of the test command side by side: each suite is its own process
// (its own server and browser), `--jobs` of them at a time, the longest first. Prints one line
// per suite (its count, its time and, where the machine lets a root process make a control group,
// the CPU time of the suite and its browsers; the whole output of a suite that failed) and a
// final `browser tests: N passed, M failed`; exits non-zero on any failure. Each suite's whole
// output (a line per test, with its time and CPU time) is kept in tests/output/<suite>.log.
//
// The suites fill the CPU (three at a time on two cores): what a suite costs is its CPU time,
// which hardly moves with what runs beside it, where its wall time does.
//
//   node tests/browser/run.mjs [--jobs N] [suite ...]     (default: every suite, 3 at a time)
//
// A suite alone is also `node tests/browser/<suite>.mjs [dist-dir]`.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { groupCpuSeconds } from './harness.mjs';

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

/**
 * A control group for the suite `name` holding the process `pid`, which counts its CPU time and
 * its children's (cgroup v2's `cpu.stat`, or v1's `cpuacct`): `seconds()` once they ended.
 * `null` where none can be made (not root, no such file system).
 */
function cpuGroup(name, pid) {
  const v2 = existsSync('/sys/fs/cgroup/cgroup.controllers');
  const dir = v2 ? `/sys/fs/cgroup/orleans-dw-${name}` : `/sys/fs/cgroup/cpuacct/orleans-dw-${name}`;
  try {
    try { rmdirSync(dir); } catch { /* none left from a run before */ }
    mkdirSync(dir);
    writeFileSync(`${dir}/cgroup.procs`, String(pid));
    return {
      seconds() {
        const s = groupCpuSeconds(dir);
        try { rmdirSync(dir); } catch { /* a process still in it */ }
        return s;
      },
    };
  } catch {
    return null;
  }
}

/** Runs one suite; resolves to its counts, printing its line (and its output if it failed). */
function runOne(name) {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], {
      cwd: path.resolve(here, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Joined before the suite's script has loaded: its browsers, started later, join with it.
    const cpu = cpuGroup(name, child.pid);
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', async (code) => {
      await writeFile(path.join(output, `${name}.log`), out);
      const counts = [...out.matchAll(/: (\d+) passed, (\d+) failed$/gm)].pop();
      const passed = counts ? Number(counts[1]) : 0;
      const failed = counts ? Number(counts[2]) : 0;
      const ok = code === 0 && counts && failed === 0;
      const cpuUsed = cpu?.seconds();
      const used = cpu ? `, ${cpuUsed.toFixed(0)} s of CPU` : '';
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${passed} passed, ${failed} failed (${seconds(since)}${used})`);
      if (!ok) console.log(out.replace(/^/gm, `  ${name} | `));
      resolve({ passed, failed: ok ? failed : Math.max(failed, 1), cpu: cpuUsed });
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
const cpu = results.every((r) => r.cpu !== undefined) ? `, ${results.reduce((n, r) => n + r.cpu, 0).toFixed(0)} s of CPU` : '';
console.log(`browser tests: ${passed} passed, ${failed} failed, ${results.length} suites in ${seconds(started)}${cpu}`);
process.exit(failed === 0 ? 0 : 1);
