// Browser tests of the replay view: a saved game opened in it steps action by action (buttons,
// slider, arrow keys, Home and End, play), shows the state of each step, and leaves the saved
// game as it was; the game on the table, a finished game from its end screen and one from the
// history open in it too, and closing it goes back to the game, unchanged; and axe-core finds no
// violation in it. Screenshots at 390×844 and 1280×800.
//
//   node tests/browser/replay.mjs [dist-dir]
//
// Prints one line per test and a final `replay: N passed, M failed`; exits non-zero on failure.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  check, importFinished, importText, noErrors, openMenu, openStart, plain, playToEnd, recordOf, shot, startGame,
  startShown, waitForDecision, waitForEnd,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const fixture = (name) => readFile(path.join(root, 'tests', 'fixtures', name), 'utf8');
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The state the page shows: hash and number of actions. */
const shown = (page) => page.evaluate(() => ({ hash: window.__stateHash, actions: window.__logLength }));

/** Opens the replay view of the fixture save `name` from the saved games of a fresh page. */
async function openReplay(browser, url, viewport, name) {
  const page = await openPage(browser, viewport);
  await openStart(page, url);
  const save = JSON.parse(await fixture(name));
  await page.evaluate((record) => localStorage.setItem(`orleans-dw:game:${record.meta.id}`, JSON.stringify(record)),
    recordOf(save, 'replayed'));
  await page.reload({ waitUntil: 'load' });
  await page.locator('.saved-game button.replay').click();
  await page.locator('.replay-screen').waitFor({ timeout: TIMEOUT_MS });
  return page;
}

const tests = [
  {
    name: 'Share on the end screen and in the saved games gives a link that opens the game\'s replay in a fresh profile, at its header, with the map\'s city numbers on a phone; a copy the browser refuses is said, and fails nothing',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      let link;
      try {
        await openStart(page, url);
        await importFinished(page, 'save_v4_four');
        await page.locator('.end-screen button.share').click();
        link = await page.locator('.end-screen .replay-link input').inputValue();
        check(link.includes('#game='), `the link: ${link.slice(0, 80)}`);
        // The same link from the saved games.
        await page.locator('.end-screen button.primary', { hasText: 'start' }).click();
        await startShown(page);
        await page.locator('.saved-game button.share').first().click();
        const saved = await page.locator('.saved-game .replay-link input').inputValue();
        check(saved === link, `the saved game's link differs: ${saved.slice(0, 80)}`);
        // A browser that refuses the copy, or has no clipboard for the page (outside a secure
        // context): the link shows all the same, saying that it was not copied, and nothing fails.
        for (const refuse of [
          () => { navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError')); },
          () => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }),
        ]) {
          await page.evaluate(refuse);
          await page.locator('.saved-game button.share').first().click();
          const box = page.locator('.saved-game .replay-link', { hasText: 'did not let the app copy' });
          await box.waitFor({ timeout: TIMEOUT_MS });
          check(await box.locator('input').inputValue() === link, 'the link not copied differs');
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
      const friend = await openPage(browser, { width: 390, height: 844, locale: 'fr-FR' });
      try {
        await friend.goto(link.replace('#', '?fast#'), { waitUntil: 'load' });
        await friend.locator('.replay-about').waitFor({ timeout: TIMEOUT_MS });
        check((await shown(friend)).actions === 0, 'the replay does not open at the start');
        await friend.locator('.final-sheet .city-num').first().waitFor({ timeout: TIMEOUT_MS });
        const numbers = await friend.locator('.final-sheet .city-num').evaluateAll((all) =>
          all.filter((t) => t.checkVisibility({ visibilityProperty: true })).length);
        check(numbers > 0, 'no city number shows on the phone');
        noErrors(friend);
      } finally {
        await friend.closeAll();
      }
    },
  },
  {
    name: 'a saved game steps back and forth in the replay view to the states it went through, unchanged',
    async run({ browser, url }) {
      const page = await openReplay(browser, url, { width: 1280, height: 800 }, 'save_v4_four.json');
      try {
        const stored = await page.evaluate(() => localStorage.getItem('orleans-dw:game:replayed'));
        const hash = (await fixture('save_v4_four.hash')).trim();
        const end = await shown(page);
        check(end.hash === hash, `the replay opens at ${end.hash}, the game ended at ${hash}`);
        await page.locator('.replay-back').click();
        const back = await shown(page);
        check(back.actions === end.actions - 1 && back.hash !== hash, `Back: ${JSON.stringify(back)}`);
        await page.keyboard.press('ArrowLeft');
        check((await shown(page)).actions === end.actions - 2, 'ArrowLeft');
        await page.keyboard.press('ArrowRight');
        check((await shown(page)).hash === back.hash, 'ArrowRight gives the same state again');
        await page.keyboard.press('Home');
        check((await shown(page)).actions === 0, 'Home');
        // The next action is highlighted on the sheet (a pick of a token is not on a sheet).
        let highlighted = 0;
        for (let i = 0; i < 12 && !highlighted; i++) {
          await page.keyboard.press('ArrowRight');
          highlighted = await page.locator('[data-legal="true"]').count();
        }
        check(highlighted > 0, 'the next action is never highlighted');
        await page.locator('.replay-slider input').fill('40');
        check((await shown(page)).actions === 40, 'the slider');
        await page.locator('.replay-speed select').selectOption('8');
        await page.locator('.replay-play').click();
        await page.waitForFunction(() => window.__logLength >= 44, null, { timeout: TIMEOUT_MS });
        await page.locator('.replay-play').click();
        const paused = (await shown(page)).actions;
        await page.waitForTimeout(400);
        check((await shown(page)).actions === paused, `Pause did not stop at ${paused}`);
        await page.locator('.replay-last').click();
        check((await shown(page)).hash === hash, 'Last');
        check((await page.locator('.replay-log li').count()) > 0, 'no log');
        await shot(page, 'replay-1280.png');
        const after = await page.evaluate(() => localStorage.getItem('orleans-dw:game:replayed'));
        check(after === stored, 'the replay changed the saved game');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'Share gives a link that opens the same game in a fresh profile, at its start under a header saying how it ended, and adds it to the saved games once',
    async run({ browser, url }) {
      const page = await openReplay(browser, url, { width: 1280, height: 800 }, 'save_v4_four.json');
      const hash = (await fixture('save_v4_four.hash')).trim();
      let link;
      try {
        await page.locator('.replay-share').click();
        link = await page.locator('.replay-link input').inputValue();
        check(link.includes('#game=') && link.length <= 2000, `link of ${link.length} characters`);
        console.log(`figure: share link of a finished 4-player game: ${link.length} characters, target 2,000`);
      } finally {
        await page.closeAll();
      }
      const friend = await openPage(browser, { width: 390, height: 844 });
      try {
        await friend.goto(link.replace('#', '?fast#'), { waitUntil: 'load' });
        await friend.locator('.replay-screen').waitFor({ timeout: TIMEOUT_MS });
        // It opens at the start, headed by who played and how it ended; its end one tap away.
        const about = plain(await friend.locator('.replay-about').textContent());
        check(/P1 \d+ · P2 \d+/.test(about) && /wins/.test(about), `the replay's header: ${about}`);
        check((await shown(friend)).actions === 0, 'a shared replay does not open at its start');
        await friend.locator('.replay-last').click();
        await friend.waitForFunction((h) => window.__stateHash === h, hash, { timeout: TIMEOUT_MS });
        await friend.locator('.replay-add').click();
        await friend.locator('.replay-added').waitFor();
        // Opened and added again: still one saved game.
        await friend.reload({ waitUntil: 'load' });
        await friend.locator('.replay-add').click();
        await friend.locator('.replay-added').waitFor();
        const games = await friend.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('orleans-dw:game:')).length);
        check(games === 1, `${games} saved games after adding twice`);
        await shot(friend, 'replay-from-link-390.png');
        noErrors(friend);
      } finally {
        await friend.closeAll();
      }
    },
  },
  {
    name: 'the game on the table opens in the replay view at its state, and closing the view goes back to it, unchanged',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 390, height: 844 });
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 11 });
        await playToEnd(page, 5, async () => {}, 12);
        await waitForDecision(page, { pass: false });
        const before = await shown(page);
        check(before.actions > 0, 'no action played');
        await openMenu(page);
        await page.locator('.topbar-actions button.replay').click();
        await page.locator('.replay-screen').waitFor({ timeout: TIMEOUT_MS });
        check((await shown(page)).hash === before.hash, 'the replay opens at another state');
        await page.locator('.replay-first').click();
        check((await shown(page)).actions === 0, 'First');
        await shot(page, 'replay-current-390.png');
        check((await page.locator('.replay-close').textContent()).trim() === 'Back to the game', 'the view does not say it goes back to the game');
        await page.locator('.replay-close').click();
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        await page.waitForFunction((h) => window.__stateHash === h, before.hash, { timeout: TIMEOUT_MS });
        check((await shown(page)).actions === before.actions, 'the game came back with other actions');
        // It plays on, with no notice that another tab changed it.
        await playToEnd(page, 6, async () => {}, 2);
        check((await page.locator('.elsewhere').count()) === 0, 'coming back was taken for another tab');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a finished game opens in the replay view from its end screen and from the history',
    async run({ browser, url }) {
      const page = await openPage(browser, { width: 1280, height: 800 });
      try {
        const hash = (await fixture('save_v4_four.hash')).trim();
        await openStart(page, url);
        await importText(page, 'four.json', JSON.stringify(recordOf(JSON.parse(await fixture('save_v4_four.json')), 'finished')));
        await waitForEnd(page);
        await page.locator('.end-actions button.replay').click();
        await page.locator('.replay-screen').waitFor({ timeout: TIMEOUT_MS });
        check((await shown(page)).hash === hash, 'the end screen replays another game');
        await page.locator('.replay-close').click();
        await waitForEnd(page);
        await page.locator('.end-actions button.primary').click();
        await page.locator('.history-table button.replay').click();
        await page.locator('.replay-screen').waitFor({ timeout: TIMEOUT_MS });
        check((await shown(page)).hash === hash, 'the history replays another game');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the replay view has no axe-core violation, on a phone too',
    async run({ browser, url }) {
      for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
        const page = await openReplay(browser, url, { ...viewport, bypassCSP: true }, 'save_v4_solo.json');
        try {
          await page.locator('.replay-back').click();
          await page.addScriptTag({ content: axeSource });
          const result = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] }));
          const found = result.violations.map((v) => `${v.id}: ${v.nodes.length}`);
          check(found.length === 0, `violations at ${viewport.width}: ${found.join(', ')}`);
          await shot(page, `replay-${viewport.width}.png`, viewport.width === 390);
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
    },
  },
];

runSuite({ label: 'replay', dist, tests, limitMs: 10 * 60_000 });
