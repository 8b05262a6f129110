// Browser tests of the table: a decision shows on the sheet in the next frame, and a click on the
// prompt before the whole table shows it plays nothing (a decision made in the first frame of a
// turn opened from the hand-over too, its autosave waiting), and the prompt keeps its buttons
// from one decision to the next, their words following; a double-click never plays for the next
// seat (on a turn's last decision, on End my turn, on the hand-over); on a phone Jeanne's last turn
// in the summary (every decision of a whole game within reach is phone.mjs's); what changed since a player's last turn (summary, new marks
// flagged until they act); Ctrl+Z / Ctrl+Shift+Z (and Cmd on macOS) undo and redo within the own
// turn; the sheets side by side, the one viewed in sight and the others out of it, of the
// accessibility tree and of the focus; Rematch on the end screen starts the same game again with
// a new seed; the new-game form remembers its settings; a player's page publishes nothing for the
// tests.
//
//   node tests/browser/table.mjs [dist-dir]
//
// Prints one line per test and a final `table: N passed, M failed`; exits non-zero on failure.

import path from 'node:path';
import {
  check, choosePlayers, clickLegal, firstNotDeclining, importFinished, leaveTable, legalChoices, moreOptions, movedOn,
  noErrors, openStart, plain, playTurnOut, random, settled, startGame, startShown, state, waitForDecision, waitForEnd,
} from './game.mjs';
import { openPage, PHONE, root, runSuite, TIMEOUT_MS } from './harness.mjs';

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
    const pick = firstNotDeclining(all);
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
    name: 'a decision shows on the sheet in the next frame; until the whole table shows it, a click on the prompt (meant for it) plays nothing; the prompt keeps its buttons, their words following',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 77 });
        const rng = random(77);
        let onSheet = 0;
        let staleClicks = 0;
        let keptButtons = 0;
        // Until enough of both are tried (the check below, with a margin).
        for (let k = 0; k < 150 && (onSheet < 30 || staleClicks < 120) && (await waitForDecision(page)); k += 1) {
          const before = await state(page);
          // A target on the sheet, mostly, else any choice.
          const all = await legalChoices(page);
          const sheet = await page.evaluate(() => [...document.querySelectorAll('[data-legal="true"]')]
            .flatMap((e, index) => (e.closest('.sheet-host') ? [index] : [])));
          const pool = sheet.length && rng() < 0.8 ? all.filter((c) => sheet.includes(c.index)) : all;
          const choice = pool[Math.floor(rng() * pool.length)];
          // Clicks as the browser makes them (`detail` 1: a pointer's). In the next frame's
          // callbacks, after the app's own: the sheet, and the prompt's buttons clicked, each
          // as a click of its own (they are the decision's just made). After one click in four,
          // the next frame comes late (a busy phone): after the time the table waits for a frame
          // in a hidden page.
          const slow = rng() < 0.25;
          const seen = await page.evaluate(([index, slow]) => {
            const click = (e) => e.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
            const target = document.querySelectorAll('[data-legal="true"]')[index];
            const host = document.querySelector('.sheet-frame:not([hidden]) .sheet-host');
            const drawn = host.innerHTML;
            const stale = [...document.querySelectorAll('.prompt [data-legal="true"]')];
            window.__before = stale;
            const onSheet = !!target.closest('.sheet-host');
            if (slow) {
              const own = Object.getOwnPropertyDescriptor(window, 'requestAnimationFrame');
              const frame = window.requestAnimationFrame.bind(window);
              const queued = [];
              window.requestAnimationFrame = (f) => {
                if (queued.push(f) === 1) {
                  setTimeout(() => {
                    if (own) Object.defineProperty(window, 'requestAnimationFrame', own);
                    else delete window.requestAnimationFrame;
                    for (const g of queued) frame(g);
                  }, 300);
                }
                return 0;
              };
            }
            click(target);
            return new Promise((resolve) => requestAnimationFrame(() => {
              const shown = host.innerHTML !== drawn;
              const connected = stale.filter((b) => b.isConnected);
              for (const b of connected) click(b);
              resolve({ onSheet, shown, stale: connected.length });
            }));
          }, [choice.index, slow]);
          check(await movedOn(page, before, TIMEOUT_MS), `"${choice.label}" played nothing`);
          const after = await state(page);
          check(after.actions === before.actions + 1,
            `"${choice.label}" and ${seen.stale} clicks on the prompt after it played ${after.actions - before.actions} decisions`);
          // The prompt's buttons stay from one decision to the next, their words following it:
          // the sheet's targets (numbered among the choices on the sheet) name the same choices
          // in the same order.
          const buttons = await page.evaluate(() => {
            const words = (e) => (e.getAttribute('aria-label') ?? e.textContent).trim();
            const shown = [...document.querySelectorAll('.prompt .choices > [data-legal="true"]')];
            const host = document.querySelector('.sheet-frame:not([hidden]) .sheet-host');
            const targets = new Map([...host.querySelectorAll('[data-legal="true"]')]
              .map((e) => [Number(e.dataset.action), words(e)]));
            const onSheet = [...targets.keys()].sort((a, b) => a - b).map((k) => targets.get(k));
            let found = 0;
            for (const b of shown) if (words(b) === onSheet[found]) found += 1;
            return {
              kept: shown.filter((b) => window.__before.includes(b)).length,
              missing: shown.length ? onSheet.slice(found) : [],
            };
          });
          check(!buttons.missing.length,
            `after "${choice.label}", the prompt lacks the sheet's choices (in order): ${buttons.missing.join('; ')}`);
          keptButtons += buttons.kept;
          if (seen.onSheet) {
            onSheet += 1;
            check(seen.shown, `"${choice.label}" did not show on the sheet in the next frame`);
          }
          staleClicks += seen.stale;
        }
        check(onSheet > 20 && staleClicks > 100, `too few tried: ${onSheet} decisions on the sheet, ${staleClicks} clicks on the prompt`);
        check(keptButtons > 50, `the prompt's buttons were put in anew: ${keptButtons} kept from one decision to the next`);
        console.log(`  ${onSheet} decisions on the sheet shown in the next frame; ${staleClicks} clicks on the prompt meanwhile, none played; ${keptButtons} buttons kept from one decision to the next`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a decision made in the first frame of a turn opened from the hand-over (its autosave waiting for a task after that frame) shows on the sheet in its own next frame; until the whole table shows it, a click on the prompt plays nothing',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 515 });
        const rng = random(515);
        const stats = { clicks: 0, dispatched: 0 };
        let opened = 0;
        let staleClicks = 0;
        while (opened < 8) {
          check(await waitForDecision(page, { pass: false }), 'the game ended');
          if (await page.locator('button.end-turn').count()) {
            await page.locator('button.end-turn').click();
            await page.waitForFunction(() => !document.querySelector('button.end-turn'), null, { timeout: TIMEOUT_MS });
            continue;
          }
          if (!(await page.locator('button.open-turn').count())) {
            const all = await legalChoices(page);
            await clickLegal(page, firstNotDeclining(all).index, stats);
            continue;
          }
          const before = await state(page);
          // The hand-over opened (its autosave waits for a task after the next frame); in the
          // first frame that shows the turn open, a target of the turn clicked (on the sheet when
          // there is one); in the frame after, the prompt's buttons of before that click clicked.
          const seen = await page.evaluate((r) => {
            const click = (e) => e.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
            click(document.querySelector('button.open-turn'));
            return new Promise((resolve) => requestAnimationFrame(function opened() {
              const all = [...document.querySelectorAll('[data-legal="true"]')].filter((e) => e.dataset.decline !== 'true');
              if (document.querySelector('button.open-turn') || !all.length) {
                requestAnimationFrame(opened);
                return;
              }
              const sheet = all.filter((e) => e.closest('.sheet-host'));
              const pool = sheet.length ? sheet : all;
              const target = pool[Math.floor(r * pool.length)];
              const host = document.querySelector('.sheet-frame:not([hidden]) .sheet-host');
              const drawn = host.innerHTML;
              const stale = [...document.querySelectorAll('.prompt [data-legal="true"]')];
              const label = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim();
              click(target);
              requestAnimationFrame(() => {
                const connected = stale.filter((b) => b.isConnected);
                resolve({ label, onSheet: sheet.length > 0, shown: host.innerHTML !== drawn, stale: connected.length, gone: stale.length - connected.length });
                for (const b of connected) click(b);
              });
            }));
          }, rng());
          check(await movedOn(page, before, TIMEOUT_MS), `"${seen.label}", made in the first frame of the turn, played nothing`);
          const after = await state(page);
          check(after.actions === before.actions + 1,
            `"${seen.label}" and ${seen.stale} clicks on the prompt after it played ${after.actions - before.actions} decisions`);
          check(!seen.onSheet || seen.shown, `"${seen.label}" did not show on the sheet in its next frame`);
          check(!seen.gone, `the prompt followed "${seen.label}" before the frame that shows it (${seen.gone} buttons gone)`);
          opened += 1;
          staleClicks += seen.stale;
        }
        check(staleClicks > 8, `too few clicks on the prompt tried: ${staleClicks}`);
        console.log(`  ${opened} decisions made in the first frame of a turn; ${staleClicks} clicks on the prompt meanwhile, none played`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a double-click on the last decision of a turn, on End my turn or on the hand-over never plays for the next seat',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 4242 });
        const rng = random(4242);
        let doubles = 0;
        let lasts = 0;
        let declines = 0;
        let ends = 0;
        let handovers = 0;
        const settle = () => page.waitForTimeout(20); // anything a second click might cause happens
        // Until enough of each kind are tried (the check below, with a margin), or the game ends.
        const enough = () => doubles > 60 && lasts > 12 && declines > 4 && ends > 12 && handovers > 12;
        while (!enough() && (await waitForDecision(page, { pass: false }))) {
          check(doubles < 3000, 'no end after 3000 decisions');
          const before = await state(page);
          const who = await banner(page);
          // End my turn, double-clicked: the turn ends, and the hand-over stays shown.
          if (await page.locator('button.end-turn').count()) {
            await page.locator('button.end-turn').dblclick();
            // The turn ends after the click's frame (a loaded machine's frame can take a while).
            await page.waitForFunction(() => !document.querySelector('button.end-turn'), null, { timeout: TIMEOUT_MS });
            await settle();
            if (await page.locator('.end-screen').count()) break;
            check(await page.locator('button.open-turn').count() === 1,
              'a double-click on End my turn went past the hand-over');
            check((await state(page)).hash === before.hash, 'a double-click on End my turn changed the game');
            ends += 1;
            continue;
          }
          // The hand-over, double-clicked: the turn opens, nothing is played.
          if (await page.locator('button.open-turn').count()) {
            await page.locator('button.open-turn').dblclick();
            await page.waitForFunction(() => !document.querySelector('button.open-turn'), null, { timeout: TIMEOUT_MS });
            await settle();
            check((await state(page)).hash === before.hash, 'a double-click on the hand-over played for the next seat');
            check(!(await page.locator('button.open-turn').count()), 'the hand-over did not open');
            handovers += 1;
            continue;
          }
          const all = await legalChoices(page);
          if (!all.length) continue;
          // Decline now and then (the last action of many turns), else anything.
          const declining = all.filter((c) => c.decline);
          const pool = declining.length && rng() < 0.5 ? declining : all.filter((c) => !c.decline);
          const choice = (pool.length ? pool : all)[Math.floor(rng() * (pool.length || all.length))];
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
          await settle();
          if (await page.locator('.end-screen').count()) break;
          const after = await state(page);
          check(after.actions === before.actions + 1,
            `a double-click on "${choice.label}" played ${after.actions - before.actions} decisions`);
          doubles += 1;
          if (choice.decline) declines += 1;
          // The last decision of a turn: the turn waits for its player, whose banner stays.
          if (await page.locator('button.end-turn').count()) {
            lasts += 1;
            check((await banner(page)) === who, `the turn passed by itself after "${choice.label}"`);
          }
        }
        check(doubles > 50 && lasts > 10 && declines > 3 && ends > 10 && handovers > 10,
          `too few double-clicks tried: ${doubles} (${lasts} ending a turn, ${declines} declining), ` +
          `${ends} on End my turn, ${handovers} on the hand-over`);
        console.log(`  ${doubles} double-clicks, ${lasts} on a turn's last decision, ${declines} declining, ` +
          `${ends} on End my turn, ${handovers} on the hand-over`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'hot-seat: the hand-over names the next player; what changed since a player\'s last turn is summed up and its marks flagged until they act',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 9 });
        const stats = { clicks: 0, dispatched: 0 };
        check(!(await page.locator('.since').count()), 'a summary before anyone played');
        // Anna plays her turn out and ends it.
        await playTurnOut(page, stats);
        await page.locator('button.end-turn').click();
        const handover = page.locator('.handover-cover');
        await handover.waitFor();
        check(plain(await handover.locator('h2').textContent()) === 'Pass to Bruno', 'the hand-over does not name Bruno');
        // The cover comes first; the table passes the turn behind it, a frame later.
        await settled(page);
        check((await page.locator('.banner').textContent()).includes('Bruno'), 'the banner does not name Bruno');
        check(!(await page.locator('.sheet-frame [data-legal="true"]').count()), 'Bruno’s targets before he opened his turn');
        // His pick waits under the hand-over, laid out but inert: out of reach of a click or Tab.
        check(await page.locator('.prompt[inert] .prompt-body [data-action]').count() > 0, 'Bruno’s pick not ready under the hand-over');
        const reached = await page.evaluate(() => [...document.querySelectorAll('.prompt [data-action]')].filter((e) => {
          const r = e.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.width > 0 && hit && e.contains(hit);
        }).length);
        check(reached === 0, `${reached} of Bruno’s choices under the pointer before he opened his turn`);
        await page.keyboard.press('Tab');
        check(!(await page.evaluate(() => document.activeElement?.closest('.prompt'))), 'Tab reaches Bruno’s choices under the hand-over');
        await page.locator('button.open-turn').click();
        check(await waitForDecision(page, { pass: false }), 'no decision for Bruno');
        const summary = (await page.locator('.since li').allTextContents()).map(plain);
        check(summary.length === 1 && /^Anna: took the \w+/.test(summary[0]), `the summary: ${summary}`);
        // Bruno looks at Anna's sheet: her new marks are flagged, dashed (not by colour alone).
        await page.locator('.tab').nth(0).click();
        await settled(page);
        const flagged = await page.locator('.sheet-frame:not([hidden]) .new-mark').count();
        check(flagged > 0, 'no new mark flagged on Anna’s sheet');
        const dashed = await page.locator('.new-mark').first().evaluate((e) => getComputedStyle(e).strokeDasharray);
        check(dashed && dashed !== 'none', `a new mark is not dashed: ${dashed}`);
        // Bruno acts: the flags and the summary go.
        await page.locator('.tab').nth(1).click();
        const all = await legalChoices(page);
        await clickLegal(page, firstNotDeclining(all).index, stats);
        await page.locator('.tab').nth(0).click();
        await settled(page);
        check(!(await page.locator('.new-mark').count()), 'new marks still flagged after Bruno acted');
        check(!(await page.locator('.since').count()), 'the summary stays after Bruno acted');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the sheets lie side by side, the one viewed in the window: the others are out of it, out of the accessibility tree and hold nothing to focus (a sheet left mid-decision drops its targets)',
    async run({ browser, url }) {
      for (const size of [PHONE, DESKTOP]) {
        const page = await openPage(browser, size);
        const where = `${size.width}×${size.height}`;
        try {
          await openStart(page, url);
          await startGame(page, { players: 3, seed: 21 });
          // Every frame drawn: where it is, whether it is hidden from assistive technology, and
          // what in it takes the focus.
          const frames = () => page.evaluate(() => {
            const row = document.querySelector('.sheet-row').getBoundingClientRect();
            return [...document.querySelectorAll('.sheet-frame')].filter((f) => f.querySelector('.sheet')).map((f) => {
              const r = f.getBoundingClientRect();
              return {
                hidden: f.hidden,
                ariaHidden: f.getAttribute('aria-hidden') === 'true',
                inRow: r.left >= row.left - 0.5 && r.right <= row.right + 0.5,
                outOfRow: r.right <= row.left + 0.5 || r.left >= row.right - 0.5,
                rowHeight: Math.abs(row.height - r.height) <= 1,
                focusable: f.querySelectorAll('[tabindex]:not([tabindex="-1"]), button, a[href], input, select').length,
                targets: f.querySelectorAll('[data-legal="true"]').length,
              };
            });
          });
          const expect = async (what, viewedTargets) => {
            await settled(page);
            // The row comes to the height of the sheet viewed once a sheet out of sight, zoomed
            // for its turn, is back to its whole view (in idle steps).
            await page.waitForFunction(() => {
              const viewed = document.querySelector('.sheet-frame:not([hidden])');
              return Math.abs(document.querySelector('.sheet-row').offsetHeight - viewed.offsetHeight) <= 1;
            }, null, { timeout: 5000 }).catch(() => {});
            const all = await frames();
            const viewed = all.filter((f) => !f.hidden);
            check(viewed.length === 1, `${where}, ${what}: ${viewed.length} sheets viewed`);
            const [v] = viewed;
            check(v.inRow && v.rowHeight && !v.ariaHidden, `${where}, ${what}: the sheet viewed ${JSON.stringify(v)}`);
            if (viewedTargets !== undefined) {
              check(viewedTargets === (v.targets > 0), `${where}, ${what}: ${v.targets} targets on the sheet viewed`);
            }
            for (const f of all.filter((g) => g.hidden)) {
              check(f.outOfRow && f.ariaHidden && f.focusable === 0, `${where}, ${what}: a sheet out of sight ${JSON.stringify(f)}`);
            }
            return all.length;
          };
          await waitForDecision(page);
          // Anna's first decision may be a pick; she plays until her sheet has targets.
          for (let i = 0; i < 12 && !(await page.locator('.sheet-frame:not([hidden]) [data-legal="true"]').count()); i += 1) {
            const all = await legalChoices(page);
            await clickLegal(page, firstNotDeclining(all).index, { clicks: 0, dispatched: 0 });
            check(await waitForDecision(page), 'the game ended');
          }
          await expect('Anna\'s sheet, with targets', true);
          // Anna looks at Bruno's sheet mid-decision: hers goes out of sight with no target.
          await page.locator('.tab').nth(1).click();
          check(await expect('Bruno\'s sheet viewed in Anna\'s turn', false) === 2, `${where}: not 2 sheets drawn`);
          await page.locator('.tab').nth(0).click();
          await expect('back to Anna\'s sheet', true);
          await playTurnOut(page);
          await page.locator('button.end-turn').click();
          await page.locator('.handover-cover').waitFor();
          await expect('behind the hand-over to Bruno', false);
          await page.locator('button.open-turn').click();
          await waitForDecision(page, { pass: false });
          await playTurnOut(page);
          await page.locator('button.end-turn').click();
          await page.locator('button.open-turn').click();
          await waitForDecision(page, { pass: false });
          check(await expect('Clara\'s turn') === 3, `${where}: not 3 sheets drawn`);
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
    },
  },
  {
    name: 'End my turn shows the hand-over\'s cover before the table passes the turn behind it: the cover\'s button opens the next turn at once, and Ctrl+Z then takes nothing back',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 9 });
        await playTurnOut(page);
        const ended = await state(page);
        // In the frame that shows the cover, before the turn passes: Ctrl+Z, then the cover's button.
        const seen = await page.evaluate(() => new Promise((resolve) => {
          document.querySelector('button.end-turn').click();
          requestAnimationFrame(() => {
            const before = {
              cover: document.querySelector('.handover-cover h2')?.textContent,
              inert: !!document.querySelector('.prompt[inert]'),
              banner: document.querySelector('.banner')?.textContent,
            };
            document.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
            document.querySelector('button.open-turn').click();
            resolve(before);
          });
        }));
        check(plain(seen.cover ?? '') === 'Pass to Bruno' && seen.inert, `the first frame after End my turn: ${JSON.stringify(seen)}`);
        check(plain(seen.banner ?? '').includes('Anna'), `the table passed the turn in the click's own frame: ${seen.banner}`);
        check(await waitForDecision(page, { pass: false }), 'no decision for Bruno');
        check((await state(page)).actions === ended.actions, 'Ctrl+Z under the hand-over took a decision back');
        check(plain(await page.locator('.banner').textContent()).includes('Bruno'), 'Bruno\'s turn did not open');
        check(!(await page.locator('.handover-cover').count()), 'the cover stays over Bruno\'s turn');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'solo at 390×844: Jeanne\'s last turn shows in the summary of the docked prompt; no hand-over with one person',
    async run({ browser, url }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        await startGame(page, { players: 1, seed: 21, level: 'Standard' });
        const stats = { clicks: 0, dispatched: 0, ends: 0, handovers: 0 };
        let turns = 0;
        while (turns < 3) {
          check(await waitForDecision(page, { pass: false }), 'the game ended');
          check(!(await page.locator('button.open-turn').count()), 'a hand-over in a solo game');
          if (await page.locator('button.end-turn').count()) {
            await page.locator('button.end-turn').click();
            turns += 1;
            continue;
          }
          const all = await legalChoices(page);
          await clickLegal(page, firstNotDeclining(all).index, stats);
        }
        check(await waitForDecision(page, { pass: false }), 'the game ended');
        await settled(page);
        const lines = (await page.locator('.since li').allTextContents()).map(plain);
        check(lines.some((l) => l.startsWith('Jeanne: took')), `Jeanne is not in the summary: ${lines}`);
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
    name: 'Rematch, asked once more, starts the same game (players, names, seats, places, start player) with a new seed; a game left with no decision is not kept',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await choosePlayers(page, 3);
        await page.locator('.seat-name input').nth(0).fill('Zoé');
        await moreOptions(page);
        await page.locator('input[name="places"]').nth(1).check();
        await page.locator('.starts .seg').nth(2).click();
        await startGame(page, { players: 3, seed: 5, computers: [0, 1, 2] });
        await waitForEnd(page);
        const first = await stored(page);
        check(first.setup.seed === 5 && first.setup.start === 2 && first.setup.places === 'Cards',
          `the first game: ${JSON.stringify(first)}`);
        // Asked once more first.
        await page.locator('button.rematch').click();
        check((await page.locator('button.rematch').textContent()) === 'Start a new game, same players?',
          'Rematch does not ask once more');
        check((await stored(page)).id === first.id, 'the first press of Rematch started a game');
        await page.locator('button.rematch').click();
        await page.waitForFunction((id) => JSON.parse(localStorage.getItem('orleans-dw:current')) !== id, first.id);
        await waitForEnd(page);
        const second = await stored(page);
        check(second.id !== first.id, 'the rematch has the same id');
        check(second.setup.seed !== first.setup.seed, 'the rematch has the same seed');
        const same = (g) => JSON.stringify([g.names, g.seats, { ...g.setup, seed: 0 }]);
        check(same(second) === same(first), `the rematch changed the settings: ${same(first)} → ${same(second)}`);
        // A hot-seat rematch (of a finished game of people, imported) opens the table at once,
        // at its first decision.
        await page.locator('button', { hasText: /back to the start/i }).click();
        const save = await importFinished(page, 'save_v4_four');
        await page.locator('button.rematch').click();
        await page.locator('button.rematch').click();
        await page.locator('.table-screen').waitFor();
        check(await waitForDecision(page), 'the rematch did not open the table');
        const rematch = await stored(page);
        check(rematch.setup.seed !== save.setup.seed, 'the hot-seat rematch has the same seed');
        // Left with no decision made, it is not kept among the saved games.
        await leaveTable(page);
        await startShown(page);
        check(!(await page.evaluate((id) => localStorage.getItem(`orleans-dw:game:${id}`), rematch.id)),
          'a game left with no decision is kept');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a game\'s end screen comes over its table, hidden under it (neither shown nor read), which then leaves the page',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        // What the page held at each change from the end screen's coming on.
        await page.addInitScript(() => {
          window.__ending = [];
          new MutationObserver(() => {
            if (!document.querySelector('.end-screen')) return;
            const table = document.querySelector('.table-screen');
            window.__ending.push(table ? { hidden: !table.firstElementChild.checkVisibility(), ended: table.classList.contains('ended') } : null);
          }).observe(document, { subtree: true, childList: true, attributes: true });
        });
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 9, computers: [0, 1] });
        await waitForEnd(page);
        await page.waitForFunction(() => !document.querySelector('.table-screen'), null, { timeout: TIMEOUT_MS });
        const seen = await page.evaluate(() => window.__ending);
        check(seen[0] !== null, 'the table left the page before the end screen came');
        check(seen.every((t) => t === null || (t.hidden && t.ended)), `the table showed under the end screen: ${JSON.stringify(seen)}`);
        const visible = await page.evaluate(() => document.querySelector('.end-screen h1').checkVisibility());
        check(visible, 'the end screen\'s verdict does not show');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a player\'s page (no test driving it: navigator.webdriver false) publishes nothing for the tests, and plays as a test\'s page does',
    async run({ browser, url }) {
      const page = await openPage(browser, PHONE);
      try {
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 5 });
        check(await waitForDecision(page), 'the game ended before its first decision');
        const all = await legalChoices(page);
        await page.locator('[data-legal="true"]').nth(firstNotDeclining(all).index).click();
        await page.waitForFunction(() => document.querySelector('button.undo')?.disabled === false, null, { timeout: TIMEOUT_MS });
        await settled(page);
        const published = await page.evaluate(() =>
          ['__stateHash', '__logLength', '__lastEffect', '__timings', '__caughtUp'].filter((name) => name in window));
        check(published.length === 0, `a player's page published ${published.join(', ')}`);
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
        await moreOptions(page);
        await page.locator('input[name="places"]').nth(1).check();
        await page.locator('.starts .seg').nth(1).click();
        await page.locator('.seed input').fill('99');
        const chosen = await form(page);
        await page.locator('button.start').click();
        await page.locator('.table-screen').waitFor();
        const game = await stored(page);
        check(game.setup.start === 1, `the start player is not seat 2: ${JSON.stringify(game.setup)}`);
        check((await page.locator('.banner').textContent()).includes('Yann'), 'Yann does not start');
        await leaveTable(page);
        await startShown(page);
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
        await leaveTable(page);
        await startShown(page);
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
  {
    name: 'a caret left in the page\'s text is let go of at the next decision (it slows every frame); selected text stays selected',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 5 });
        const selection = () => page.evaluate(() => getSelection().type);
        const decide = async () => {
          await waitForDecision(page);
          const choices = await legalChoices(page);
          await clickLegal(page, firstNotDeclining(choices).index, { clicks: 0, dispatched: 0 }, { settle: false });
        };
        // A click on words places a caret (as a player's click on the log or a heading does).
        await page.locator('.table-screen h1, .table-screen h2').first().click();
        check((await selection()) === 'Caret', `no caret after a click on words: ${await selection()}`);
        await decide();
        check((await selection()) === 'None', `the caret stayed after a decision: ${await selection()}`);
        await page.evaluate(() => {
          const range = document.createRange();
          range.selectNodeContents(document.querySelector('.table-screen h1, .table-screen h2'));
          getSelection().removeAllRanges();
          getSelection().addRange(range);
        });
        await decide();
        check((await selection()) === 'Range', `the person's selection was lost at a decision: ${await selection()}`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** Prints what the phone test measured. */
async function report(figures) {
  const p = figures.phone;
  if (p) {
    console.log(`figure: phone 390×844 hot-seat game: ${p.decisions} decisions (${p.onSheet} with targets on the sheet), ` +
      `smallest sheet target ${p.smallest.toFixed(1)} px, smallest prompt button ${p.smallestButton.toFixed(1)} px, ` +
      `${p.handovers} hand-overs`);
  }
}

runSuite({ label: 'table', dist, tests, report, limitMs: 15 * 60_000 });
