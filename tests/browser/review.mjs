// Browser tests of the game review on the end screen: it runs in the thinking worker with its
// progress shown and a Cancel that stops it; its result (the summary, the chart, the key moments
// and every decision) has no axe violation; a key moment opens the replay there with the choice
// made and the best one highlighted; it is kept with the game (shown again after a reload, and
// in the replay view); "Try it here" starts a new game from that moment, marked as a try, which
// plays, and leaves the reviewed game as it was; a key moment brings the reviewed seat's sheet
// into view. A review travels with its game: a file's shows at once, the export and the link
// carry it, and a link's is kept out of storage until the game is added to the saved games.
// At 1280×800 and 390×844, English and French.
//
//   node tests/browser/review.mjs [dist-dir]
//
// Prints one line per test and a final `review: N passed, M failed`; exits non-zero on failure.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  check, clickLegal, importFinished, importText, noErrors, openStart, plain, shot, startShown, state, waitForDecision,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.2 A/AA violations on the page as it is now. */
async function violations(page) {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.length}`);
}

/** Starts a quick review on the end screen and waits for its result. */
async function reviewQuickly(page) {
  await page.locator('.review select').last().selectOption('quick');
  await page.locator('.review-start').click();
  await page.locator('.review-result').waitFor({ timeout: 120_000 });
}

/** A key moment: what was chosen, the best, the points, and why as the engine previews both. */
const MOMENT = /^Round \d+\. Chosen: .+\. Best: .+\. About \d+ points? given up\. With the best choice: .+[.?!] With the one made: .+[.?!]$/;

/** Waits until the sheet of `seat` in the replay view is on view (its top in the window). */
async function sheetInView(page, seat) {
  const inView = () => page.evaluate((s) => {
    const box = document.querySelector(`.replay-screen .final-sheet[data-seat="${s}"]`)?.getBoundingClientRect();
    return !!box && box.top >= -1 && box.top < window.innerHeight - 100;
  }, seat);
  const since = Date.now();
  while (!(await inView()) && Date.now() - since < 5_000) await page.waitForTimeout(100);
  check(await inView(), `the sheet of seat ${seat} is not in view`);
}

/** The record a game link's fragment carries. */
function linked(link) {
  return JSON.parse(Buffer.from(link.slice(link.indexOf('#game=') + 6), 'base64url').toString('utf8'));
}

/** The keys of the reviews in the page's storage. */
const reviewKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('orleans-dw:review:')));

const tests = [
  {
    name: 'a finished game\'s review: progress and Cancel, then the summary, chart, key moments and every decision; a moment opens the replay with both choices highlighted; Try it here plays on from there',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800, bypassCSP: true });
      try {
        await openStart(page, url);
        await importFinished(page, 'save_v4_four');
        const review = page.locator('.review');
        await review.scrollIntoViewIfNeeded();
        // The winner among the four people is chosen first.
        check(await review.locator('select').first().inputValue() !== '', 'no seat chosen');
        // The fourth seat: its sheet is the fourth down in the replay.
        const seat = '3';
        await review.locator('select').first().selectOption(seat);
        // Started, then cancelled: the progress shows and goes, the review says it stopped.
        await page.locator('.review-start').click();
        await page.locator('.review-progress progress').waitFor();
        const progress = plain(await page.locator('.review-progress').textContent());
        check(/\d+ of \d+ decisions reviewed/.test(progress), `progress: ${progress}`);
        await page.locator('.review-cancel').click();
        await page.locator('.review-progress').waitFor({ state: 'detached' });
        check((await review.textContent()).includes('The review was stopped.'), 'Cancel did not stop the review');
        await reviewQuickly(page);
        const summary = plain(await page.locator('.review-summary').textContent());
        check(/decisions/.test(summary), `summary: ${summary}`);
        check(await page.locator('.review-chart svg rect').count() > 0, 'no bar in the chart');
        const rows = await page.locator('.review-decisions tbody tr').count();
        check(rows > 10, `${rows} decisions reviewed`);
        const found = await violations(page);
        check(found.length === 0, `axe on the review: ${found.join('; ')}`);
        await review.screenshot({ path: path.join(root, 'tests', 'output', 'review-1280.png') });
        // Kept with the game: after a reload, the same review shows at once (the seat reviewed
        // is shown first).
        await page.reload({ waitUntil: 'load' });
        await page.locator('.review-result').waitFor({ timeout: 10_000 });
        check(plain(await page.locator('.review-summary').textContent()) === summary, 'the review kept differs');
        check((await page.locator('.review-decisions tbody tr').count()) === rows, 'the decisions kept differ');
        const moments = await page.locator('.review-moments li').count();
        check(moments >= 1 && moments <= 5, `${moments} key moments`);
        const moment = plain(await page.locator('.review-moments li span').first().textContent());
        check(MOMENT.test(moment), `moment: ${moment}`);
        // The first key moment in the replay: its decision, the choice made and the best marked.
        await page.locator('.review-show').first().click();
        await page.locator('.replay-moment').waitFor({ timeout: TIMEOUT_MS });
        await page.screenshot({ path: path.join(root, 'tests', 'output', 'review-moment-1280.png') });
        const said = plain(await page.locator('.replay-moment').textContent());
        check(said.startsWith('Highlighted on the sheet: the choice made ('), `the replay says: ${said}`);
        await sheetInView(page, seat);
        // The replay view of a finished game has the review too (kept: shown at once); its
        // moments move the view to theirs.
        await page.locator('.replay-screen .review-result').waitFor({ timeout: 10_000 });
        const last = page.locator('.replay-screen .review-show').last();
        if (moments > 1) {
          const before = await state(page);
          await last.click();
          await page.waitForFunction((n) => window.__logLength !== n, before.actions);
          await page.locator('.replay-moment').waitFor();
          await sheetInView(page, seat);
        }
        const at = await state(page);
        // Try it here: a new game from that moment, which plays on.
        await page.locator('.replay-try').click();
        await waitForDecision(page);
        const tried = await state(page);
        check(tried.actions === at.actions, `the try starts after ${tried.actions} actions, not ${at.actions}`);
        await clickLegal(page, 0, { clicks: 0, dispatched: 0 });
        check((await state(page)).actions > tried.actions, 'the try does not play');
        const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('orleans-dw:game:')).length);
        check(stored === 2, `${stored} games stored (the reviewed one and the try)`);
        const marked = await page.evaluate(() => Object.entries(localStorage)
          .filter(([k]) => k.startsWith('orleans-dw:game:')).map(([, v]) => JSON.parse(v).meta.try ?? false));
        check(marked.filter(Boolean).length === 1, `marked as a try: ${JSON.stringify(marked)}`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a review travels with its game: a file\'s shows at once, the export and the link carry it; from a link it stays out of storage until the game is added; a key moment brings the seat\'s sheet into view',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      let link;
      try {
        await openStart(page, url);
        const file = await readFile(path.join(root, 'tests', 'fixtures', 'review_carried.json'), 'utf8');
        await importText(page, 'review_carried.json', file);
        await page.locator('.end-screen .review-result').waitFor({ timeout: 10_000 });
        check((await reviewKeys(page)).join() === 'orleans-dw:review:review_carried', `kept: ${await reviewKeys(page)}`);
        const moment = plain(await page.locator('.review-moments li span').first().textContent());
        check(MOMENT.test(moment), `moment: ${moment}`);
        await page.locator('.end-screen button.share').click();
        link = await page.locator('.end-screen .replay-link input').inputValue();
        const carried = linked(link).reviews;
        check(carried?.reviews?.length === 2, `the link carries ${JSON.stringify(carried)?.slice(0, 200)}`);
        check(JSON.stringify(carried) === JSON.stringify(JSON.parse(file).reviews), 'the link carries other reviews than the file');
        // The saved game's export carries them too.
        await page.locator('.end-screen button.primary', { hasText: 'start' }).click();
        await startShown(page);
        const download = page.waitForEvent('download');
        await page.locator('.saved-game button', { hasText: 'Export' }).first().click();
        const exported = JSON.parse(await readFile(await (await download).path(), 'utf8'));
        check(JSON.stringify(exported.reviews) === JSON.stringify(carried), 'the export carries other reviews');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
      // In a fresh profile, on a phone: the link's game in the replay view, its review shown at
      // once and not stored; a key moment brings the seat's sheet (the second) into view.
      const friend = await openPage(browser, { width: 390, height: 844 });
      try {
        await friend.goto(link.replace('#', '?fast#'), { waitUntil: 'load' });
        await friend.locator('.replay-screen .review-result').waitFor({ timeout: 10_000 });
        await friend.locator('.review select').first().selectOption('1');
        await friend.locator('.replay-screen .review-show').first().click();
        await friend.locator('.replay-moment').waitFor();
        await sheetInView(friend, '1');
        check((await reviewKeys(friend)).length === 0, `a link's review is stored: ${await reviewKeys(friend)}`);
        await friend.locator('.replay-add').click();
        await friend.locator('.replay-added').waitFor();
        const keys = await reviewKeys(friend);
        check(keys.length === 1, `after adding the game: ${keys}`);
        const kept = await friend.evaluate((k) => JSON.parse(localStorage.getItem(k)), keys[0]);
        check(kept.reviews.length === 2, `${kept.reviews.length} reviews kept with the game added`);
        noErrors(friend);
      } finally {
        await friend.closeAll();
      }
    },
  },
  {
    name: 'the review on a phone, in French: its result fits the width and has no axe violation',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 390, height: 844, bypassCSP: true, locale: 'fr-FR' });
      try {
        await openStart(page, url);
        await importFinished(page, 'save_v4_solo');
        await reviewQuickly(page);
        const summary = plain(await page.locator('.review-summary').textContent());
        check(/décisions/.test(summary), `summary: ${summary}`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        check(wide <= 390, `the page is ${wide} px wide`);
        const found = await violations(page);
        check(found.length === 0, `axe on the review: ${found.join('; ')}`);
        await page.locator('.review').screenshot({ path: path.join(root, 'tests', 'output', 'review-390-fr.png') });
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'review', dist, tests, limitMs: 10 * 60_000 });
