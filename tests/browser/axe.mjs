// Accessibility scan with axe-core (WCAG 2.2 A and AA rules): no violation on the start screen,
// the table (at a pick, with a hint shown, in the middle of an action, at the end of a turn, at the
// hand-over, and at the next pick with what changed, with a choice's preview shown; closed options
// are scanned by preview.mjs), the rules' window (opened mid-game), the end screen of a 2-player
// game of computers (a fixture save, imported; with how the score was made, a challenge's link
// and, once its game has played itself, both results), a challenge's screens, a damaged link's
// notice, the guided first game (a step, and between two steps) and a game beside the physical
// one (its form, a draw to tell, the turn of a seat played elsewhere), in English and in French.
// Each language's screens are reached once, at 390×844, and each is scanned there and at
// 1280×800 (the window resized, as a phone turned or a window widened is): the same screens at
// both sizes, reached once where reaching them at each size cost as much again.
//
//   node tests/browser/axe.mjs [dist-dir]
//
// Prints one line per test (and every violation found) and a final `axe: N passed, M failed`;
// exits non-zero on failure.

import { createRequire } from 'node:module';
import path from 'node:path';
import {
  check, choosePlayers, clickLegal, firstNotDeclining, fixture, importSave, legalChoices, moreOptions, noErrors,
  openStart, playTurnOut, settled, startGame, waitForDecision, waitForEnd,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
/** The sizes each screen is scanned at: the first is the one the screens are reached at. */
const SIZES = {
  '390x844': { width: 390, height: 844 }, '844x390': { width: 844, height: 390 }, '1280x800': { width: 1280, height: 800 },
};
const LOCALES = { en: 'en-GB', fr: 'fr-FR' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations axe finds on the page as it is now, in a few words each. */
async function scan(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ path: AXE });
  // Let the entrance animations end (the hand-over's banner): their colours are not the page's.
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]));
  const found = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) => r.violations),
    TAGS,
  );
  return found.map((v) => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} node(s), e.g. ${
    v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('')}`).join(' | ')}`);
}

/**
 * The violations axe finds on the screen shown now at each of `SIZES`, by size; the window is
 * back at the first size after, the page settled there.
 */
async function violations(page) {
  const found = [];
  for (const [size, viewport] of Object.entries(SIZES)) {
    if (size !== Object.keys(SIZES)[0]) {
      await page.setViewportSize(viewport);
      await settled(page);
    }
    found.push(...(await scan(page)).map((v) => `${size}: ${v}`));
  }
  await page.setViewportSize(Object.values(SIZES)[0]);
  await settled(page);
  return found;
}

/** Fails with every violation of all the screens scanned. */
function report(all) {
  const lines = Object.entries(all).flatMap(([where, found]) => found.map((f) => `${where}: ${f}`));
  check(lines.length === 0, `${lines.length} violation(s):\n${lines.join('\n')}`);
}

const tests = Object.entries(LOCALES).map(([lang, locale]) => ({
  name: `no WCAG 2.2 A/AA violation on the start, table, rules, end, guided game and companion screens (${lang}, ${Object.keys(SIZES).join(' and ')})`,
  async run({ browser, url }) {
    const options = { ...Object.values(SIZES)[0], locale, bypassCSP: true };
    const found = {};
    const page = await openPage(browser, options);
    try {
      await openStart(page, url);
      found.start = await violations(page);
      await startGame(page, { players: 2, seed: 31 });
      check(await waitForDecision(page), 'no decision at the start');
      found['table, pick'] = await violations(page);
      await page.locator('.hint-button').click();
      await page.locator('.hint-choices li').first().waitFor({ timeout: TIMEOUT_MS });
      found['table, hint shown'] = await violations(page);
      const all = await legalChoices(page);
      await clickLegal(page, firstNotDeclining(all).index, { clicks: 0, dispatched: 0 });
      check(await waitForDecision(page), 'no decision after the pick');
      found['table, mid-action'] = await violations(page);
      // The preview of a focused choice.
      await page.locator('[data-legal="true"]').first().focus();
      await page.locator('.prompt .preview').waitFor({ timeout: TIMEOUT_MS });
      found['table, preview shown'] = await violations(page);
      // The rules' window, opened at a section by a help button of the sheet.
      await page.locator('.help-strip button[data-section="6.1"]').click();
      await page.waitForFunction(
        () => document.querySelector('dialog.rules')?.open && document.getElementById('rules-6.1'),
        null,
        { timeout: TIMEOUT_MS },
      );
      found.rules = await violations(page);
      await page.keyboard.press('Escape');
      // Play the turn out: the prompt with End my turn, then the hand-over.
      await playTurnOut(page);
      found['table, end of turn'] = await violations(page);
      await page.locator('button.end-turn').click();
      await page.locator('button.open-turn').waitFor();
      found['table, hand-over'] = await violations(page);
      await page.locator('button.open-turn').click();
      check(await waitForDecision(page, { pass: false }), 'no decision after the hand-over');
      found['table, pick with what changed'] = await violations(page);
      noErrors(page);
    } finally {
      await page.closeAll();
    }
    const end = await openPage(browser, { ...options, permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      // The end screen of a finished 2-player game of computers (a fixture, imported: the
      // screen is what is scanned, not the play).
      await openStart(end, url);
      await importSave(end, await fixture('two_players'), 'axe-end', ['Anna', 'Bruno'], ['Computer', 'Computer']);
      await waitForEnd(end);
      await end.locator('.score-explained dd').first().waitFor({ timeout: TIMEOUT_MS });
      found.end = await violations(end);
      // A challenge: its link, the screen it opens, the game played on it (two computers:
      // it plays itself), the link back and the screen it opens; a damaged link's notice.
      const challenge = async () => {
        await end.locator('.challenge button.challenge-link').click();
        return (await end.locator('.challenge input').inputValue()).replace('#', '?fast#');
      };
      const link = await challenge();
      found['end, challenge link copied'] = await violations(end);
      await end.goto(link, { waitUntil: 'load' });
      await end.locator('button.challenge-play').waitFor({ timeout: TIMEOUT_MS });
      found['challenge screen'] = await violations(end);
      await end.locator('button.challenge-play').click();
      await end.locator('.end-screen .challenge-scores').waitFor({ timeout: TIMEOUT_MS });
      found['end, challenge answered'] = await violations(end);
      await end.goto(await challenge(), { waitUntil: 'load' });
      await end.locator('.challenge-screen .challenge-scores').waitFor({ timeout: TIMEOUT_MS });
      found['challenge result'] = await violations(end);
      await end.goto(`${url}#challenge=AAAA`, { waitUntil: 'load' });
      await end.locator('.notices').waitFor({ timeout: TIMEOUT_MS });
      found['start, damaged link'] = await violations(end);
      noErrors(end);
    } finally {
      await end.closeAll();
    }
    // The guided first game: a step with its words and its one decision, then between two
    // steps at the end of the turn.
    const guided = await openPage(browser, options);
    try {
      await openStart(guided, url);
      await guided.locator('button.learn').click();
      await guided.locator('.tutorial .tutorial-what').waitFor({ timeout: TIMEOUT_MS });
      found['tutorial, step'] = await violations(guided);
      while (!(await guided.locator('button.end-turn').count())) {
        check(await waitForDecision(guided, { pass: false }), 'the tutorial ended');
        if (await guided.locator('button.end-turn').count()) break;
        const choices = await legalChoices(guided);
        await clickLegal(guided, choices[0].index, { clicks: 0, dispatched: 0 }, { settle: false });
      }
      await guided.locator('.tutorial[data-step="between"] .tutorial-what').waitFor({ timeout: TIMEOUT_MS });
      found['tutorial, between steps'] = await violations(guided);
      noErrors(guided);
    } finally {
      await guided.closeAll();
    }
    // A game beside the physical one: its form (with the place cards), a draw to tell, the
    // turn of the seat played elsewhere (its token, then its claims), and its end screen.
    const companion = await openPage(browser, options);
    try {
      await openStart(companion, url);
      await moreOptions(companion);
      await companion.locator('.companion-switch input').check();
      await choosePlayers(companion, 2);
      await companion.locator('.new-game input[type="radio"][name="places"]').nth(1).check(); // place cards
      found['start, companion form'] = await violations(companion);
      await companion.locator('.seat-here input').nth(1).uncheck();
      await companion.locator('button.start').click();
      check(await waitForDecision(companion), 'no entry at the start');
      found['companion, a draw to tell'] = await violations(companion);
      const seen = new Set();
      while (seen.size < 2 && !(await companion.locator('.end-screen').count())) {
        check(await waitForDecision(companion), 'the companion game ended');
        const h = await companion.locator('.prompt h2').textContent();
        const kind = (await companion.locator('.prompt .pick-rows').count()) ? 'token' : 'claims';
        if (/Bruno/.test(h) && !seen.has(kind)) {
          seen.add(kind);
          found[`companion, played elsewhere (${kind})`] = await violations(companion);
        }
        const choices = await legalChoices(companion);
        await clickLegal(companion, firstNotDeclining(choices).index, { clicks: 0, dispatched: 0 }, { settle: false });
      }
      check(seen.size === 2, `the turn played elsewhere scanned: ${[...seen]}`);
      noErrors(companion);
    } finally {
      await companion.closeAll();
    }
    report(found);
  },
}));

runSuite({ label: 'axe', dist, tests, limitMs: 10 * 60_000 });
