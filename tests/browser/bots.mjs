// The computer players in the browser: a game with a Hard seat plays to its end while the page
// stays responsive (Hard searches in its Web Worker); the hint shows Hard's top choices and
// changes nothing; the new-game form's levels reach the game and its save.
//
//   node tests/browser/bots.mjs [dist-dir]
//
// Prints one line per test and a final `bots: N passed, M failed`; exits non-zero on failure.
// (The time of a Hard decision as the page sees it is a figure of tests/browser/bench.mjs.)

import path from 'node:path';
import {
  check, clickLegal, insist, leaveTable, legalChoices, noErrors, openStart, plain, playToEnd, shot, startGame,
  startShown, state, waitForDecision, waitForEnd,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';
import { watchThinking } from './measure.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

const tests = [
  {
    name: 'a 2-player game with a Hard seat plays to its end, Hard shown thinking at its turns and its moves shown as they come',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      try {
        await page.addInitScript(watchThinking);
        // The newest of the moves a computer seat's prompt lists, each time it changes.
        await page.addInitScript(() => {
          window.__justPlayed = [];
          new MutationObserver(() => {
            const newest = document.querySelector('.just-played li')?.textContent;
            if (newest && newest !== window.__justPlayed.at(-1)) window.__justPlayed.push(newest);
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        await openStart(page, url);
        // Nothing of the thinking worker in the first load.
        const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
        check(!loaded.some((n) => n.includes('thinker')), `the first load fetched the worker: ${loaded}`);
        await startGame(page, { players: 2, seed: 41, computers: [1], levels: { 1: 'hard' } });
        const stats = await playToEnd(page, 41);
        await waitForEnd(page);
        const { spans } = await page.evaluate(() => window.__bots);
        check(spans.length > 10, `Hard was seen thinking ${spans.length} times`);
        // Its moves showed in its prompt one by one as they came.
        const moves = await page.evaluate(() => window.__justPlayed);
        check(moves.length > 10, `the computer's prompt showed ${moves.length} moves as they came`);
        check(stats.clicks > 0, 'the person made no decision');
        await shot(page, 'bots-hard-end.png');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the hint shows Hard’s top choices, best first, on the sheet too, and changes nothing; its best choice played from it is its button\'s',
    async run({ browser, url }) {
      const stats = {};
      for (const locale of ['en-GB', 'fr-FR']) {
        const page = await openPage(browser, { width: 1280, height: 800, locale });
        try {
          await openStart(page, url);
          await startGame(page, { players: 1, seed: 5 });
          check(await waitForDecision(page), 'no decision at the start');
          // Past the pick: a decision with targets on the sheet.
          await page.locator('.pick-rows [data-legal="true"]:not([data-decline])').first().click();
          check(await waitForDecision(page), 'no decision after the pick');
          const before = await state(page);
          const button = page.locator('.hint-button');
          await button.click();
          // The click is answered at once ("Looking…"); the choices come from the worker.
          const status = page.locator('.hint-panel [role="status"]');
          const answered = (ms) => status.filter({ hasText: /\S/ }).waitFor({ timeout: ms }).then(() => true, () => false);
          await insist(page, () => button.dispatchEvent('click'), 'Hint', answered, stats);
          const found = await page.locator('.hint-choices li').first().waitFor({ timeout: TIMEOUT_MS }).then(() => true, () => false);
          check(found, `no hint choices in ${TIMEOUT_MS} ms: the hint says "${(await status.textContent()).trim()}"; page errors: ${page.errors().join('; ') || 'none'}`);
          const items = await page.locator('.hint-choices li').allTextContents();
          check(items.length >= 1 && items.length <= 3, `hint items: ${items}`);
          check(/best choice|meilleur choix/.test(items[0]) && items.slice(1).every((t) => /\d+[.,]\d/.test(t)),
            `the best choice first, each other with the points it falls behind: ${items}`);
          const after = await state(page);
          check(after.hash === before.hash && after.actions === before.actions, 'the hint changed the game');
          const sheetTargets = await page.locator('.sheet-host [data-legal="true"]').count();
          if (sheetTargets > 0) {
            const marked = await page.locator('.sheet-host [data-hint]').count();
            const promptOnly = await page.locator('.prompt .choices [data-legal="true"]').count();
            check(marked >= 1 || promptOnly > 0, 'no hinted target on the sheet');
          }
          await shot(page, `bots-hint-${locale}.png`);
          // The best choice played from the hint is the same as its own button's or target's.
          const best = page.locator('.hint-choices .hint-play').first();
          const words = (await best.textContent()).trim();
          await best.click();
          await page.waitForFunction((n) => window.__logLength === n + 1, before.actions, { timeout: TIMEOUT_MS });
          const fromHint = await state(page);
          // The next decision's sheet keeps no mark of the last one's hint.
          await waitForDecision(page, { pass: false });
          check(await page.locator('.sheet-host [data-hint]').count() === 0, 'the last decision\'s hint is still marked');
          check(await page.locator('.hint-choices').count() === 0, 'the last decision\'s hint is still listed');
          check(await page.locator('.hint-button').count() === 1, 'no hint to ask for at the next decision');
          await page.locator('button.undo').click();
          await page.waitForFunction((n) => window.__logLength === n, before.actions, { timeout: TIMEOUT_MS });
          const same = (await legalChoices(page)).find((c) => c.label === words);
          check(same, `no choice of the decision reads "${words}"`);
          await clickLegal(page, same.index, { clicks: 0, dispatched: 0 });
          check((await state(page)).hash === fromHint.hash, 'the hint played another choice than its button');
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
    },
  },
  {
    name: 'without its worker (its wasm cannot load) a Hard seat plays as Normal, the table and a hint say so; once it loads, Try again brings Hard back and the hint is given',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      try {
        await page.route('**/thinker_bg.wasm', (route) => route.abort());
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 7, computers: [1], levels: { 1: 'hard' } });
        const stats = await playToEnd(page, 7, async () => {}, 12);
        const { actions } = await state(page);
        check(actions > stats.clicks + 6, `the Hard seat did not play: ${actions} actions for ${stats.clicks} clicks`);
        check(!(await page.locator('.recovery').count()), 'the recovery panel opened');
        check(await waitForDecision(page), 'no decision');
        // The table says that Bruno plays as Normal, and offers to try Hard again.
        const weak = page.locator('.weak-hard');
        await weak.waitFor({ timeout: TIMEOUT_MS });
        const said = plain(await weak.textContent()).trim();
        check(/Bruno \(Hard\) is playing as Normal/.test(said), `the table says: ${said}`);
        await shot(page, 'bots-weak-hard.png');
        const status = page.locator('.hint-panel [role="status"]');
        await page.locator('.hint-button').click();
        await status.filter({ hasText: 'No hint can be given' }).waitFor({ timeout: TIMEOUT_MS });
        await page.unroute('**/thinker_bg.wasm');
        await page.locator('.weak-hard button.retry-thinking').click();
        check(!(await weak.count()), 'the notice stays after Try again');
        // Bruno's next moves come from the worker again: the notice does not come back.
        await playToEnd(page, 8, async () => {}, 6);
        check(!(await weak.count()), 'Hard played as Normal again once its worker could load');
        check(await waitForDecision(page), 'no decision after Hard came back');
        await page.locator('.hint-button').click();
        await page.locator('.hint-choices li').first().waitFor({ timeout: TIMEOUT_MS });
        await shot(page, 'bots-hint-again.png');
        // The failed load is the one error the page may show (the browser's own line for it).
        check(page.errors().every((e) => /thinker_bg\.wasm|ERR_FAILED/.test(e)), `errors: ${page.errors().join('; ')}`);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the form’s levels reach the game, its save and the remembered settings',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      try {
        await openStart(page, url);
        await startGame(page, { players: 4, seed: 9, computers: [1, 2, 3], levels: { 1: 'random', 2: 'easy', 3: 'hard' } });
        await page.waitForFunction(
          () => Object.keys(localStorage).some((k) => k.startsWith('orleans-dw:game:')), null, { timeout: TIMEOUT_MS },
        );
        const seats = await page.evaluate(() => {
          for (let i = 0; i < localStorage.length; i += 1) {
            const key = localStorage.key(i);
            if (key.startsWith('orleans-dw:game:')) return JSON.parse(localStorage.getItem(key)).meta.seats;
          }
          return null;
        });
        check(
          JSON.stringify(seats) === '["Human",{"Computer":"random"},{"Computer":"easy"},{"Computer":"hard"}]',
          `saved seats: ${JSON.stringify(seats)}`,
        );
        // Back to the start screen: the form shows the remembered settings.
        await leaveTable(page);
        await startShown(page);
        const shown = await page.locator('.seat-kind select').evaluateAll((s) => s.slice(0, 4).map((e) => e.value));
        check(JSON.stringify(shown) === '["human","random","easy","hard"]', `the form remembers: ${shown}`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'bots', dist, tests, limitMs: 20 * 60_000 });
