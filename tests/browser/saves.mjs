// Browser tests of saves that last: the fixture saves of every version (tests/fixtures), imported
// as files, open to the state hash kept beside them; a file imported twice is stored once, and a
// different game under a taken id gets its own; and the start screen lists saved games from
// their stored summaries, without replaying them (the time it takes is a figure of
// tests/browser/bench.mjs).
//
//   node tests/browser/saves.mjs [dist-dir]
//
// Prints one line per test and a final `saves: N passed, M failed`; exits non-zero
// on failure.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { check, importText, noErrors, openStart, recordOf, shot, storeCopies } from './game.mjs';
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
          await page.locator('button.start').waitFor({ timeout: TIMEOUT_MS });
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
];

runSuite({ label: 'saves', dist, tests, limitMs: 10 * 60_000 });
