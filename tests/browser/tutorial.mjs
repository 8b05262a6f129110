// Browser tests of the guided first game: started from the start screen, it is played to its end
// by clicking what each step asks, on the sheet when the step's target is there; at every step
// only that decision is offered (one button in the prompt, at most its target on the sheet) with
// the step's words; left by a reload and by Leave, it resumes at the same step; after its last
// step the game plays on freely. On a finished solo game's end screen (a fixture save, imported)
// "How your score was made" gives the game's own parts, adding up to its score, each line opening
// its rules' section. At 390×844 in French, the step's words and its decision are in view together
// at every step. Screenshots go to tests/output/tutorial-*.png.
//
//   node tests/browser/tutorial.mjs [dist-dir]
//
// Prints one line per test and a final `tutorial: N passed, M failed`; exits non-zero on failure.

import path from 'node:path';
import {
  check, clickLegal, importFinished, leaveTable, legalChoices, noErrors, openStart, shot, state, waitForDecision,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The number of steps of the script (src/app/tutorial.rs). */
const STEPS = 28;

/** The tutorial's panel as shown: its step key, count and words (once loaded). */
async function step(page) {
  await page.waitForFunction(
    () => !document.querySelector('.tutorial') || document.querySelector('.tutorial .tutorial-what, .tutorial .problem'),
    null,
    { timeout: TIMEOUT_MS },
  );
  return page.evaluate(() => {
    const panel = document.querySelector('.tutorial');
    if (!panel) return null;
    return {
      key: panel.dataset.step,
      count: panel.querySelector('.tutorial-count')?.textContent,
      what: panel.querySelector('.tutorial-what')?.textContent ?? '',
      why: panel.querySelector('.tutorial-why')?.textContent ?? '',
      section: panel.querySelector('button[data-section]')?.dataset.section,
      inPrompt: [...document.querySelectorAll('.prompt [data-legal="true"]')].filter((e) => e.getClientRects().length).length,
      onSheet: [...document.querySelectorAll('.sheet-frame:not([hidden]) [data-legal="true"]')].length,
      hint: document.querySelectorAll('.hint-button').length,
    };
  });
}

/** Whether the step's words and the element `index` of [data-legal] are both inside the window. */
const bothInView = (page, index) =>
  page.evaluate((index) => {
    // Inside the window, and not covered (by the docked prompt, say) at its centre.
    const inside = (e) => {
      const r = e.getBoundingClientRect();
      const shown = r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return shown && (e === top || e.contains(top));
    };
    const target = document.querySelectorAll('[data-legal="true"]')[index];
    return inside(document.querySelector('.tutorial-what')) && inside(target);
  }, index);

/**
 * Plays the tutorial's steps from where it stands up to step `until` (its number, from 1) or
 * its end, checking each: one decision offered, the step's words. Clicks the target on the sheet
 * when there is one (`sheetFirst`), else the prompt's button. Returns the words seen, by key.
 */
async function playSteps(page, { until = STEPS + 1, sheetFirst = true, phone = false, words = {} } = {}) {
  const stats = { clicks: 0, dispatched: 0 };
  for (;;) {
    check(await waitForDecision(page), 'the game ended during the tutorial');
    const shown = await step(page);
    check(shown, 'no tutorial panel at a decision');
    if (shown.key === 'done') return words;
    const n = Number(shown.count.split('/')[0]);
    if (n >= until) return words;
    check(shown.count === `${n}/${STEPS}`, `step count ${shown.count}`);
    check(shown.what.length > 5 && shown.why.length > 5, `step ${shown.key} has no words: ${JSON.stringify(shown)}`);
    check(!Object.hasOwn(words, shown.key), `step ${shown.key} shown twice`);
    words[shown.key] = shown.what;
    check(shown.inPrompt === 1, `step ${shown.key}: ${shown.inPrompt} decisions offered in the prompt, not 1`);
    check(shown.onSheet <= 1, `step ${shown.key}: ${shown.onSheet} targets on the sheet`);
    check(shown.hint === 0, `step ${shown.key}: a hint is offered`);
    const choices = await legalChoices(page);
    check(choices.length === shown.inPrompt + shown.onSheet, `step ${shown.key}: ${choices.length} choices shown`);
    const labels = new Set(choices.map((c) => c.label.replace(/\s+/g, ' ')));
    const all = await page.evaluate(() => document.querySelectorAll('[data-legal="true"]').length);
    // The sheet's target, when the step has one, else the prompt's button.
    const onSheet = await page.evaluate(() => {
      const legal = [...document.querySelectorAll('[data-legal="true"]')];
      return legal.findIndex((e) => e.closest('.sheet-frame:not([hidden])'));
    });
    const index = sheetFirst && onSheet >= 0 ? onSheet : choices.find((c) => c.visible).index;
    check(index < all, 'no element to click');
    if (phone) {
      if (onSheet >= 0) await page.locator('[data-legal="true"]').nth(onSheet).scrollIntoViewIfNeeded();
      if (!(await bothInView(page, index))) await shot(page, `tutorial-390-fail.png`);
      check(await bothInView(page, index), `390 px: step ${shown.key}: its words and its decision are not both in view`);
      if (n === 1 || n === 3 || n === 20) await shot(page, `tutorial-390-step${n}.png`);
    }
    check(labels.size >= 1, 'no label');
    await clickLegal(page, index, stats, { settle: false });
  }
}

const tests = [
  {
    name: 'the guided game: played to its end by clicking what each step asks (one decision offered each), resumed after a reload and after Leave, then played on freely; a finished game\'s end screen (a fixture): its score lines open their rules',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await page.locator('button.learn').click();
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        const first = await step(page);
        check(first?.key === 'pick' && first.count === `1/${STEPS}`, `first step ${JSON.stringify(first)}`);
        // Five tokens are laid out; only the Knight's Take is offered.
        check(first.inPrompt === 1 && first.onSheet === 0, `the first pick offers ${JSON.stringify(first)}`);
        await shot(page, 'tutorial-1280-step1.png');
        const words = await playSteps(page, { until: 10 });
        // Left by a reload: the same step, the same game.
        const before = await state(page);
        const at = await step(page);
        await page.reload({ waitUntil: 'load' });
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        check(await waitForDecision(page), 'no decision after the reload');
        const after = await state(page);
        const resumed = await step(page);
        check(JSON.stringify(after) === JSON.stringify(before), `the reload changed the game: ${JSON.stringify([before, after])}`);
        check(resumed.key === at.key && resumed.count === at.count, `resumed at ${resumed.count}, left at ${at.count}`);
        await playSteps(page, { until: 20, sheetFirst: false, words });
        // Left by Leave, opened again from the saved games.
        const left = await step(page);
        await leaveTable(page);
        await page.locator('button.learn').waitFor({ timeout: TIMEOUT_MS });
        await page.locator('.saved-game button.primary').first().click();
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        check(await waitForDecision(page), 'no decision after opening it again');
        const reopened = await step(page);
        check(reopened.key === left.key, `opened again at ${reopened.key}, left at ${left.key}`);
        await playSteps(page, { words });
        check(Object.keys(words).length === STEPS, `${Object.keys(words).length} steps shown, not ${STEPS}`);
        // The last words; then the game is the player's: every decision is offered.
        const done = await step(page);
        check(done.key === 'done' && done.section === '7', `after the script: ${JSON.stringify(done)}`);
        const free = await legalChoices(page);
        check(free.length > 1, `${free.length} choices after the script`);
        await shot(page, 'tutorial-1280-done.png');
        await clickLegal(page, free[0].index, { clicks: 0, dispatched: 0 });
        check(await step(page) === null, 'the tutorial panel stays after a free decision');
        // How your score was made, on a finished game's end screen (a fixture): its own parts,
        // each line's name opening its rules' section, adding up to the score.
        await leaveTable(page);
        await importFinished(page, 'save_v4_solo');
        await page.locator('.score-explained dd').first().waitFor({ timeout: TIMEOUT_MS });
        const heading = (await page.locator('.score-explained h2').textContent()).trim();
        check(heading === 'How your score was made', `the explanation is headed ${heading}`);
        const lines = await page.evaluate(() =>
          [...document.querySelectorAll('.score-explained dt button')].map((b) => ({ section: b.dataset.section })));
        check(lines.length === 7 && lines.every((l) => l.section), `lines explained: ${JSON.stringify(lines)}`);
        const parts = (await page.locator('.score-explained dd').allTextContents()).map((t) => Number(t.match(/(\d+) (points?|pts?)$/)?.[1]));
        const total = parts.pop();
        check(parts.reduce((a, b) => a + b, 0) === total, `parts ${parts} do not make ${total}`);
        const mine = await page.evaluate(() => JSON.parse(localStorage.getItem('orleans-dw:history'))[0].totals[0]);
        check(total === mine, `explained ${total}, scored ${mine}`);
        await shot(page, 'tutorial-1280-end.png', true);
        for (const [i, { section }] of lines.slice(0, 4).entries()) {
          await page.locator('.score-explained dt button').nth(i).click();
          await page.waitForFunction((id) => document.querySelector('dialog.rules')?.open && document.getElementById(id),
            `rules-${section}`, { timeout: TIMEOUT_MS });
          const focused = await page.evaluate(() => document.activeElement?.closest('section')?.id);
          check(focused === `rules-${section}`, `the line of ${section} opened ${focused}`);
          await page.keyboard.press('Escape');
          await page.waitForFunction(() => !document.querySelector('dialog.rules').open);
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'at 390×844 in French: every step’s words are French and in view with its decision; the step’s rules button opens its section',
    async run({ browser, url }) {
      const page = await openPage(browser, { ...PHONE, locale: 'fr-FR' });
      try {
        await openStart(page, url);
        await page.locator('button.learn').click();
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        check(await waitForDecision(page), 'no decision');
        const first = await step(page);
        check(first.what.startsWith('Prenez le Chevalier'), `French words: ${first.what}`);
        await page.locator('.tutorial button[data-section]').click();
        await page.waitForFunction(() => document.querySelector('dialog.rules')?.open && document.getElementById('rules-4'),
          null, { timeout: TIMEOUT_MS });
        await page.keyboard.press('Escape');
        const words = await playSteps(page, { phone: true });
        check(Object.keys(words).length === STEPS, `${Object.keys(words).length} steps shown`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        check(wide <= 390, `the page is ${wide} px wide`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'tutorial', dist, tests, limitMs: 15 * 60_000 });
