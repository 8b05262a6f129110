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
//     elsewhere (.elsewhere), and following it (.follow) brings it to the same state.
//
//   node tests/browser/firefox.mjs [dist-dir]
//
// Prints one line per test and a final `firefox: N passed, M failed`; exits non-zero on failure.
// Screenshots go to tests/output/. Needs a release build (`trunk build --release`).

import path from 'node:path';
import puppeteer from 'puppeteer-core';
import {
  check, noErrors, openStart, playToEnd, startGame, state, until, waitForDecision,
} from './game.mjs';
import { output, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const executablePath = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
const VIEWPORT = { width: 1280, height: 800 };
/** How soon the other tab must notice a move (the contract). */
const ELSEWHERE_MS = 2000;

/** Headless Firefox ESR, in English, with no traffic of its own. */
const launch = () =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      'intl.accept_languages': 'en-GB',
      'intl.locale.requested': 'en-GB',
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
