// What every browser test file needs: a static server over the release build in dist/, headless
// Chromium (Debian's headless shell, driven by playwright-core), pages that collect their errors,
// and a runner that prints one line per test and a final `<label>: N passed, M failed`, with a
// time limit (in Chromium, or in the browser a test file launches: firefox.mjs drives Firefox).

import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..', '..');
export const output = path.join(root, 'tests', 'output');

export const TIMEOUT_MS = 30_000;
/** A phone's page (`openPage`'s options): 390×844, touch, a mobile viewport. */
export const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
/** A phone's page with motion (the view's smooth moves timed too): the bench's and the profiles'. */
export const PHONE_MOVING = { ...PHONE, reducedMotion: 'no-preference' };
/** A small phone's page: 360×640. */
export const SMALL_PHONE = { ...PHONE, width: 360, height: 640 };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/**
 * A minimal static file server on 127.0.0.1 at a free port. `site.root` is the folder served (it
 * can be switched, to deploy a new build); with `site.down` set it drops every connection
 * unanswered, as if the network were gone, and notes their paths in `site.refused`.
 */
export async function serve(dir) {
  const site = { root: dir, down: false, refused: [], server: null, url: '' };
  site.server = createServer(async (req, res) => {
    if (site.down) {
      site.refused.push(req.url);
      req.socket.destroy();
      return;
    }
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      const base = site.root;
      let file = path.join(base, decodeURIComponent(url.pathname));
      if (file !== base && !file.startsWith(base + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve, reject) => {
    site.server.once('error', reject);
    site.server.listen(0, '127.0.0.1', resolve);
  });
  site.url = `http://127.0.0.1:${site.server.address().port}/`;
  return site;
}

/**
 * How the tests launch Chromium: Debian's headless shell (Blink and the page's services without
 * the browser's own windows: the suites cost about a third less CPU than in the full browser),
 * with no traffic of its own. `CHROMIUM=<path>` runs them in another build.
 */
export const LAUNCH = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Starts the full browser, as a player has it (headless): what the figures of bench.mjs and
 * profile.mjs are taken in (`runSuite`'s `launch`).
 */
export const launchFullChromium = () =>
  chromium.launch({ ...LAUNCH, executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });

/** The pages the running test opened, with their errors and what they showed last. */
const testPages = [];

/**
 * A fresh browser context (its own localStorage; service workers blocked so that every load
 * comes from the server; the browser's language `locale`, English unless given; reduced motion
 * unless `reducedMotion: 'no-preference'` is given; any other context option, such as
 * `bypassCSP` to inject a test script) and a page in it that records page errors and console
 * errors. `page.errors()` lists them; `page.closeAll()` closes the context, and a failed test's
 * report then tells what each of its pages showed last, with their errors. Reduced motion moves
 * the view to a decision's targets at once: the smooth scroll's frames cost a phone-sized page
 * about as much CPU as the rest of a decision, and only the figures of scripts/bench.sh, which
 * ask for motion, are about it.
 */
export async function openPage(browser, { width, height, locale = 'en-GB', reducedMotion = 'reduce', ...options }, storageState) {
  const context = await browser.newContext({
    viewport: { width, height },
    locale,
    reducedMotion,
    serviceWorkers: 'block',
    acceptDownloads: true,
    storageState,
    ...options,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
  });
  page.errors = () => errors;
  // What the page showed last, told when its test fails (the test's `finally` closes it first).
  let seen = 'open';
  page.closeAll = async () => {
    seen = await page
      .evaluate(() => `${document.querySelector('main')?.className ?? 'no main'}: ${document.body.innerText.slice(0, 400)}`)
      .catch((err) => `unreadable (${err.message.split('\n')[0]})`);
    await context.close();
  };
  testPages.push({ errors, seen: () => seen });
  return page;
}

/**
 * The CPU seconds that the control group in the folder `dir` has used (cgroup v2's `cpu.stat`,
 * or v1's `cpuacct.usage`); throws where it has neither.
 */
export function groupCpuSeconds(dir) {
  try {
    return Number(/usage_usec (\d+)/.exec(readFileSync(`${dir}/cpu.stat`, 'utf8'))[1]) / 1e6;
  } catch {
    return Number(readFileSync(`${dir}/cpuacct.usage`, 'utf8')) / 1e9;
  }
}

/**
 * The CPU seconds used so far by the control group this process is in, with the browsers it
 * started, when `run.mjs` made one for its suite; `null` otherwise (a suite run alone in the
 * machine's root group counts everything).
 */
function groupCpu() {
  try {
    const lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n');
    const v1 = lines.find((l) => /^\d+:([^:]*,)?cpuacct(,[^:]*)?:/.test(l))?.split(':')[2];
    if (v1 && v1 !== '/') return groupCpuSeconds(`/sys/fs/cgroup/cpuacct${v1}`);
    const v2 = lines.find((l) => l.startsWith('0::'))?.slice(3);
    if (v2 && v2 !== '/') return groupCpuSeconds(`/sys/fs/cgroup${v2}`);
  } catch { /* no such file system */ }
  return null;
}

/**
 * Runs a test file and exits the process: `tests` ({ name, run({ browser, site, url, figures }) })
 * against the build in `dist`, one line per test (its time, and its CPU time where `run.mjs` put
 * the suite in a control group of its own); then `report(figures)` prints what the tests
 * measured, and a final `${label}: N passed, M failed`. Exits non-zero on any failure, and gives
 * up after `limitMs`. `cleanup()` runs once the browser and the server are closed. `launch()`
 * starts the browser (Chromium unless given; anything with a `close()`).
 */
export function runSuite({
  label, dist, tests, limitMs, report = async () => {}, cleanup = async () => {}, launch = () => chromium.launch(LAUNCH),
}) {
  const failedOut = () => {
    console.log(`${label}: 0 passed, 1 failed`);
    process.exit(1);
  };
  // Never hang.
  const watchdog = setTimeout(() => {
    console.log(`${label} tests timed out`);
    failedOut();
  }, limitMs);
  watchdog.unref();

  const run = async () => {
    if (!(await stat(path.join(dist, 'index.html')).catch(() => null))) {
      throw new Error(`${dist}/index.html not found: run \`trunk build --release\` first`);
    }
    await mkdir(output, { recursive: true });
    const site = await serve(dist);
    const figures = {};
    let browser;
    let passed = 0;
    let failed = 0;
    try {
      browser = await launch();
      // ONLY=<pattern> runs the tests whose names match it (case aside).
      const only = process.env.ONLY && new RegExp(process.env.ONLY, 'i');
      for (const test of tests.filter((t) => !only || only.test(t.name))) {
        const started = Date.now();
        const cpuBefore = groupCpu();
        testPages.length = 0;
        try {
          await test.run({ browser, site, url: site.url, figures });
          passed += 1;
          const cpu = cpuBefore === null ? '' : `, ${(groupCpu() - cpuBefore).toFixed(1)} s of CPU`;
          console.log(`ok - ${test.name} (${((Date.now() - started) / 1000).toFixed(1)} s${cpu})`);
        } catch (err) {
          failed += 1;
          console.log(`FAILED - ${test.name}\n${err?.stack ?? err}`);
          for (const [i, shown] of testPages.entries()) {
            console.log(`  page ${i + 1} showed ${shown.seen().replace(/\s+/g, ' ')}`);
            shown.errors.forEach((e) => console.log(`  page ${i + 1} ${e}`));
          }
        }
      }
    } finally {
      await browser?.close();
      site.server.closeAllConnections?.();
      site.server.close();
      await cleanup();
    }
    await report(figures);
    console.log(`${label}: ${passed} passed, ${failed} failed`);
    return failed === 0 && passed > 0;
  };

  run().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err?.stack ?? err);
      failedOut();
    },
  );
}
