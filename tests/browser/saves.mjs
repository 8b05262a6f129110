// Browser tests of saves that last: the fixture saves of every version (tests/fixtures), imported
// as files, open to the state hash kept beside them; a file imported twice is stored once, and a
// different game under a taken id gets its own; and the start screen lists saved games from
// their stored summaries, without replaying them (the time it takes is a figure of
// tests/browser/bench.mjs); a long history is drawn a page at a time and kept to its cap.
//
//   node tests/browser/saves.mjs [dist-dir]
//
// Prints one line per test and a final `saves: N passed, M failed`; exits non-zero
// on failure.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { check, importText, noErrors, openStart, recordOf, shot, startShown, storeCopies } from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };
const fixtures = path.join(root, 'tests', 'fixtures');

/** Every fixture save: its file name, its save (parsed) and its expected state hash. */
async function fixtureSaves() {
  const names = (await readdir(fixtures)).filter((n) => /^save_v\d+_.*\.json$/.test(n)).sort();
  return Promise.all(names.map(async (name) => ({
    name,
    save: JSON.parse(await readFile(path.join(fixtures, name), 'utf8')),
    hash: (await readFile(path.join(fixtures, name.replace(/\.json$/, '.hash')), 'utf8')).trim(),
  })));
}

const tests = [
  {
    name: 'fixture saves of every version, imported, open to their state hashes',
    async run({ browser, url }) {
      const all = await fixtureSaves();
      check(all.some((f) => f.save.version === 2) && all.some((f) => f.save.version === 4), 'fixtures missing');
      for (const { name, save, hash } of all) {
        // Each in a fresh profile (an opened game is resumed on the next visit).
        const page = await openPage(browser, DESKTOP);
        try {
          await openStart(page, url);
          await importText(page, name, JSON.stringify(recordOf(save, `fixture-${name.replace(/\W/g, '-')}`)));
          await page.waitForFunction(() => window.__stateHash !== undefined, null, { timeout: TIMEOUT_MS });
          const got = await page.evaluate(() => window.__stateHash);
          check(got === hash, `${name}: state ${got}, expected ${hash}`);
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
    },
  },
  {
    name: 'a file imported twice is stored once; another game under the same id is stored beside it',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        const all = await fixtureSaves();
        const [four] = all.filter((f) => f.name === 'save_v4_four.json');
        const [solo] = all.filter((f) => f.name === 'save_v4_solo.json');
        const record = recordOf(four.save, 'twice');
        const games = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('orleans-dw:game:')).sort());
        /** Imports `text` from the start screen, waits for its state, and goes back to the start. */
        const importAndLeave = async (text, hash) => {
          await importText(page, 'game.json', text);
          await page.waitForFunction((h) => window.__stateHash === h, hash, { timeout: TIMEOUT_MS });
          await page.locator('.end-screen button.primary, .topbar-actions button:has-text("Leave")').first().click();
          await startShown(page);
        };
        await openStart(page, url);
        await importAndLeave(JSON.stringify(record), four.hash);
        const once = await games();
        check(once.length === 1, `after one import: ${once.join(', ')}`);
        await importAndLeave(JSON.stringify(record), four.hash);
        const twice = await games();
        check(twice.join() === once.join(), `after the same import again: ${twice.join(', ')}`);
        check((await page.locator('.saved-game').count()) === 1, 'the saved games list the game twice');
        // Another game under the same id: kept beside the first, not over it.
        await importText(page, 'game.json', JSON.stringify(recordOf(solo.save, 'twice')));
        await page.waitForFunction((h) => window.__stateHash === h, solo.hash, { timeout: TIMEOUT_MS });
        const other = await games();
        check(other.length === 2 && other.includes(once[0]), `after another game under the same id: ${other.join(', ')}`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the start screen lists 50 saved games from their summaries, and opens one by replaying it',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        const [four] = (await fixtureSaves()).filter((f) => f.name === 'save_v4_four.json');
        await openStart(page, url);
        await storeCopies(page, recordOf(four.save, 'x'), 50);
        // The first listing finds no summaries: it replays each game once and keeps its summary.
        await page.reload({ waitUntil: 'load' });
        await page.locator('.saved-game').nth(49).waitFor({ timeout: TIMEOUT_MS });
        const summaries = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('orleans-dw:summary:')).length);
        check(summaries === 50, `${summaries} summaries stored`);
        // Read again (as when another tab changes storage), the list comes from the summaries.
        await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'orleans-dw:elsewhere' })));
        check((await page.locator('.saved-game').count()) === 50, 'not every game is listed');
        const first = await page.locator('.saved-game').first().textContent();
        check(first.includes('P1') && /\d/.test(first), `the listed game lacks its players or scores: ${first}`);
        await shot(page, 'start-fifty-saves-1280.png');
        // Opening one replays it to its state.
        await page.locator('.saved-game button.primary').first().click();
        await page.waitForFunction(() => window.__stateHash !== undefined, null, { timeout: TIMEOUT_MS });
        check((await page.evaluate(() => window.__stateHash)) === four.hash, 'the opened game is not the saved one');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a long history: drawn 20 games at a time, kept to its 200 newest games and the daily streak',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        // 2,000 finished games (as stored before the cap), newest first: daily games on the 5
        // days up to yesterday (a streak of 5), then others, then an old daily game, the best.
        const daysAgo = (n) => `daily-${new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)}`;
        await page.evaluate(({ days, best }) => {
          const line = (id, score, solo) => ({
            id, finished: 1_700_000_000_000, names: ['Anna'], totals: [score], jeanne: solo ? 50 : null,
            solo: solo ? 'Standard' : null, winners: ['Anna'],
          });
          const lines = days.map((id) => line(id, 60, true));
          for (let i = lines.length; i < 1999; i++) lines.push(line(`game-${i}`, 70, false));
          lines.push(line(best, 99, true));
          localStorage.setItem('orleans-dw:history', JSON.stringify(lines));
        }, { days: [1, 2, 3, 4, 5].map(daysAgo), best: daysAgo(400) });
        await page.reload({ waitUntil: 'load' });
        await startShown(page);
        const rows = () => page.locator('.history-table tbody tr').count();
        check((await rows()) === 20, `${await rows()} rows drawn at first`);
        await page.locator('.history .more-games').click();
        check((await rows()) === 40, `${await rows()} rows after "Show 20 more"`);
        check(/200 most recent games/.test(await page.locator('.history').textContent()), 'the cap is not told');
        // Stored again, once: the 200 newest lines and the best daily game.
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('orleans-dw:history')).map((l) => l.id));
        check(stored.length === 201 && stored[200] === daysAgo(400), `${stored.length} lines stored, the last ${stored.at(-1)}`);
        check(stored.slice(0, 5).every((id) => id.startsWith('daily-')) && stored[5] === 'game-5', 'the newest lines are not kept in order');
        const standing = await page.locator('.daily-standing').textContent();
        check(standing.includes('Streak: 5 days') && standing.includes('99'), `the daily standing: ${standing}`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'saves', dist, tests, limitMs: 10 * 60_000 });
