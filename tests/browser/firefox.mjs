// Browser tests of the app's release build in Firefox (Debian's firefox-esr, driven by
// puppeteer-core over WebDriver BiDi: Playwright cannot drive Debian's Firefox):
//
//   - a 2-player hot-seat game played to the end screen only through the legal actions the page
//     offers ([data-legal="true"]), each click moving the game on (window.__logLength);
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
import { BETWEEN_TURNS, check, legalChoices, random, settled, state } from './game.mjs';
import { output, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const executablePath = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
const VIEWPORT = { width: 1280, height: 800 };
/** At most this many decisions in one game (a 2-player game takes about 150–250). */
const MAX_CLICKS = 3000;
/** How soon the other tab must notice a move (the contract). */
const ELSEWHERE_MS = 2000;
/**
 * Firefox counts a click near the last one within its double-click time as a double-click
 * (`detail` 2), which the app ignores by design; a player's next click at the same spot comes
 * later than this. Longer than the double-click times of GTK (400 ms) and Windows (500 ms).
 */
const DOUBLE_CLICK_MS = 700;
/** How near the last click a click counts as the same spot (GTK's default distance is 5 px). */
const DOUBLE_CLICK_PX = 8;

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

/** Waits for `fn` to hold in the page (polled on a timer: rAF stalls in a tab in the background). */
const until = (page, fn, arg, timeout = TIMEOUT_MS) => page.waitForFunction(fn, { polling: 50, timeout }, arg);

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

/** Fails with the page's errors, if it logged any. */
const noErrors = (page) => check(page.errors().length === 0, page.errors().join('\n'));

/**
 * Clicks with the mouse at (x, y) like a player: a click at the spot of the one before waits out
 * the double-click time first, so that each click is a single click.
 */
async function tap(page, x, y) {
  const last = page.lastTap;
  if (last && Math.hypot(x - last.x, y - last.y) <= DOUBLE_CLICK_PX) {
    const wait = DOUBLE_CLICK_MS - (Date.now() - last.at);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await page.mouse.click(x, y);
  page.lastTap = { x, y, at: Date.now() };
}

/** Clicks the element `selector` at its centre with [`tap`]; false if it is not there. */
async function tapElement(page, selector) {
  const handle = await page.$(selector);
  if (!handle) return false;
  await handle.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = await handle.boundingBox();
  if (!box) return false;
  await tap(page, box.x + box.width / 2, box.y + box.height / 2);
  return true;
}

/** Opens the start screen (computer seats move without a pause). */
async function openStart(page, url) {
  await page.goto(`${url}?fast`, { waitUntil: 'load', timeout: TIMEOUT_MS });
  await page.waitForSelector('button.start', { timeout: TIMEOUT_MS });
}

/** Starts a hot-seat game of `players` with `seed` from the start screen; waits for the table. */
async function startGame(page, { players, seed }) {
  await (await page.$$('.segmented .seg'))[players - 1].click();
  await page.$eval('.seed input', (input) => {
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.type('.seed input', String(seed));
  await page.click('button.start');
  await page.waitForSelector('.table-screen', { timeout: TIMEOUT_MS });
}

/**
 * Waits until a legal action is shown or the game is over; true while the game goes on. Between
 * two turns it ends the turn and opens the next one after the hand-over, like the players.
 */
async function waitForDecision(page) {
  for (;;) {
    await until(
      page,
      (between) =>
        document.querySelector('.end-screen') ||
        document.querySelector(between) ||
        [...document.querySelectorAll('[data-legal="true"]')].some((e) => e.getClientRects().length > 0),
      BETWEEN_TURNS,
    );
    await settled(page);
    if (await page.$('.end-screen')) return false;
    if (!(await page.$(BETWEEN_TURNS))) return true;
    await tapElement(page, BETWEEN_TURNS).catch(() => {}); // gone meanwhile: look again
  }
}

/**
 * Clicks the legal element `index` like a player, with the mouse at its centre (dispatching the
 * click if something covers it, counted), then waits for the game to move on.
 */
async function clickLegal(page, index, stats) {
  const before = await state(page);
  // The app may be scrolling smoothly to the decision's targets: the element is measured once
  // it has stood still for two looks 50 ms apart (timers, not frames: a tab in the background
  // gets no frames), as a player aims at what they see.
  const target = await page.evaluate(async (i) => {
    const e = document.querySelectorAll('[data-legal="true"]')[i];
    e.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const look = () => JSON.stringify(e.getBoundingClientRect());
    for (let seen = look(), still = 0, tries = 0; still < 2 && tries < 60; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = look();
      still = now === seen ? still + 1 : 0;
      seen = now;
    }
    const r = e.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    return { x, y, clear: Boolean(hit) && (hit === e || e.contains(hit)) };
  }, index);
  if (target.clear) {
    await tap(page, target.x, target.y);
  } else {
    stats.dispatched += 1;
    await page.evaluate((i) => {
      const e = document.querySelectorAll('[data-legal="true"]')[i];
      e.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    }, index);
  }
  await until(
    page,
    ({ b, between }) => window.__logLength !== b || document.querySelector('.end-screen') || document.querySelector(between),
    { b: before.actions, between: BETWEEN_TURNS },
  );
  await settled(page);
  const after = await state(page);
  check(after.actions !== before.actions || (await page.$('.end-screen')), 'the click did not move the game on');
  stats.clicks += 1;
}

/** Plays `turns` decisions (all of them if not given): a random legal one each time, not declining if another is offered. */
async function play(page, seed, turns = Infinity) {
  const rng = random(seed);
  const stats = { clicks: 0, dispatched: 0 };
  while (stats.clicks < turns && (await waitForDecision(page))) {
    check(stats.clicks < MAX_CLICKS, `no end after ${MAX_CLICKS} decisions`);
    const all = await legalChoices(page);
    if (!all.length) continue; // the page changed under us: look again
    const preferred = all.filter((c) => !c.decline);
    const pool = preferred.length ? preferred : all;
    await clickLegal(page, pool[Math.floor(rng() * pool.length)].index, stats);
  }
  return stats;
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
        const stats = await play(page, 1);
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
        await play(page, 2, 25);
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
        await play(page, 3, 3);
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
        await play(page, 4, 6);
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
        await play(a, 4, 4);
        await waitForDecision(a);
        // Tab B opens the app: it resumes the game A plays.
        await b.goto(`${url}?fast`, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await b.waitForSelector('.table-screen', { timeout: TIMEOUT_MS });
        await until(b, () => window.__stateHash !== undefined);
        check((await state(b)).hash === (await state(a)).hash, 'tab B did not resume the game of tab A');

        await a.bringToFront();
        await play(a, 5, 1);
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
        await play(b, 6, 1);
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
