// Browser tests of the table's safety and shortcuts: a double-click never plays for the next
// seat; Ctrl+Z / Ctrl+Shift+Z (and Cmd on macOS) undo and redo within the own turn; Rematch on the
// end screen starts the same game again with a new seed; the new-game form remembers its settings.
//
//   node tests/browser/table.mjs [dist-dir]
//
// Prints one line per test and a final `table: N passed, M failed`; exits non-zero on failure.

import path from 'node:path';
import {
  check, choosePlayers, clickLegal, legalChoices, noErrors, openStart, playToEnd, random, startGame, state,
  waitForDecision,
} from './game.mjs';
import { openPage, root, runSuite } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };

/** Whose turn the banner announces. */
const banner = (page) => page.locator('.banner').textContent();

/** Plays decisions (the first legal non-declining one) until Undo is enabled. */
async function playUntilUndoable(page) {
  const stats = { clicks: 0, dispatched: 0 };
  for (let i = 0; i < 50; i += 1) {
    if (await page.locator('button.undo').isEnabled()) return;
    check(await waitForDecision(page), 'the game ended before an undoable decision');
    const all = await legalChoices(page);
    const pick = all.find((c) => !c.decline) ?? all[0];
    await clickLegal(page, pick.index, stats);
  }
  throw new Error('Undo never became available');
}

/** The game on the table as storage holds it: its id, names, seats and setup. */
const stored = (page) =>
  page.evaluate(() => {
    const id = JSON.parse(localStorage.getItem('orleans-dw:current'));
    const record = JSON.parse(localStorage.getItem(`orleans-dw:game:${id}`));
    const find = (o) =>
      o && typeof o === 'object' ? ('seed' in o && 'players' in o ? o : Object.values(o).map(find).find(Boolean)) : undefined;
    return { id, names: record.meta.names, seats: record.meta.seats, setup: find(record) };
  });

/** What the new-game form shows. */
const form = (page) =>
  page.evaluate(() => ({
    players: [...document.querySelectorAll('.segmented .seg')].findIndex((e) => e.matches(':has(input:checked)')) + 1,
    names: [...document.querySelectorAll('.seat-name input')].map((e) => e.value),
    kinds: [...document.querySelectorAll('.seat-kind select')].map((e) => e.value),
    places: [...document.querySelectorAll('input[name="places"]')].findIndex((e) => e.checked),
    level: [...document.querySelectorAll('input[name="level"]')].findIndex((e) => e.checked),
    start: ((i) => (i === 5 ? 'random' : String(i)))(
      [...document.querySelectorAll('input[name="start"]')].findIndex((e) => e.checked)),
    seed: document.querySelector('.seed input').value,
  }));

const tests = [
  {
    name: 'a double-click on the last decision of a turn never plays for the next seat',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 4242 });
        const rng = random(4242);
        let doubles = 0;
        let passes = 0;
        let declines = 0;
        while (await waitForDecision(page)) {
          check(doubles < 3000, 'no end after 3000 decisions');
          const all = await legalChoices(page);
          if (!all.length) continue;
          // Decline now and then (the last action of many turns), else anything.
          const declining = all.filter((c) => c.decline);
          const pool = declining.length && rng() < 0.5 ? declining : all.filter((c) => !c.decline);
          const choice = (pool.length ? pool : all)[Math.floor(rng() * (pool.length || all.length))];
          const before = await state(page);
          const who = await banner(page);
          const target = page.locator('[data-legal="true"]').nth(choice.index);
          try {
            await target.dblclick({ timeout: 3000 });
          } catch {
            await target.dispatchEvent('click'); // covered: a single click, not counted
            await page.waitForFunction((b) => window.__logLength !== b || document.querySelector('.end-screen'),
              before.actions);
            continue;
          }
          await page.waitForFunction((b) => window.__logLength !== b || document.querySelector('.end-screen'),
            before.actions);
          // Let anything the second click might have caused happen.
          await page.waitForTimeout(20);
          if (await page.locator('.end-screen').count()) break;
          const after = await state(page);
          check(after.actions === before.actions + 1,
            `a double-click on "${choice.label}" played ${after.actions - before.actions} decisions`);
          doubles += 1;
          if (choice.decline) declines += 1;
          if ((await banner(page)) !== who) passes += 1;
        }
        check(doubles > 50 && passes > 10 && declines > 3,
          `too few double-clicks tried: ${doubles} (${passes} ending a turn, ${declines} declining)`);
        console.log(`  ${doubles} double-clicks, ${passes} ending a turn, ${declines} declining`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'Ctrl+Z and Ctrl+Shift+Z (or Cmd) undo and redo within the turn; a new decision clears redo',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 77 });
        await playUntilUndoable(page);
        const done = await state(page);
        await page.keyboard.press('Control+Shift+Z');
        await page.waitForTimeout(100);
        check((await state(page)).actions === done.actions, 'Ctrl+Shift+Z played something before any undo');
        await page.keyboard.press('Control+z');
        await page.waitForFunction((n) => window.__logLength === n - 1, done.actions);
        const undone = await state(page);
        await page.keyboard.press('Control+Shift+Z');
        await page.waitForFunction((n) => window.__logLength === n, done.actions);
        check((await state(page)).hash === done.hash, 'Ctrl+Shift+Z did not restore the same state');
        await page.keyboard.press('Meta+z');
        await page.waitForFunction((n) => window.__logLength === n - 1, done.actions);
        check((await state(page)).hash === undone.hash, 'Cmd+Z did not undo');
        await page.keyboard.press('Meta+Shift+z');
        await page.waitForFunction((n) => window.__logLength === n, done.actions);
        check((await state(page)).hash === done.hash, 'Cmd+Shift+Z did not redo');
        // Ctrl+Y redoes too; a new decision after an undo leaves nothing to redo.
        await page.keyboard.press('Control+z');
        await page.waitForFunction((n) => window.__logLength === n - 1, done.actions);
        await page.keyboard.press('Control+y');
        await page.waitForFunction((n) => window.__logLength === n, done.actions);
        check((await state(page)).hash === done.hash, 'Ctrl+Y did not redo');
        await page.keyboard.press('Control+z');
        await page.waitForFunction((n) => window.__logLength === n - 1, done.actions);
        const all = await legalChoices(page);
        await clickLegal(page, all[all.length - 1].index, { clicks: 0, dispatched: 0 });
        const now = await state(page);
        await page.keyboard.press('Control+Shift+Z');
        await page.waitForTimeout(100);
        check((await state(page)).actions === now.actions, 'Ctrl+Shift+Z replayed a cleared decision');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'Rematch starts the same game (players, names, seats, places, start player) with a new seed',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await choosePlayers(page, 3);
        await page.locator('.seat-name input').nth(0).fill('Zoé');
        await page.locator('input[name="places"]').nth(1).check();
        await page.locator('.starts .seg').nth(2).click();
        await startGame(page, { players: 3, seed: 5, computers: [0, 1, 2] });
        await page.locator('.end-screen').waitFor();
        const first = await stored(page);
        check(first.setup.seed === 5 && first.setup.start === 2 && first.setup.places === 'Cards',
          `the first game: ${JSON.stringify(first)}`);
        await page.locator('button.rematch').click();
        await page.waitForFunction((id) => JSON.parse(localStorage.getItem('orleans-dw:current')) !== id, first.id);
        await page.locator('.end-screen').waitFor();
        const second = await stored(page);
        check(second.id !== first.id, 'the rematch has the same id');
        check(second.setup.seed !== first.setup.seed, 'the rematch has the same seed');
        const same = (g) => JSON.stringify([g.names, g.seats, { ...g.setup, seed: 0 }]);
        check(same(second) === same(first), `the rematch changed the settings: ${same(first)} → ${same(second)}`);
        // A hot-seat rematch opens the table at once, at its first decision.
        await page.locator('button', { hasText: /back to the start/i }).click();
        await startGame(page, { players: 2, seed: 6, computers: [1] });
        await playToEnd(page, 6);
        await page.locator('button.rematch').click();
        await page.locator('.table-screen').waitFor();
        check(await waitForDecision(page), 'the rematch did not open the table');
        check((await stored(page)).setup.seed !== 6, 'the hot-seat rematch has the same seed');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the new-game form remembers the last settings (not the seed); a bad stored value gives the defaults',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        const fresh = await form(page);
        check(fresh.players === 2 && fresh.names[1] === 'Bruno' && fresh.start === '0',
          `the first form: ${JSON.stringify(fresh)}`);
        await choosePlayers(page, 4);
        await page.locator('.seat-name input').nth(1).fill('Yann');
        await page.locator('.seat-kind select').nth(3).selectOption('normal');
        await page.locator('input[name="places"]').nth(1).check();
        await page.locator('.starts .seg').nth(1).click();
        await page.locator('.seed input').fill('99');
        const chosen = await form(page);
        await page.locator('button.start').click();
        await page.locator('.table-screen').waitFor();
        const game = await stored(page);
        check(game.setup.start === 1, `the start player is not seat 2: ${JSON.stringify(game.setup)}`);
        check((await page.locator('.banner').textContent()).includes('Yann'), 'Yann does not start');
        await page.getByRole('button', { name: 'Leave' }).click();
        await page.locator('button.start').waitFor();
        check(JSON.stringify(await form(page)) === JSON.stringify({ ...chosen, seed: '' }),
          `the form after leaving: ${JSON.stringify(await form(page))}, chosen ${JSON.stringify(chosen)}`);
        await openStart(page, url); // a reload
        check(JSON.stringify(await form(page)) === JSON.stringify({ ...chosen, seed: '' }),
          `the form after a reload: ${JSON.stringify(await form(page))}`);
        // Drawn at random: a seat of the game.
        await page.locator('.starts .seg').nth(5).click();
        await page.locator('button.start').click();
        await page.locator('.table-screen').waitFor();
        const drawn = (await stored(page)).setup.start ?? 0;
        check(drawn >= 0 && drawn < 4, `a start player drawn out of the game: ${drawn}`);
        await page.getByRole('button', { name: 'Leave' }).click();
        await page.locator('button.start').waitFor();
        check((await form(page)).start === 'random', 'the random choice is not remembered');
        // Damaged settings: the defaults.
        for (const bad of ['{"players":9', '"x"', `{"players":3,"names":["${'x'.repeat(5000)}"]}`]) {
          await page.evaluate((v) => localStorage.setItem('orleans-dw:settings', v), bad);
          await openStart(page, url);
          check(JSON.stringify(await form(page)) === JSON.stringify(fresh), `settings ${bad.slice(0, 20)} gave ${JSON.stringify(await form(page))}`);
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'table', dist, tests, limitMs: 10 * 60_000 });
