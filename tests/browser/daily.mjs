// Browser tests of the daily challenge: on one date, two fresh profiles get the same game (state
// hash) whatever level's bag they draw, and the next day another; today's game played to its end
// gives a result card (text to copy, picture) with the day, the level, both scores and the
// streak (a game finished yesterday counts), and the start screen then shows today's result; no
// axe-core violation on the card or the result.
//
//   node tests/browser/daily.mjs [dist-dir]
//
// Prints one line per test and a final `daily: N passed, M failed`; exits non-zero on failure.

import { createRequire } from 'node:module';
import path from 'node:path';
import { check, noErrors, openStart, playToEnd, startShown } from './game.mjs';
import { openPage, output, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A fresh profile whose clock says `date` (local time, mid-morning). */
async function profileOn(browser, date, viewport = { width: 1280, height: 800 }) {
  const page = await openPage(browser, { ...viewport, bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'] });
  await page.clock.install({ time: new Date(`${date}T10:00:00`) });
  await page.clock.resume();
  return page;
}

/** Starts today's game from the daily card at `level` (its label); returns the state shown. */
async function playToday(page, url, level) {
  await openStart(page, url);
  await page.locator('.daily .seg', { hasText: level }).click();
  await page.locator('.daily button.daily-play').click();
  await page.waitForFunction(() => window.__stateHash !== undefined, null, { timeout: TIMEOUT_MS });
  return page.evaluate(() => ({ hash: window.__stateHash, actions: window.__logLength }));
}

/** The WCAG 2.2 A/AA violations axe finds on the page now. */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(() => window.axe
    .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)));
}

const tests = [
  {
    name: 'the same date gives the same game on two profiles; the next day gives another',
    async run({ browser, url }) {
      const states = [];
      for (const date of ['2026-11-26', '2026-11-26', '2026-11-27']) {
        const page = await profileOn(browser, date);
        try {
          await openStart(page, url);
          const title = await page.locator('.daily h2').textContent();
          check(title.includes(date), `the card says ${title} on ${date}`);
          check((await violations(page)).length === 0, `axe on the start screen: ${(await violations(page)).join('; ')}`);
          states.push(await playToday(page, url, 'Standard'));
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
      check(states[0].hash === states[1].hash, `two profiles on one date: ${states[0].hash} and ${states[1].hash}`);
      check(states[2].hash !== states[0].hash, 'the next day gives the same game');
    },
  },
  {
    name: 'today’s game played to its end gives a result card to copy, with the streak; the start screen shows the result',
    async run({ browser, url }) {
      const page = await profileOn(browser, '2026-11-26', { width: 390, height: 844 });
      try {
        await openStart(page, url);
        // Yesterday's daily game, finished: the streak goes on today.
        await page.evaluate(() => localStorage.setItem('orleans-dw:history', JSON.stringify([{
          id: 'daily-2026-11-25', finished: Date.now() - 86_400_000, names: ['Anna'], totals: [40], jeanne: 45,
          solo: 'Connoisseur', winners: ['Jeanne'],
        }])));
        await page.reload({ waitUntil: 'load' });
        check((await page.locator('.daily-standing').textContent()).includes('Streak: 1 day'), 'yesterday’s streak');
        await playToday(page, url, 'Connoisseur');
        await playToEnd(page, 3);
        const card = page.locator('.daily-result');
        await card.waitFor({ timeout: TIMEOUT_MS });
        const text = await card.locator('.daily-text').textContent();
        for (const part of ['2026-11-26', 'Connoisseur', 'Streak: 2 days']) check(text.includes(part), `the card lacks ${part}: ${text}`);
        check(/\d+ to \d+/.test(text), `no scores on the card: ${text}`);
        check((await card.locator('.daily-picture svg').count()) === 1, 'no picture');
        await card.locator('button.daily-copy').click();
        await card.locator('[role="status"]').waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        check(copied === text, `copied ${copied}`);
        const download = page.waitForEvent('download');
        await card.locator('button.daily-save').click();
        check((await download).suggestedFilename() === 'orleans-daily-2026-11-26.svg', 'the picture’s file');
        const found = await violations(page);
        check(found.length === 0, `axe on the end screen: ${found.join('; ')}`);
        await card.screenshot({ path: path.join(output, 'daily-result-390.png') });
        await page.locator('.end-actions button.primary').click();
        await startShown(page);
        const done = await page.locator('.daily').textContent();
        check(done.includes('Today:') && done.includes('Streak: 2 days'), `the start screen says ${done}`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'daily', dist, tests, limitMs: 10 * 60_000 });
