// Browser tests of the rules in the app: every help button of the sheet (and of Jeanne's zone)
// opens its section; the rules open and close mid-game without touching the game (same state
// hash), Escape closes them and the focus goes back; their language follows the switch inside
// the window, the reader staying at their section, and they open again where the reader left
// them; both languages hold the same sections, drawn with the sheet's symbols; they work
// offline once the app has been visited; the help buttons are not printed; with the window's
// stylesheet coming after the rules' text, the window shows once it has come and the focus
// still goes to the section's heading (with a stylesheet that never comes, after the window's
// delay). Screenshots at 390×844 and 1280×800 go to tests/output/rules-*.png.
//
//   node tests/browser/rules.mjs [dist-dir]
//
// Prints one line per test and a final `rules: N passed, M failed`; exits non-zero on failure.

import path from 'node:path';
import { check, clickLegal, leaveTable, legalChoices, noErrors, openStart, random, shot, startGame, startShown, state, waitForDecision } from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Waits until the rules' window is open with its sections in it. */
async function rulesShown(page) {
  await page.waitForFunction(
    () => document.querySelector('dialog.rules')?.open && document.querySelectorAll('.rules-body section').length > 20,
    null,
    { timeout: TIMEOUT_MS },
  );
}

/** What the rules' window shows: open, language, sections, focused element, symbols. */
const rulesState = (page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog.rules');
    const body = dialog.querySelector('.rules-body');
    const focused = document.activeElement;
    return {
      open: dialog.open,
      title: dialog.querySelector('#rules-title')?.textContent,
      ids: [...body.querySelectorAll('section')].map((s) => s.id),
      headings: [...body.querySelectorAll('section > h2, section > h3')].map((h) => h.textContent),
      focusedSection: focused?.closest('.rules-body section')?.id ?? null,
      focusedIsHeading: /^H[23]$/.test(focused?.tagName ?? ''),
      glyphs: body.querySelectorAll('svg.glyph').length,
      legendGlyphs: new Set([...body.querySelectorAll('#rules-legend svg.glyph')].map((g) => g.classList[2])).size,
    };
  });

/** Whether the top of section `id` is inside the rules' visible body. */
const sectionInView = (page, id) =>
  page.evaluate((id) => {
    const body = document.querySelector('.rules-body').getBoundingClientRect();
    const heading = document.getElementById(id)?.firstElementChild?.getBoundingClientRect();
    return Boolean(heading) && heading.top >= body.top - 1 && heading.top < body.bottom;
  }, id);

/** Every target of the page (buttons, links) smaller than 24 × 24 CSS pixels, in `selector`. */
const smallTargets = (page, selector) =>
  page.evaluate((selector) =>
    [...document.querySelectorAll(selector)]
      .filter((e) => e.getClientRects().length)
      .map((e) => ({ text: e.textContent.trim().slice(0, 30), ...e.getBoundingClientRect().toJSON() }))
      .filter((r) => r.width < 24 || r.height < 24), selector);

/** Clicks every help button of the page and checks the section it opens; returns their count. */
async function checkHelpButtons(page, where) {
  const buttons = page.locator('.help-strip button');
  const count = await buttons.count();
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    const section = await button.getAttribute('data-section');
    await button.click();
    await rulesShown(page);
    const id = `rules-${section}`;
    await page.waitForFunction((id) => document.activeElement?.closest('section')?.id === id, id, { timeout: TIMEOUT_MS })
      .catch(() => {});
    const shown = await rulesState(page);
    check(shown.ids.includes(id), `${where}: the help button for ${section} opens no section ${id}`);
    check(shown.focusedSection === id && shown.focusedIsHeading, `${where}: the focus is not on the heading of ${id}: ${shown.focusedSection}`);
    check(await sectionInView(page, id), `${where}: section ${id} is not in view`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.rules').open, null, { timeout: TIMEOUT_MS });
    const back = await page.evaluate(() => document.activeElement?.getAttribute('data-section'));
    check(back === section, `${where}: after Escape the focus is on ${back}, not the help button of ${section}`);
  }
  return count;
}

const tests = [
  {
    name: 'every help button of the sheet and of Jeanne’s zone opens its section, Escape closes it and the focus goes back; none is printed',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 3, seed: 3 });
        await waitForDecision(page);
        const sheet = await checkHelpButtons(page, '3 players');
        check(sheet === 11, `${sheet} help buttons on a hot-seat sheet, not 11`);
        // Printed, the page shows no help button.
        await page.emulateMedia({ media: 'print' });
        const printed = await page.evaluate(() => getComputedStyle(document.querySelector('.help-strip')).display);
        check(printed === 'none', `the help buttons are printed (display: ${printed})`);
        await page.emulateMedia({ media: 'screen' });
        await leaveTable(page);
        await startShown(page);
        await startGame(page, { players: 1, seed: 4 });
        await waitForDecision(page);
        const solo = await checkHelpButtons(page, 'solo');
        check(solo === 13, `${solo} help buttons in a solo game, not 13`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the rules’ stylesheet coming after their text: the window shows once it has come, the focus on the section’s heading',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 5 });
        await waitForDecision(page);
        // The stylesheet is held until the rules' text is in the window.
        let release;
        const held = new Promise((resolve) => { release = resolve; });
        await page.route('**/rules/rules.css', async (route) => { await held; await route.continue(); });
        await page.locator('.help-strip button[data-section="6.2"]').click();
        await rulesShown(page);
        const hidden = await page.evaluate(() => getComputedStyle(document.querySelector('dialog.rules')).visibility);
        check(hidden === 'hidden', `the window shows before its stylesheet (visibility: ${hidden})`);
        release();
        await page.waitForFunction(() => document.activeElement?.closest('section')?.id === 'rules-6.2', null, { timeout: TIMEOUT_MS })
          .catch(() => {});
        const shown = await rulesState(page);
        check(shown.focusedSection === 'rules-6.2' && shown.focusedIsHeading,
          `the focus is not on the heading of rules-6.2 once the stylesheet came: ${shown.focusedSection}`);
        const visible = await page.evaluate(() => getComputedStyle(document.querySelector('dialog.rules')).visibility);
        check(visible === 'visible', `the window is not shown once its stylesheet came (visibility: ${visible})`);
        check(await sectionInView(page, 'rules-6.2'), 'section rules-6.2 is not in view');
        await page.unroute('**/rules/rules.css');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the rules’ stylesheet never coming: the window shows after its delay, the focus on the section’s heading',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 5 });
        await waitForDecision(page);
        await page.route('**/rules/rules.css', () => {});
        await page.locator('.help-strip button[data-section="6.2"]').click();
        await page.waitForFunction(() => document.activeElement?.closest('section')?.id === 'rules-6.2', null, { timeout: TIMEOUT_MS })
          .catch(() => {});
        const shown = await rulesState(page);
        check(shown.focusedSection === 'rules-6.2' && shown.focusedIsHeading,
          `with no stylesheet, the focus is not on the heading of rules-6.2 after the window's delay: ${shown.focusedSection}`);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the rules open and close mid-game with the state hash unchanged, follow the language switch at the reader’s section, open again where the reader left them, and their links work',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 8 });
        const rng = random(8);
        const stats = { clicks: 0, dispatched: 0 };
        while (stats.clicks < 10) {
          await waitForDecision(page);
          const all = await legalChoices(page);
          await clickLegal(page, all[Math.floor(rng() * all.length)].index, stats, { settle: false });
        }
        await waitForDecision(page);
        const before = await state(page);
        await page.locator('.topbar .rules-open').click();
        await rulesShown(page);
        await page.waitForFunction(() => document.activeElement?.id === 'rules-title', null, { timeout: TIMEOUT_MS });
        let shown = await rulesState(page);
        check(shown.title === 'Rules of the game', `title ${shown.title}`);
        // A link of the contents goes to its section.
        await page.locator('.rules-toc a[data-to="6.2"]').click();
        check(await sectionInView(page, 'rules-6.2'), 'the link to 6.2 does not show it');
        check(!(await page.evaluate(() => location.hash)), 'a link changed the page address');
        await shot(page, 'rules-1280.png');
        // The switch inside the window changes the rules' language and the page's.
        await page.locator('dialog.rules .lang-switch button[lang="fr"]').click();
        await page.waitForFunction(() => document.documentElement.lang === 'fr');
        await page.waitForFunction(() => document.querySelector('#rules-title')?.textContent === 'Règles du jeu');
        await rulesShown(page);
        await page.waitForFunction(() => document.querySelector('#rules-6\\.1 h3')?.textContent === '6.1 L’Entrepôt', null, {
          timeout: TIMEOUT_MS,
        });
        shown = await rulesState(page);
        check(shown.open, 'the switch closed the rules');
        // The reader stays at the section they were at.
        check(shown.focusedSection === 'rules-6.2' && await sectionInView(page, 'rules-6.2'),
          `after the switch the rules show ${shown.focusedSection}, not 6.2`);
        await shot(page, 'rules-1280-fr.png');
        // The Close button closes them; the focus goes back to the (rebuilt) Rules button.
        await page.locator('dialog.rules .rules-close').click();
        await page.waitForFunction(() => !document.querySelector('dialog.rules').open);
        const focus = await page.evaluate(() => document.activeElement?.className);
        check(focus === 'rules-open', `after Close the focus is on ${focus}`);
        // The Rules button opens them again where the reader left them, after a change of the
        // page's language too; Escape remembers where the reader is like Close.
        await page.locator('.topbar .lang-switch button[lang="en"]').click();
        await page.waitForFunction(() => document.documentElement.lang === 'en');
        for (const [id, title] of [['rules-6.2', '6.2 The Bank'], ['rules-8', '8 Beneficial deeds']]) {
          await page.locator('.topbar .rules-open').click();
          await page.waitForFunction((id) => document.querySelector('dialog.rules')?.open && document.activeElement?.closest('section')?.id === id,
            id, { timeout: TIMEOUT_MS }).catch(() => {});
          shown = await rulesState(page);
          check(shown.title === 'Rules of the game', `reopened in ${shown.title}`);
          check(shown.focusedSection === id && await sectionInView(page, id), `reopened at ${shown.focusedSection}, not ${id}`);
          check(shown.headings.includes(title), `no heading ${title}`);
          // The reader goes on to section 8, and leaves by Escape.
          if (id === 'rules-6.2') await page.locator('.rules-toc a[data-to="8"]').click();
          await page.keyboard.press('Escape');
          await page.waitForFunction(() => !document.querySelector('dialog.rules').open);
        }
        const after = await state(page);
        check(JSON.stringify(after) === JSON.stringify(before), `the rules changed the game: ${JSON.stringify([before, after])}`);
        // The game goes on.
        const all = await legalChoices(page);
        check(all.length > 0, 'nothing to play after the rules');
        await clickLegal(page, all[0].index, stats);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'from the start screen, the rules hold the same sections in both languages, drawn with the sheet’s symbols; phone targets ≥ 24 px',
    async run({ browser, url }) {
      let englishIds = null;
      for (const [locale, title] of [['en-GB', 'Rules of the game'], ['fr-FR', 'Règles du jeu']]) {
        const page = await openPage(browser, { ...PHONE, locale });
        try {
          await openStart(page, url);
          await page.locator('.title .rules-open').click();
          await rulesShown(page);
          const shown = await rulesState(page);
          check(shown.title === title, `${locale}: title ${shown.title}`);
          check(shown.glyphs > 100, `${locale}: only ${shown.glyphs} symbols drawn`);
          check(shown.legendGlyphs === 28, `${locale}: the legend draws ${shown.legendGlyphs} kinds of symbol, not 28`);
          for (const id of ['goal', 'legend', '3', '4', 'bags', 'monks', '5.1', '5.5', '6.1', '6.4', '7', '8', '9.3', '11', 'jeanne-zone']) {
            check(shown.ids.includes(`rules-${id}`), `${locale}: no section ${id}`);
          }
          if (englishIds) check(JSON.stringify(shown.ids) === JSON.stringify(englishIds), 'the languages differ in their sections');
          englishIds = shown.ids;
          check(shown.ids.length > 30, `${locale}: ${shown.ids.length} sections`);
          const small = await smallTargets(page, 'dialog.rules button, dialog.rules a');
          check(small.length === 0, `${locale}: targets under 24 px: ${JSON.stringify(small.slice(0, 5))}`);
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          check(wide <= 390, `${locale}: the page is ${wide} px wide`);
          await shot(page, `rules-390-${locale.slice(0, 2)}.png`);
          await page.keyboard.press('Escape');
          await page.waitForFunction(() => !document.querySelector('dialog.rules').open);
          // The help strip on the phone: every button at least 24 × 24.
          await startGame(page, { players: 1, seed: 2 });
          await waitForDecision(page);
          const strip = await smallTargets(page, '.help-strip button');
          check(strip.length === 0, `${locale}: help buttons under 24 px: ${JSON.stringify(strip)}`);
          await shot(page, `rules-390-strip-${locale.slice(0, 2)}.png`, true);
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
    },
  },
  {
    name: 'the rules of both languages work offline once the app has been visited',
    async run({ browser, site }) {
      const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'allow', locale: 'en-GB' });
      const page = await context.newPage();
      try {
        await page.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await startShown(page);
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: TIMEOUT_MS });
        await context.setOffline(true);
        site.down = true;
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await page.locator('.title .rules-open').click();
        await rulesShown(page);
        check((await rulesState(page)).title === 'Rules of the game', 'offline: no English rules');
        await page.locator('dialog.rules .lang-switch button[lang="fr"]').click();
        await page.waitForFunction(() => document.querySelector('#rules-6\\.1 h3')?.textContent === '6.1 L’Entrepôt', null, {
          timeout: TIMEOUT_MS,
        });
        check(!(await page.locator('.rules-status[role="alert"]').count()), 'offline: the rules failed to load');
      } finally {
        site.down = false;
        await context.close();
      }
    },
  },
];

runSuite({ label: 'rules', dist, tests, limitMs: 8 * 60_000 });
