// Browser tests of the app in French and of switching language: in a French browser the first
// decisions of a hot-seat and of a solo game, and finished games' end screens and prints, whose
// pages never show an English word (preview.mjs plays a whole game in French); `<html lang>` follows the language; switching mid-game keeps the game (same state hash)
// and the new-game form's values; the choice is remembered across a reload.
//
//   node tests/browser/french.mjs [dist-dir]
//
// Prints one line per test and a final `french: N passed, M failed`; exits non-zero on failure.

import path from 'node:path';
import {
  check, choosePlayers, fillPrint, importFinished, moreOptions, noErrors, openStart, playToEnd, shot, startGame, state,
  waitForDecision,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const FRENCH = { locale: 'fr-FR' };

/**
 * Words of the English texts that are not French words: a French page shows none of them (the
 * players' names aside, which are not among them).
 */
const ENGLISH = new Set(`the and with your you of is are Take Recruit coin coins Warehouse Bank Depot development
  trading post posts Round round Bag bag Player player players Undo Export Print Leave Monk Monks Knight Farmer
  Boatman Craftsman Trader Scholar citizen citizens shield shields deed deeds places road waterway city turn game
  New Saved History Resolve Decline Choose Mark Fill Build Spend Circle Start start Sheet sheet Level level breakdown
  good goods cheese wine wool brocade marked crossed circled open computer playing Back See result seed printed Blank
  against Special challenge wins Gain gain Acquire Use Pay Keep First first next Next waiting Connoisseur`.split(/\s+/));

/** Every word the page shows or says: its text, its labels and tooltips, the sheet's titles. */
const pageWords = (page, selector = 'body') =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector);
    const parts = [root.innerText];
    for (const e of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
      parts.push(e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '', e.getAttribute('placeholder') ?? '');
    }
    for (const t of root.querySelectorAll('svg title, svg text')) parts.push(t.textContent);
    return parts.join(' ');
  }, selector);

/** The English words among `text`. */
const englishIn = (text) => [...new Set(text.split(/[^\p{L}]+/u).filter((w) => ENGLISH.has(w)))];

/** Fails if the page (or the part `selector`) shows an English word. */
async function checkFrench(page, where, selector) {
  const found = englishIn(await pageWords(page, selector));
  check(found.length === 0, `${where}: English words on a French page: ${found.join(', ')}`);
}

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

/** Fills the print view through the button of class `button`, and checks it in French. */
async function checkFrenchPrint(page, button, where) {
  await fillPrint(page, button);
  // The print view is laid out (and its text readable) under print media only.
  await page.emulateMedia({ media: 'print' });
  const text = await pageWords(page, '.print-root');
  check(/imprimé le \d+ \p{L}+ \d{4}/u.test(text), `${where}: the print view has no French date: ${text.slice(0, 300)}`);
  await checkFrench(page, `${where} (print view)`, '.print-root');
  await page.emulateMedia({ media: null });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
}

/**
 * In a fresh French profile at `viewport`: the finished fixture game `fixture`, imported, shows
 * its end screen (`where`) and its print in French only; a screenshot `png` of the end screen.
 */
async function checkFinished(browser, url, viewport, fixture, where, png) {
  const page = await openPage(browser, { ...viewport, ...FRENCH });
  try {
    await openStart(page, url);
    await importFinished(page, fixture);
    await checkFrench(page, where);
    await shot(page, png, true);
    await checkFrenchPrint(page, '.end-screen button.print', where);
    noErrors(page);
  } finally {
    await page.closeAll();
  }
}

const tests = [
  {
    name: 'a French browser gets the app in French: a 2-player hot-seat game (its first 80 decisions), a finished game\'s end screen and its print, no English word',
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, ...FRENCH });
      try {
        await openStart(page, url);
        check((await htmlLang(page)) === 'fr', `<html lang="${await htmlLang(page)}">`);
        await checkFrench(page, 'start screen');
        await shot(page, 'fr-start-1280.png', true);
        await startGame(page, { players: 2, seed: 42 });
        await playToEnd(page, 11, async (clicks) => {
          await checkFrench(page, `table, decision ${clicks}`);
          if (clicks === 40) {
            await shot(page, 'fr-table-1280.png');
            await page.setViewportSize(PHONE);
            await waitForDecision(page);
            await shot(page, 'fr-table-390.png');
            // The sheet is drawn anew in its wide arrangement, a few areas a frame.
            await page.setViewportSize(DESKTOP);
            await waitForDecision(page);
          }
        }, 80);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
      // The end screen of a finished 4-player game (a whole French game to the last round's
      // words is preview.mjs's French solo game).
      await checkFinished(browser, url, DESKTOP, 'save_v4_four', 'end screen', 'fr-end-1280.png');
    },
  },
  {
    name: 'a solo game against Jeanne in French (its first 40 decisions, a Special challenge\'s end screen): no English word',
    async run({ browser, url }) {
      const page = await openPage(browser, { ...PHONE, ...FRENCH });
      try {
        await openStart(page, url);
        await startGame(page, { players: 1, seed: 9, level: 'Défi spécial' });
        await playToEnd(page, 12, async (clicks) => {
          await checkFrench(page, `solo table, decision ${clicks}`);
          if (clicks === 30) await shot(page, 'fr-table-solo-390.png');
        }, 40);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
      await checkFinished(browser, url, PHONE, 'save_v6_special', 'solo end screen', 'fr-end-solo-390.png');
    },
  },
  {
    name: 'switching language mid-game keeps the game (state hash) and sets <html lang>; the choice is remembered',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        check((await htmlLang(page)) === 'en', `an English browser: <html lang="${await htmlLang(page)}">`);
        await startGame(page, { players: 3, seed: 5, computers: [1] });
        await playToEnd(page, 4, undefined, 12);
        await waitForDecision(page);
        const before = await state(page);
        const englishBanner = await page.locator('.banner').textContent();
        // The detector of English words finds them on the English page.
        const english = englishIn(await pageWords(page));
        check(english.length > 20, `only ${english.length} English words found on the English table: ${english}`);
        await page.locator('.topbar .lang-switch button[lang="fr"]').click();
        await page.waitForFunction(() => document.documentElement.lang === 'fr');
        await waitForDecision(page);
        const after = await state(page);
        check(JSON.stringify(after) === JSON.stringify(before), `switching changed the game: ${JSON.stringify([before, after])}`);
        check((await page.locator('.banner').textContent()) !== englishBanner, 'the banner did not change language');
        await checkFrench(page, 'table after the switch');
        // The game goes on in French, and the choice outlives a reload.
        await playToEnd(page, 5, undefined, 1);
        const played = await state(page);
        await page.reload({ waitUntil: 'load' });
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        check((await htmlLang(page)) === 'fr', 'the chosen language was forgotten on reload');
        check((await state(page)).hash === played.hash, 'the reload lost the game');
        // And back to English.
        await page.locator('.topbar .lang-switch button[lang="en"]').click();
        await page.waitForFunction(() => document.documentElement.lang === 'en');
        check((await state(page)).hash === played.hash, 'switching back changed the game');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'switching language on the start screen keeps the new-game form as it was filled',
    async run({ browser, url }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        await choosePlayers(page, 3);
        await page.locator('.seat-name input, input.seat-name').nth(1).fill('Zoé');
        await page.locator('.seat-kind select').nth(2).selectOption('normal');
        await moreOptions(page);
        await page.locator('.seed input').fill('1234');
        const form = () =>
          page.evaluate(() => ({
            players: [...document.querySelectorAll('.segmented .seg')].findIndex((e) =>
              e.matches('[aria-checked="true"], [aria-pressed="true"], .selected, :has(input:checked)')),
            names: [...document.querySelectorAll('.seat-name input, input.seat-name')].map((e) => e.value),
            kinds: [...document.querySelectorAll('.seat-kind select')].map((e) => e.value),
            seed: document.querySelector('.seed input').value,
          }));
        const before = await form();
        await page.locator('.lang-switch button[lang="fr"]').click();
        await page.waitForFunction(() => document.documentElement.lang === 'fr');
        await checkFrench(page, 'start screen after the switch');
        const after = await form();
        check(JSON.stringify(after) === JSON.stringify(before), `the form changed: ${JSON.stringify([before, after])}`);
        await shot(page, 'fr-start-390.png', true);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'french', dist, tests, limitMs: 15 * 60_000 });
