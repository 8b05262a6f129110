// Browser tests of the app's release build: the start screen, resuming after a reload and a cold
// load, undo, the keyboard, corrupted saves set aside, import. The whole games played through the
// legal actions the page offers, to their end screens, are preview.mjs's (a hot-seat game and a
// solo game, checked at every decision). Screenshots go to tests/output/; the figures of the first
// load and of a click's time are tests/browser/bench.mjs's.
//
//   node tests/browser/app.mjs [dist-dir]
//
// Prints one line per test and a final `app: N passed, M failed`; exits non-zero on failure.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  actionCount, check, clickLegal, leaveTable, legalChoices, noErrors, openStart, plain, playToEnd, playTurnOut,
  random, shot, startGame, startShown, state, waitForDecision,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const TITLE = 'Joan of Arc: Orléans Draw & Write';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const tests = [
  {
    name: 'the start screen loads: title, new game form, no errors',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        check((await page.title()) === TITLE, `document title ${await page.title()}`);
        await page.getByRole('heading', { name: TITLE }).waitFor();
        await page.getByRole('button', { name: 'Start the game' }).waitFor();
        await shot(page, 'start-1280.png');
        await page.setViewportSize(PHONE);
        await shot(page, 'start-390.png', true);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a reload mid-game (with a computer seat) resumes the same state; cold load',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 3, seed: 5, computers: [1] });
        // The shared driver looks again when the page changes under it (the computer's moves).
        await playToEnd(page, 3, undefined, 25);
        await waitForDecision(page);
        const shown = async () => ({
          ...(await state(page)),
          status: await page.locator('.status').textContent(),
          scores: await page.locator('.tab-score').allTextContents(),
          banner: await page.locator('.banner').textContent(),
          log: await page.locator('.log-lines li').first().textContent(),
        });
        const before = await shown();
        check(/Bruno (takes|recruits)/.test(plain(await page.locator('.log-lines').textContent())),
          'the computer seat did not play');
        await page.reload({ waitUntil: 'load' });
        await waitForDecision(page);
        const after = await shown();
        check(JSON.stringify(after) === JSON.stringify(before),
          `after reload ${JSON.stringify(after)}\nbefore ${JSON.stringify(before)}`);
        noErrors(page);

        // Cold load: a new browser context with this storage, nothing cached.
        const storage = await page.context().storageState();
        const cold = await openPage(browser, DESKTOP, storage);
        try {
          await cold.addInitScript(() => {
            const seen = new MutationObserver(() => {
              const legal = [...document.querySelectorAll('[data-legal="true"]')];
              if (legal.some((e) => e.getClientRects().length > 0)) {
                seen.disconnect();
                requestAnimationFrame(() => { window.__firstLegal = performance.now(); });
              }
            });
            seen.observe(document, { childList: true, subtree: true });
          });
          await cold.goto(url, { waitUntil: 'load' });
          await cold.waitForFunction(() => window.__firstLegal, null, { timeout: TIMEOUT_MS });
          check((await state(cold)).hash === before.hash, 'the cold load shows another state');
          noErrors(cold);
        } finally {
          await cold.closeAll();
        }
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a reload at every step of a turn (hot-seat and solo) comes back to the same state and buttons: End my turn pending, undo, redo, the hand-over',
    async run({ browser, url }) {
      for (const players of [2, 1]) {
        const mode = players === 1 ? 'solo' : 'hot-seat';
        const page = await openPage(browser, DESKTOP);
        try {
          await openStart(page, url);
          await startGame(page, { players, seed: 21 });
          const seen = async () => ({
            ...(await state(page)),
            undo: await page.locator('button.undo').isEnabled(),
            end: await page.locator('button.end-turn').count(),
            open: await page.locator('button.open-turn').count(),
            heading: await page.evaluate(() => document.getElementById('prompt-heading')?.textContent.trim() ?? ''),
          });
          const reloaded = async (when) => {
            await waitForDecision(page, { pass: false });
            const before = await seen();
            await page.reload({ waitUntil: 'load' });
            await waitForDecision(page, { pass: false });
            const after = await seen();
            check(JSON.stringify(after) === JSON.stringify(before),
              `${mode}, ${when}: after a reload ${JSON.stringify(after)}, before ${JSON.stringify(before)}`);
            return after;
          };
          const rng = random(players);
          const stats = { clicks: 0, dispatched: 0 };
          // The first turn, reloaded before each decision, until "End my turn".
          for (let step = 1; !(await page.locator('button.end-turn').count()); step += 1) {
            check(step < 30, `${mode}: no End my turn in 30 decisions`);
            await reloaded(`decision ${step}`);
            const all = await legalChoices(page);
            const pool = all.filter((c) => !c.decline);
            await clickLegal(page, (pool.length ? pool : all)[Math.floor(rng() * (pool.length || all.length))].index, stats, { settle: false });
            await waitForDecision(page, { pass: false });
          }
          // Played out, not ended: neither Jeanne nor the next person moves after a reload.
          const pending = await reloaded('End my turn pending');
          check(pending.end === 1 && pending.undo, `${mode}: End my turn or Undo lost: ${JSON.stringify(pending)}`);
          // Undone, reloaded: Redo plays the decision again.
          await page.locator('button.undo').click();
          await waitForDecision(page, { pass: false });
          const undone = await reloaded('after an undo');
          await page.keyboard.press('Control+Shift+Z');
          await page.locator('button.end-turn').waitFor({ timeout: TIMEOUT_MS });
          check((await state(page)).actions === undone.actions + 1, `${mode}: Redo after a reload did not play the decision again`);
          await page.locator('button.end-turn').click();
          if (players === 2) {
            await page.locator('button.open-turn').waitFor({ timeout: TIMEOUT_MS });
            const handover = await reloaded('the hand-over');
            check(handover.open === 1, 'the hand-over lost in a reload');
          }
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
    },
  },
  {
    name: 'undo takes back the decisions of the current turn, and no further',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 9 });
        await waitForDecision(page);
        const undo = page.locator('button.undo');
        check(await undo.isDisabled(), 'undo is enabled before any decision');
        const stats = { clicks: 0, dispatched: 0 };
        const start = await state(page);
        // The pick: Take the first token.
        await clickLegal(page, (await legalChoices(page)).find((c) => c.label.startsWith('Take')).index, stats);
        const afterPick = await state(page);
        check(afterPick.hash !== start.hash && !(await undo.isDisabled()), 'undo not offered after the pick');
        // One more decision in the same turn.
        await waitForDecision(page);
        const next = (await legalChoices(page)).find((c) => !c.label.startsWith('Decline'));
        await clickLegal(page, next.index, stats);
        const undoOnce = async () => {
          const before = await state(page);
          await undo.click();
          await page.waitForFunction((n) => window.__logLength === n - 1, before.actions);
        };
        await undoOnce();
        check((await state(page)).hash === afterPick.hash, 'undo did not restore the state after the pick');
        await undoOnce();
        check((await state(page)).hash === start.hash, 'undo did not restore the start');
        check(await undo.isDisabled(), 'undo still enabled at the start of the turn');
        // The turn played out: Anna may still undo its last decision until she ends it.
        await playTurnOut(page, stats);
        check((await page.locator('.banner').textContent()).includes('Anna'), 'the turn passed by itself');
        check(!(await undo.isDisabled()), 'undo closed before Anna ended her turn');
        await undoOnce();
        check(!(await page.locator('button.end-turn').count()), 'End my turn still shown after an undo');
        await playTurnOut(page, stats);
        // Ended, and handed over: the next player cannot undo it.
        await page.locator('button.end-turn').click();
        await page.locator('button.open-turn').click();
        await waitForDecision(page, { pass: false });
        check((await page.locator('.banner').textContent()).includes('Bruno'), 'not Bruno’s turn after the hand-over');
        check(await undo.isDisabled(), 'Bruno may undo Anna’s turn');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'keyboard: Tab reaches every button and legal action, Enter plays one',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        const everyButtonTabbable = async (where) => {
          const wanted = await page.evaluate(() => {
            const all = [...document.querySelectorAll('button, [data-legal="true"]')];
            all.forEach((e, i) => { e.dataset.tabProbe = String(i); });
            return all.filter((e) => e.getClientRects().length > 0 && !e.disabled).map((e) => e.dataset.tabProbe);
          });
          const reached = new Set();
          await page.evaluate(() => document.activeElement?.blur());
          for (let i = 0; i < 500 && reached.size < wanted.length; i++) {
            await page.keyboard.press('Tab');
            const probe = await page.evaluate(() => document.activeElement?.dataset?.tabProbe);
            if (probe !== undefined) reached.add(probe);
          }
          const missed = wanted.filter((w) => !reached.has(w));
          check(missed.length === 0, `${where}: ${missed.length} of ${wanted.length} buttons not reached by Tab`);
        };
        await everyButtonTabbable('start screen');
        await startGame(page, { players: 2, seed: 21 });
        await waitForDecision(page);
        await everyButtonTabbable('table at a pick');
        // Play the turn from the keyboard: focus the first legal action, press Enter.
        for (let i = 0; i < 3; i++) {
          await waitForDecision(page);
          const before = await state(page);
          await page.locator('[data-legal="true"]:visible').first().focus();
          await page.keyboard.press('Enter');
          await page.waitForFunction((n) => window.__logLength !== n, before.actions);
        }
        await waitForDecision(page);
        await everyButtonTabbable('table in a turn');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a corrupted or unknown-version save shows a message and is set aside, not dropped',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 11 });
        const stats = { clicks: 0, dispatched: 0 };
        for (let i = 0; i < 3; i++) {
          await waitForDecision(page);
          await clickLegal(page, (await legalChoices(page))[0].index, stats);
        }
        const garbage = '{"meta": broken';
        const keys = await page.evaluate((garbage) => {
          const id = JSON.parse(localStorage.getItem('orleans-dw:current'));
          const key = `orleans-dw:game:${id}`;
          const record = JSON.parse(localStorage.getItem(key));
          record.save.version = 99;
          record.meta.id = 'future';
          localStorage.setItem('orleans-dw:game:future', JSON.stringify(record));
          localStorage.setItem(key, garbage);
          return [key, 'orleans-dw:game:future'];
        }, garbage);
        await page.reload({ waitUntil: 'load' });
        await page.locator('.notices').waitFor({ timeout: TIMEOUT_MS });
        // The game that was on the table is told at once, the saved games' once their list is.
        await page.waitForFunction(() => document.querySelectorAll('.notices li').length >= 2, null, { timeout: TIMEOUT_MS })
          .catch(() => {});
        const notices = await page.locator('.notices li').allTextContents();
        check(notices.length === 2, `notices: ${notices}`);
        check(notices.some((n) => n.includes(keys[0]) && n.includes('this is not a saved game')), `notices: ${notices}`);
        check(notices.some((n) => n.includes('format version 99')), `notices: ${notices}`);
        check((await page.locator('.quarantine .saved-game').count()) === 2, 'set-aside list');
        const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
        for (const key of keys) check(!(key in stored), `${key} is still in place`);
        const kept = Object.entries(stored)
          .filter(([k]) => k.startsWith('orleans-dw:quarantine:'))
          .map(([, v]) => JSON.parse(v));
        check(kept.length === 2, `quarantine keys: ${Object.keys(stored)}`);
        check(kept.some((q) => q.key === keys[0] && q.raw === garbage), 'the garbage was not kept as it was');
        check(kept.some((q) => q.key === keys[1] && JSON.parse(q.raw).save.version === 99), 'the v99 save was not kept');
        await shot(page, 'start-set-aside-1280.png', true);
        // A reload does not report them again, and keeps them listed.
        await page.reload({ waitUntil: 'load' });
        // The lists are drawn a frame after the start screen's head.
        await startShown(page);
        check((await page.locator('.notices').count()) === 0, 'reported twice');
        check((await page.locator('.quarantine .saved-game').count()) === 2, 'set-aside list after reload');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'import: a bad file says why; an exported game opens where it was',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 13 });
        const stats = { clicks: 0, dispatched: 0 };
        for (let i = 0; i < 4; i++) {
          await waitForDecision(page);
          await clickLegal(page, (await legalChoices(page))[0].index, stats);
        }
        const playing = await state(page);
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export' }).click();
        const file = await (await download).path();
        const exported = await readFile(file, 'utf8');
        check(actionCount(JSON.parse(exported).save) === playing.actions, 'the export lacks actions');
        await leaveTable(page);
        const input = page.locator('.file-button input');
        await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('nonsense') });
        const problem = await page.locator('.saved .problem').textContent();
        check(problem.includes('“bad.json” could not be imported: this is not a saved game'), problem);
        await input.setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
        await page.locator('.table-screen').waitFor();
        await waitForDecision(page);
        check((await state(page)).hash === playing.hash, 'the imported game is not the exported one');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'app', dist, tests, limitMs: 15 * 60_000 });
