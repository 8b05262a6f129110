// Browser tests of the app's release build in Firefox (Debian's firefox-esr, driven by
// puppeteer-core over WebDriver BiDi: Playwright cannot drive Debian's Firefox):
//
//   - a 2-player hot-seat game played to the end screen only through the legal actions the page
//     offers ([data-legal="true"]), each click moving the game on (window.__logLength), by the
//     driver of the Chromium tests (game.mjs);
//   - a reload mid-game resumes the same game (window.__stateHash);
//   - a help button of the sheet opens its section of the rules, Escape closes them, and the
//     game is unchanged;
//   - two tabs on one game: a move in one makes the other say, within 2 s, that the game went on
//     elsewhere (.elsewhere), and following it (.follow) brings it to the same state;
//   - the service worker: a page of build A, controlled, is left open while build B is deployed,
//     whose server no longer has A's wasm parts; the page hears of the update
//     (`orleans-dw-update`), starts a game (the game's part, loaded from A's cache) and plays,
//     and a reload runs B and resumes the game; then only B's cache is left.
//
//   node tests/browser/firefox.mjs [dist-dir]
//
// Prints one line per test and a final `firefox: N passed, M failed`; exits non-zero on failure.
// Screenshots go to tests/output/. Needs a release build (`trunk build --release`).

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { check, noErrors, openStart, playToEnd, startGame, startShown, state, until, waitForDecision } from './game.mjs';
import { output, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const executablePath = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
const VIEWPORT = { width: 1280, height: 800 };
/** How soon the other tab must notice a move (the issue's contract). */
const ELSEWHERE_MS = 2000;

/** Headless Firefox ESR, in English, with no traffic of its own. */
const launch = () =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    protocol: 'webDriverBiDi',
    // Beside the other suites on two cores, Firefox once took longer to start than puppeteer's
    // default 30 s.
    timeout: 120_000,
    extraPrefsFirefox: {
      'intl.accept_languages': 'en-GB',
      'intl.locale.requested': 'en-GB',
      // Reduced motion, as the Chromium suites ask (harness.mjs, openPage): the view moves to a
      // decision's targets at once, without a smooth scroll's frames to draw.
      'ui.prefersReducedMotion': 1,
    },
  });

/**
 * A fresh browser context (its own storage) with `pages` pages that record their errors;
 * `close()` closes it.
 */
async function openContext(browser, pages = 1) {
  const context = await browser.createBrowserContext();
  const opened = [];
  for (let i = 0; i < pages; i += 1) {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    const errors = [];
    page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
    });
    page.errors = () => errors;
    opened.push(page);
  }
  return { pages: opened, close: () => context.close() };
}

/**
 * Makes build B in `next`: dist/ with its wasm folder app-<hash>/ renamed (every reference to it
 * rewritten) and one file changed, finished again by the post-build hook (as pwa.mjs does).
 * Returns the old and new folder names and B's cache version.
 */
async function movedBuild(next) {
  await cp(dist, next, { recursive: true });
  const [folder] = (await readdir(next)).filter((n) => /^app-[0-9a-f]+$/.test(n));
  check(folder, 'dist/ has no app-<hash>/ folder');
  const moved = `app-${createHash('sha256').update(`${folder} moved`).digest('hex').slice(0, 16)}`;
  await rename(path.join(next, folder), path.join(next, moved));
  for (const name of await readdir(next, { recursive: true })) {
    if (!/\.(html|js|css|webmanifest|json)$/.test(name)) continue;
    const file = path.join(next, name);
    const text = await readFile(file, 'utf8');
    if (text.includes(folder)) await writeFile(file, text.split(folder).join(moved));
  }
  const favicon = path.join(next, 'favicon.svg');
  await writeFile(favicon, `${await readFile(favicon, 'utf8')}<!-- firefox.mjs build B -->`);
  execFileSync(process.execPath, [path.join(root, 'scripts', 'postbuild.mjs'), next], { stdio: 'pipe' });
  const version = (await readFile(path.join(next, 'sw.js'), 'utf8')).match(/"version":"([0-9a-f]+)"/)[1];
  return { folder, moved, version };
}

/** The origin's caches of app versions (without the service worker's table of its clients). */
const versionCaches = (page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => !name.endsWith(' clients')));

const tests = [
  {
    name: 'Firefox: a 2-player hot-seat game is played to the end by clicking legal actions only',
    async run({ browser, url, figures }) {
      const { pages: [page], close } = await openContext(browser);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 42 });
        const started = Date.now();
        const stats = await playToEnd(page, 1);
        await page.waitForSelector('.end-screen .breakdown', { timeout: TIMEOUT_MS });
        const verdict = (await page.$eval('.end-screen h1', (h) => h.textContent)).trim();
        check(/wins|share/.test(verdict), `verdict: ${verdict}`);
        check((await page.$$('[data-legal="true"]')).length === 0, 'the end screen offers actions');
        figures.game = { ...stats, seconds: (Date.now() - started) / 1000 };
        await page.screenshot({ path: path.join(output, 'firefox-end.png') });
        noErrors(page);
      } finally {
        await close();
      }
    },
  },
  {
    name: 'Firefox: a reload mid-game resumes the same game',
    async run({ browser, url }) {
      const { pages: [page], close } = await openContext(browser);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 7 });
        await playToEnd(page, 2, undefined, 25);
        await waitForDecision(page);
        const before = await state(page);
        check(before.actions > 0 && before.hash, `no game state: ${JSON.stringify(before)}`);
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await page.waitForSelector('.table-screen', { timeout: TIMEOUT_MS });
        await until(page, () => window.__stateHash !== undefined);
        const after = await state(page);
        check(after.hash === before.hash && after.actions === before.actions,
          `resumed ${JSON.stringify(after)}, was ${JSON.stringify(before)}`);
        // And it plays on.
        await playToEnd(page, 3, undefined, 3);
        noErrors(page);
      } finally {
        await close();
      }
    },
  },
  {
    name: 'Firefox: a help button of the sheet opens its section of the rules, Escape closes them, the game is unchanged',
    async run({ browser, url }) {
      const { pages: [page], close } = await openContext(browser);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 9 });
        await playToEnd(page, 4, undefined, 6);
        await waitForDecision(page);
        const before = await state(page);
        await page.click('.help-strip button[data-section="6.2"]');
        await until(page, () => document.querySelector('dialog.rules')?.open && document.getElementById('rules-6.2'));
        await until(page, () => document.activeElement?.closest('section')?.id === 'rules-6.2');
        await page.keyboard.press('Escape');
        await until(page, () => !document.querySelector('dialog.rules').open);
        const after = await state(page);
        check(JSON.stringify(after) === JSON.stringify(before), `the rules changed the game: ${JSON.stringify([before, after])}`);
        noErrors(page);
      } finally {
        await close();
      }
    },
  },
  {
    name: 'Firefox: two tabs on one game: a move in one is noticed in the other, which follows it',
    async run({ browser, url, figures }) {
      const { pages: [a, b], close } = await openContext(browser, 2);
      try {
        // Tab A in front while it plays (B, opened last, would be; a tab behind gets no frames and
        // slow timers).
        await a.bringToFront();
        await openStart(a, url);
        await startGame(a, { players: 2, seed: 11 });
        await playToEnd(a, 4, undefined, 4);
        await waitForDecision(a);
        // Tab B opens the app: it resumes the game A plays.
        await b.goto(`${url}?fast`, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await b.waitForSelector('.table-screen', { timeout: TIMEOUT_MS });
        await until(b, () => window.__stateHash !== undefined);
        check((await state(b)).hash === (await state(a)).hash, 'tab B did not resume the game of tab A');

        await a.bringToFront();
        await playToEnd(a, 5, undefined, 1);
        const moved = Date.now();
        await b.bringToFront();
        try {
          await b.waitForSelector('.elsewhere', { visible: true, timeout: ELSEWHERE_MS });
        } catch {
          throw new Error(`tab B shows no .elsewhere notice ${ELSEWHERE_MS} ms after a move in tab A`);
        }
        figures.noticedMs = Date.now() - moved;
        await b.click('.follow');
        const target = (await state(a)).hash;
        await until(b, (h) => window.__stateHash === h, target);
        // B plays on from there.
        await playToEnd(b, 6, undefined, 1);
        noErrors(a);
        noErrors(b);
      } finally {
        await close();
      }
    },
  },
  {
    name: 'Firefox: a page of build A keeps working when build B without its parts is deployed, and a reload runs B',
    async run({ browser, site }) {
      const scratch = await mkdtemp(path.join(os.tmpdir(), 'firefox-takeover-'));
      const next = path.join(scratch, 'dist');
      const { pages: [page], close } = await openContext(browser);
      try {
        const { folder, moved, version } = await movedBuild(next);
        const runs = () => page.evaluate(() => document.querySelector('link[rel="modulepreload"]').getAttribute('href'));
        const loadedAll = async (when) => {
          const text = await page.evaluate(() => document.body.innerText);
          check(!/could not be loaded/i.test(text), `${when}: the page says ${JSON.stringify(text.slice(0, 300))}`);
        };
        await openStart(page, site.url);
        await until(page, () => navigator.serviceWorker.controller !== null);
        // The tab stays on the start screen: the game's part is not loaded before the update.
        check(!(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('split_game')))),
          'the start screen loaded the game part');

        // Deploy B; a load of the tab (answered by A's worker: A again) makes Firefox install
        // B's worker, which takes the page over.
        site.root = next;
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await startShown(page);
        check((await runs()).includes(folder), `the reloaded tab runs ${await runs()}, not build A`);
        const deployed = Date.now();
        await until(page, () => window.__orleansUpdate === true);
        const heard = Date.now() - deployed;
        const both = await versionCaches(page);
        check(both.length === 2 && both.some((n) => n.endsWith(version)), `caches while A's page is open: ${JSON.stringify(both)}`);

        // A game in A's tab: its part comes from A's cache (the server has only B's).
        await startGame(page, { players: 2, seed: 51 });
        await playToEnd(page, 51, undefined, 4);
        await waitForDecision(page);
        await loadedAll('the game');
        const before = await state(page);
        check(before.actions > 0 && before.hash, `no game state: ${JSON.stringify(before)}`);
        check((await runs()).includes(folder), 'the tab changed build');

        // Reloaded: B, the game resumed.
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await page.waitForSelector('.table-screen', { timeout: TIMEOUT_MS });
        await until(page, () => window.__stateHash !== undefined);
        check((await runs()).includes(moved), `after a reload the tab runs ${await runs()}, not build B`);
        const after = await state(page);
        check(after.hash === before.hash && after.actions === before.actions,
          `resumed ${JSON.stringify(after)}, was ${JSON.stringify(before)}`);
        await playToEnd(page, 52, undefined, 1);
        await loadedAll('after the reload');
        // No page runs A: only B's cache is left.
        let names = [];
        for (const deadline = Date.now() + TIMEOUT_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
          names = await versionCaches(page);
          if (names.length === 1 && names[0].endsWith(version)) break;
        }
        check(names.length === 1 && names[0].endsWith(version), `caches at the end: ${JSON.stringify(names)}`);
        noErrors(page);
        console.log(`  (Firefox heard of the update ${heard} ms after the tab's load)`);
      } finally {
        site.root = dist;
        await close();
        await rm(scratch, { recursive: true, force: true });
      }
    },
  },
];

runSuite({
  label: 'firefox',
  dist,
  tests,
  launch,
  limitMs: 10 * 60_000,
  report: async (figures) => {
    if (figures.game) {
      const g = figures.game;
      console.log(`firefox figures: game of ${g.clicks} clicks (${g.dispatched} dispatched) in ${g.seconds.toFixed(1)} s`);
    }
    if (figures.noticedMs !== undefined) console.log(`firefox figures: tab B noticed the move in ${figures.noticedMs} ms`);
  },
});
