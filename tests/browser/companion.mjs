// Browser tests of a game played beside the physical one: started from the start screen's
// "Play with the physical game" (a solo game against Jeanne, and a 2-player game with one sheet
// on this device and one played elsewhere), every draw, card and removal, and the other
// player's turns, entered through the prompt's buttons; a typed draw taken back by Undo; a reload
// mid-game resumes the game; played to the end screen. The place cards on the table are checked.
//
//   node tests/browser/companion.mjs [dist-dir]
//
// Prints one line per test and a final `companion: N passed, M failed`; exits non-zero on failure.

import path from 'node:path';
import {
  check, choosePlayers, clickLegal, leaveTable, legalChoices, moreOptions, noErrors, openStart, plain, playToEnd, shot,
  state, waitForDecision, waitForEnd,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const PHONE = { width: 390, height: 844 };

/** Starts a game beside the physical one: `players` (1 = solo), the seats whose sheets are
 * `here` (the others played elsewhere); waits for the table. */
async function startCompanion(page, { players, here = [0] }) {
  await moreOptions(page);
  await page.locator('.companion-switch input').check();
  await choosePlayers(page, players);
  for (let seat = 0; seat < players; seat += 1) {
    const box = page.locator('.seat-here input').nth(seat);
    if (players > 1) await box.setChecked(here.includes(seat));
  }
  await page.locator('button.start').click();
  await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
}

/** The prompt's heading now. */
const heading = async (page) => plain(await page.locator('.prompt h2').textContent());

/** Plays `clicks` random legal entries (to be somewhere mid-game). */
async function enter(page, clicks, seed) {
  await playToEnd(page, seed, async () => {}, clicks);
}

const tests = [
  {
    name: 'a 4-player round beside the physical game, one seat here: each draw says where it goes, a turn played elsewhere with no claim takes 2 taps, the round ≤ 20',
    async run({ browser, url, figures }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        await startCompanion(page, { players: 4, here: [0] });
        const taps = { draws: 0, here: 0, elsewhere: 0 };
        const stats = { clicks: 0, dispatched: 0 };
        const round = () => page.locator('.status').textContent();
        check((await round()).startsWith('Round 1'), `the first round: ${await round()}`);
        let told = '';
        while ((await round()).startsWith('Round 1')) {
          check(await waitForDecision(page, { pass: false }), 'the game ended');
          if (!(await round()).startsWith('Round 1')) break;
          const between = page.locator('button.end-turn, button.open-turn');
          if (await between.count()) {
            await between.first().click();
            taps.here += 1;
            continue;
          }
          const h = await heading(page);
          const choices = await legalChoices(page);
          if (h.startsWith('The bag')) {
            told += `${await page.locator('.prompt .draws').textContent()}\n`;
            check((await page.locator('.prompt .choices.bag button .token').count()) === choices.length,
              'the bag is not a row of its tokens');
            taps.draws += 1;
            await clickLegal(page, choices[0].index, stats, { settle: false });
          } else if (h.includes('what did they claim')) {
            // "Nothing more" comes first, before the folded groups.
            const first = await page.locator('.prompt [data-legal="true"]').first().textContent();
            check(first.trim() === 'Nothing more', `the first claim's button: ${first}`);
            taps.elsewhere += 1;
            await clickLegal(page, choices[0].index, stats, { settle: false });
          } else if (h.includes('which token did they take')) {
            taps.elsewhere += 1;
            await clickLegal(page, choices[0].index, stats, { settle: false });
          } else {
            const pool = choices.filter((c) => !c.decline);
            taps.here += 1;
            await clickLegal(page, (pool[0] ?? choices[0]).index, stats, { settle: false });
          }
        }
        // Each draw says which of its sequence it is: the waiting area's, then the round's.
        const said = told.trim().split('\n');
        const expected = said.map((_, i) => (i < said.length - 5 ? `Draw ${i + 1} of ${said.length - 5}, for the waiting area; then 5 tokens to lay out.`
          : `Draw ${i - said.length + 6} of 5, to lay out.`));
        check(JSON.stringify(said) === JSON.stringify(expected), `the draws' lines: ${JSON.stringify(said)}`);
        check(taps.elsewhere === 6, `three turns played elsewhere took ${taps.elsewhere} taps, not 6`);
        const total = taps.draws + taps.here + taps.elsewhere;
        figures.round = { ...taps, total };
        check(total <= 20, `the round took ${total} taps: ${JSON.stringify(taps)}`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a solo game beside the physical one: each draw and card told by buttons, undo of a typed draw, reload, to the end',
    async run({ browser, url }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        await startCompanion(page, { players: 1 });
        check(await page.locator('.badge.companion').isVisible(), 'the table is marked as beside the physical game');
        check(await waitForDecision(page), 'a decision at the start');
        check((await heading(page)).includes('The bag: which token was drawn?'), `the first prompt: ${await heading(page)}`);
        const draws = await legalChoices(page);
        check(draws.length > 1 && draws.every((c) => / — \d+ in the bag$/.test(c.label)), `draws: ${draws.map((c) => c.label)}`);
        // Every entry is a 24 px target at phone width.
        const small = await page.locator('.prompt [data-legal="true"]').evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 24 || r.height < 24).length);
        check(small === 0, `${small} entries under 24 px`);
        // A draw typed, then taken back: the game is as it was.
        const before = await state(page);
        await clickLegal(page, draws[0].index, { clicks: 0, dispatched: 0 });
        const after = await state(page);
        check(after.actions === before.actions + 1, `the draw is entered (${before.actions} → ${after.actions})`);
        await page.locator('button.undo').click();
        await page.waitForFunction((n) => window.__logLength === n, before.actions, { timeout: TIMEOUT_MS });
        check((await state(page)).hash === before.hash, 'undo gives the game before the draw back');
        // Mid-game: Jeanne's cards are asked for too; a reload resumes the game as it stood.
        const headings = new Set();
        await playToEnd(page, 5, async () => headings.add((await heading(page)).split(':')[0]), 60);
        check(headings.has('Jeanne’s pile'), `Jeanne's cards asked: ${[...headings]}`);
        await waitForDecision(page);
        const mid = await state(page);
        await page.reload({ waitUntil: 'load' });
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        await page.waitForFunction((n) => window.__logLength === n, mid.actions, { timeout: TIMEOUT_MS });
        check((await state(page)).hash === mid.hash, 'the reload resumes the game');
        check(await page.locator('.badge.companion').isVisible(), 'still beside the physical game');
        // The saved games list says the game is told from the table (its seed decides nothing seen).
        await leaveTable(page);
        const item = page.locator('.saved-game').first();
        const details = await item.locator('.saved-info').textContent();
        check(details.includes('with the physical game') && !details.includes('seed'), `the saved game: ${details}`);
        await item.locator('button.primary').click();
        await page.waitForFunction((n) => window.__logLength === n, mid.actions, { timeout: TIMEOUT_MS });
        check((await state(page)).hash === mid.hash, 'the saved game opens where it stood');
        await playToEnd(page, 6);
        await waitForEnd(page);
        const verdict = await page.locator('.end-head h1').textContent();
        check(/Jeanne|beat/i.test(verdict), `the verdict: ${verdict}`);
        check(!(await page.locator('.challenge').count()), 'no challenge for a game told its draws');
        await shot(page, 'companion-solo-end.png');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a 2-player game with one sheet here and one played elsewhere: its token and claims told, to the end',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      try {
        await openStart(page, url);
        await startCompanion(page, { players: 2, here: [0] });
        const tabs = await page.locator('.tab').allTextContents();
        check(tabs.length === 2 && tabs[1].includes('elsewhere'), `the tabs: ${tabs}`);
        const headings = new Set();
        const hints = new Set();
        let unfolded = 0;
        await playToEnd(page, 11, async () => {
          const h = await heading(page);
          headings.add(h);
          // Now and then a group of claims unfolded: its items may be claimed too.
          if (h.endsWith('what did they claim?') && unfolded < 6 && (await page.locator('.claim-group').count())) {
            await page.locator('.claim-group summary').first().click();
            unfolded += 1;
          }
          if (h.endsWith('which token did they take?')) {
            for (const hint of await page.locator('.prompt p.hint').allTextContents()) hints.add(hint);
          }
        });
        const all = [...headings];
        // The pick's hint is one text whose sentences stay apart (none left out joins two).
        const joined = [...hints].filter((h) => /[.?!][A-Z0-9]/.test(h));
        check(hints.size > 0 && joined.length === 0, `hints of the token asked: ${joined.length ? joined : [...hints]}`);
        check(all.some((h) => h === 'Bruno’s turn: which token did they take?'), `the token asked: ${all.slice(0, 12)}`);
        check(all.some((h) => h === 'Bruno’s turn: what did they claim?'), 'the claims asked');
        await waitForEnd(page);
        const elsewhere = await page.locator('.elsewhere li').allTextContents();
        check(elsewhere.length === 1 && elsewhere[0].includes('Score kept on their own sheet'), `elsewhere: ${elsewhere}`);
        const columns = await page.locator('.end-screen .breakdown-scroll thead th').count();
        check(columns === 1, `the breakdown has the sheet here only (${columns} columns)`);
        check((await page.locator('.end-head h1').textContent()).startsWith('Compare the sheets to find the winner'), 'the verdict');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the place cards on the table are four of each category; a sheet is on this device',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      try {
        await openStart(page, url);
        await moreOptions(page);
        await page.locator('.companion-switch input').check();
        await choosePlayers(page, 1);
        check(await page.locator('.cards-on-table').isVisible(), 'the cards show for the solo game');
        // One card more or less in category I.
        const first = page.locator('.card-choice input').first();
        await first.setChecked(!(await first.isChecked()));
        await page.locator('button.start').click();
        const problem = await page.locator('.new-game .problem').textContent();
        check(/^Tick 4 place cards of category I \((3|5) are ticked now\)\.$/.test(problem), problem);
        check(!(await page.locator('.table-screen').count()), 'no game started');
        await first.setChecked(!(await first.isChecked()));
        await choosePlayers(page, 2);
        for (const seat of [0, 1]) await page.locator('.seat-here input').nth(seat).uncheck();
        await page.locator('button.start').click();
        check((await page.locator('.new-game .problem').textContent()).includes('at least one sheet'), 'no sheet here');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** Prints the taps of the round told. */
async function report(figures) {
  const r = figures.round;
  if (r) {
    console.log(`figure: a 4-player round beside the physical game, one seat here: ${r.total} taps, target ≤ 20 ` +
      `(${r.draws} draws, ${r.here} for the seat here, ${r.elsewhere} for three seats elsewhere: 2 each)`);
  }
}

runSuite({ label: 'companion', dist, tests, report, limitMs: 12 * 60_000 });
