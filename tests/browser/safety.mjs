// Browser tests of what must never lose a game: two tabs on one game (neither overwrites the
// other; each notices the other's moves at once and can follow them; Leave and Delete in one tab
// are respected by the other), storage blocked (the app starts and plays, says so once), storage
// full at each step (start, mid-game, game end, setting a damaged save aside: every move kept in
// memory, one notice with Export, everything stored once there is room, the history included),
// oversized imports (refused at once, with a short message), markup in names (shown as text
// on the table, the end screen, the print view and the lists of the start screen) and names in
// right-to-left scripts (isolated wherever they show: they never reorder the text around them,
// a score stays on its side of its name); the autosave,
// which runs after the page shows an action, is never lost when the page is hidden or left first.
//
//   node tests/browser/safety.mjs [dist-dir]
//
// Prints one line per test and a final `safety: N passed, M failed`; exits non-zero on failure.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  actionCount, check, choosePlayers, clickLegal, fillPrint, firstNotDeclining, importText, leaveTable, legalChoices,
  noErrors, openStart, plain, playTurnOut, recordOf, startGame, startShown, state, until, waitForDecision, waitForEnd,
} from './game.mjs';
import { openPage, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };
/** How soon a tab must notice what another tab did. */
const NOTICE_MS = 2000;

/** A second page in the same browser context as `page` (so the same storage), recording errors. */
async function sameBrowser(page) {
  const other = await page.context().newPage();
  const errors = [];
  other.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  other.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
  });
  other.errors = () => errors;
  return other;
}

/**
 * Waits until the page has shown its last change and run what it put off until then (the
 * autosave runs after the next frame).
 */
const settled = (page) =>
  page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); }));

/** Plays `n` decisions, each the first legal choice that is not declining; waits for the autosave. */
async function play(page, n) {
  const stats = { clicks: 0, dispatched: 0 };
  for (let i = 0; i < n; i++) {
    if (!(await waitForDecision(page))) break;
    const all = await legalChoices(page);
    const pick = firstNotDeclining(all);
    await clickLegal(page, pick.index, stats);
  }
  await settled(page);
}

/** The game this tab has on its table, as storage holds it (null if it does not). */
const stored = (page) =>
  page.evaluate(() => {
    const id = sessionStorage.getItem('orleans-dw:current') || JSON.parse(localStorage.getItem('orleans-dw:current'));
    const raw = localStorage.getItem(`orleans-dw:game:${id}`);
    return raw && JSON.parse(raw);
  });

/** The number of actions storage holds for this tab's game (-1: none stored). */
const storedActions = async (page) => ((s) => (s ? actionCount(s.save) : -1))(await stored(page));

/** Waits until `selector` is shown, within `ms`; returns how long it took. */
async function shownWithin(page, selector, ms) {
  const started = Date.now();
  await page.locator(selector).first().waitFor({ timeout: ms });
  return Date.now() - started;
}

/** Reloads the page, and waits for the table and a decision. */
async function reloadTable(page) {
  await page.reload({ waitUntil: 'load' });
  await page.locator('.table-screen, .end-screen').first().waitFor({ timeout: TIMEOUT_MS });
  await waitForDecision(page);
}

/** How many elements match `selector` and hold `text`. */
const countWith = (page, selector, text) =>
  page.evaluate(
    ([selector, text]) => [...document.querySelectorAll(selector)].filter((e) => e.textContent.includes(text)).length,
    [selector, text],
  );

/**
 * An init script making this context's localStorage full while the tab's sessionStorage holds
 * `test-full` (so that it lasts across reloads): setItem throws a QuotaExceededError.
 */
function fullStorage() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (this === window.localStorage && sessionStorage.getItem('test-full')) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return setItem.call(this, key, value);
  };
}
const setFull = (page, full) =>
  page.evaluate((full) => (full ? sessionStorage.setItem('test-full', '1') : sessionStorage.removeItem('test-full')), full);
const FULL_TEXT = 'storage is full';

/** Right-to-left names, with no direction control: Arabic, Hebrew, and Hebrew with a number. */
const RTL_NAMES = ['مريم', 'דוד', 'אבי 2'];

/**
 * In the page: where `names` show without being isolated, in the text (the SVG sheets' too), in
 * aria-label and title attributes and in the document's title. A name is isolated between U+2068
 * FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE in its text, or as the whole text of an
 * element that isolates it: a <bdi>, or one whose computed unicode-bidi is isolate,
 * isolate-override or plaintext. Where a number follows a name in its text ("name 18", "name: 18")
 * the number must be drawn right of the name, on its line. Returns what is wrong, how many
 * names it found and how many numbers after them it measured.
 */
function bidiOf(names) {
  const [first, pop] = ['\u2068', '\u2069'];
  const isolating = (el) =>
    el.localName === 'bdi' || ['isolate', 'isolate-override', 'plaintext'].includes(getComputedStyle(el).unicodeBidi);
  const isolatedAlone = (node, name) => {
    for (let el = node.parentElement; el && el.textContent.trim() === name; el = el.parentElement) {
      if (isolating(el)) return true;
    }
    return false;
  };
  const where = (el) => `<${el.localName} class="${el.getAttribute('class') ?? ''}">`;
  const out = { wrong: [], seen: 0, measured: 0 };
  // Each name in `text`: whether it is fenced by the isolates, and where it ends.
  const each = (text, visit) => {
    for (const name of names) {
      for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + name.length)) {
        out.seen += 1;
        visit(name, i, i + name.length, text[i - 1] === first && text[i + name.length] === pop);
      }
    }
  };
  const box = (node, from, to) => {
    const range = document.createRange();
    range.setStart(node, from);
    range.setEnd(node, to);
    return range.getBoundingClientRect();
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.data;
    each(text, (name, start, end, fenced) => {
      if (!fenced && !isolatedAlone(node, name)) out.wrong.push(`${name} in ${JSON.stringify(text)} (${where(node.parentElement)})`);
      const number = /^\u2069?[\s\u00a0:]*(\d+)/.exec(text.slice(end));
      if (!number) return;
      const at = end + number[0].length - number[1].length;
      const [a, b] = [box(node, start, end), box(node, at, at + number[1].length)];
      // Not drawn, or on another line.
      if (!a.width || !b.width || Math.abs(a.top - b.top) > a.height / 2) return;
      out.measured += 1;
      if (b.left < a.right - 1) out.wrong.push(`${number[1]} drawn left of ${name} in ${JSON.stringify(text)} (${where(node.parentElement)})`);
    });
  }
  const said = [...document.querySelectorAll('[aria-label], [title]')]
    .flatMap((el) => ['aria-label', 'title'].map((attr) => [el, attr, el.getAttribute(attr)]))
    .concat([[document.documentElement, 'document title', document.title]]);
  for (const [el, attr, text] of said) {
    if (!text) continue;
    each(text, (name, _start, _end, fenced) => {
      if (!fenced) out.wrong.push(`${name} in the ${attr} ${JSON.stringify(text)} of ${where(el)}`);
    });
  }
  return out;
}

/**
 * Fails unless every right-to-left name the page shows on `screen` is isolated, and each number
 * after one stays on its right (see `bidiOf`); at least `measured` numbers measured. Returns the
 * count of names found.
 */
async function namesIsolated(page, screen, measured = 0) {
  const found = await page.evaluate(bidiOf, RTL_NAMES);
  check(found.wrong.length === 0, `${screen}: ${found.wrong.slice(0, 6).join('; ')}`);
  check(found.seen > 0 && found.measured >= measured, `${screen}: ${found.seen} names found, ${found.measured} numbers after them measured`);
  return found.seen;
}

/** Fails unless each tab's score is drawn right of its name. */
async function tabScoresRightOfNames(page) {
  const wrong = await page.evaluate(() =>
    [...document.querySelectorAll('.tab')].filter((tab) => {
      const [name, score] = ['.tab-name bdi', '.tab-score'].map((s) => tab.querySelector(s)?.getBoundingClientRect());
      return !name || (score && score.left < name.right);
    }).map((tab) => tab.textContent));
  check(wrong.length === 0, `tabs whose score is not right of the name: ${wrong}`);
}

const tests = [
  {
    name: 'an action not saved yet is saved when the page is hidden or left',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 17 });
        await play(page, 2);
        check((await storedActions(page)) === (await state(page)).actions, 'not saved after the frame');
        // From now on no frame and no timer runs the page's callbacks: the autosave waits (and
        // the table, which shows a decision on the sheet first, the rest after the next frame).
        const hold = () =>
          page.evaluate(() => {
            window.running ??= { requestAnimationFrame: window.requestAnimationFrame, setTimeout: window.setTimeout };
            window.requestAnimationFrame = () => 0;
            window.setTimeout = () => 0;
          });
        const release = () => page.evaluate(() => Object.assign(window, window.running));
        // Plays a decision while held; the state before it.
        const playHeld = async () => {
          // Past the end of a turn and the hand-over (page state, not actions), to a decision,
          // with frames and timers running: "End my turn" changes the table after its frame.
          if (!(await legalChoices(page)).length) {
            await release();
            await waitForDecision(page);
            await new Promise((resolve) => { setTimeout(resolve, 500); });
            await hold();
          }
          const was = await state(page);
          const choices = await legalChoices(page);
          const pick = firstNotDeclining(choices);
          // The click's task has run once the click resolves.
          await page.locator('[data-legal="true"]').nth(pick.index).click();
          return was;
        };
        // The timers the last autosaves set (the latest runs 250 ms after its action) pass.
        await new Promise((resolve) => { setTimeout(resolve, 500); });
        await hold();
        const before = await playHeld();
        check((await storedActions(page)) === before.actions, `the autosave ran on the click's path: ${await storedActions(page)} stored after ${before.actions}`);
        // Hidden (another tab in front): saved at once, and the table shows the decision.
        await page.evaluate(() => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
          document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        });
        check((await storedActions(page)) === before.actions + 1, 'not saved when the page was hidden');
        const shown = await state(page);
        check(shown.actions === before.actions + 1, 'the table did not catch up with the decision when the page was hidden');
        // Left (a reload, the tab closed): saved as the page goes.
        await page.evaluate(() => { delete document.hidden; });
        const beforeAgain = await playHeld();
        check((await storedActions(page)) === beforeAgain.actions, 'the autosave ran on the click\'s path');
        await reloadTable(page);
        check((await state(page)).actions === beforeAgain.actions + 1, 'the last action was lost on reload');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'two tabs: neither overwrites the other; a move in one shows at once in the other, which can follow it',
    async run({ browser, url }) {
      const a = await openPage(browser, DESKTOP);
      try {
        await openStart(a, url);
        await startGame(a, { players: 2, seed: 21 });
        await play(a, 2);
        const b = await sameBrowser(a);
        await b.goto(`${url}?fast`, { waitUntil: 'load' });
        await waitForDecision(b);
        check((await state(b)).hash === (await state(a)).hash, 'tab B did not resume the game of tab A');

        // A plays 12 moves: B notices the first at once.
        await play(a, 1);
        const took = await shownWithin(b, '.elsewhere', NOTICE_MS);
        check((await b.locator('.elsewhere[role="alert"]').count()) === 1, 'the notice is not one alert');
        check((await b.locator('.elsewhere .follow').count()) === 1, 'no way to follow');
        // In front while it plays (a tab behind gets few frames and slow timers).
        await a.bringToFront();
        await play(a, 11);
        const aState = await state(a);
        check((await storedActions(a)) === aState.actions, 'A did not store its moves');

        // B plays 1: it stores nothing, and nothing of A's is lost.
        await b.bringToFront();
        await play(b, 1);
        check((await b.locator('.elsewhere').count()) === 1, 'the notice shows twice or went away');
        check((await storedActions(a)) === aState.actions, 'B overwrote A\'s moves');
        await reloadTable(a);
        check((await state(a)).hash === aState.hash, 'A lost moves after a reload');

        // B follows: the same game, and B plays on; now A notices B's move and follows it.
        await b.locator('.elsewhere .follow').click();
        await b.waitForFunction((h) => window.__stateHash === h, aState.hash, { timeout: TIMEOUT_MS });
        check((await b.locator('.elsewhere').count()) === 0, 'the notice stays after following');
        await play(b, 1);
        const bState = await state(b);
        check((await storedActions(b)) === bState.actions, 'B does not save after following');
        await shownWithin(a, '.elsewhere', NOTICE_MS);
        await a.locator('.elsewhere .follow').click();
        await a.waitForFunction((h) => window.__stateHash === h, bState.hash, { timeout: TIMEOUT_MS });
        noErrors(a);
        noErrors(b);
        console.log(`  B noticed A's move in ${took} ms`);
      } finally {
        await a.closeAll();
      }
    },
  },
  {
    name: 'two tabs: Leave in one keeps the game of the other; Delete in one is not undone by the other',
    async run({ browser, url }) {
      const a = await openPage(browser, DESKTOP);
      try {
        await openStart(a, url);
        await startGame(a, { players: 2, seed: 22 });
        await play(a, 3);
        const b = await sameBrowser(a);
        await b.goto(`${url}?fast`, { waitUntil: 'load' });
        await waitForDecision(b);
        const playing = await state(b);

        // A leaves: B keeps the game, through a reload too, and goes on saving it.
        await leaveTable(a);
        await startShown(a);
        await reloadTable(b);
        check((await state(b)).hash === playing.hash, 'B lost its game when A left');
        await play(b, 1);
        check((await b.locator('.elsewhere').count()) === 0, 'B thinks the game moved elsewhere');
        check((await storedActions(b)) === playing.actions + 1, 'B stopped saving');
        // A's list shows B's move.
        await a.waitForFunction((n) => document.querySelector('.saved-game')?.textContent.includes(`${n} decisions`),
          playing.actions + 1, { timeout: NOTICE_MS });

        // A deletes it: B says so at once, stores nothing more, and offers Export and the start.
        const del = a.locator('.saved-game .saved-actions button').last();
        await del.click();
        await del.click();
        await a.waitForFunction(() => !document.querySelector('.saved-game'));
        await shownWithin(b, '.elsewhere', NOTICE_MS);
        check((await b.locator('.elsewhere .follow').count()) === 0, 'a deleted game offers to follow');
        check((await b.locator('.elsewhere .back').count()) === 1, 'no way back to the start');
        await play(b, 2);
        check((await storedActions(b)) === -1, 'B\'s autosave undid the Delete');
        const download = b.waitForEvent('download');
        await b.locator('.elsewhere .export-copy').click();
        check((await download).suggestedFilename().endsWith('.json'), 'no export of this copy');
        await b.locator('.elsewhere .back').click();
        await startShown(b);
        check((await b.locator('.saved-game').count()) === 0, 'the deleted game came back');
        await b.reload({ waitUntil: 'load' });
        await startShown(b);
        check((await b.locator('.saved-game').count()) === 0, 'the deleted game came back after a reload');
        noErrors(a);
        noErrors(b);
      } finally {
        await a.closeAll();
      }
    },
  },
  {
    name: 'storage blocked: the app starts and plays, and says once that nothing can be saved',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await page.context().addInitScript(() => {
          for (const name of ['localStorage', 'sessionStorage']) {
            Object.defineProperty(window, name, {
              configurable: true,
              get() {
                throw new DOMException('The operation is insecure.', 'SecurityError');
              },
            });
          }
        });
        await openStart(page, url);
        const text = 'cannot be saved in this browser';
        check((await countWith(page, '[role="alert"]', text)) === 1, 'the start screen does not say it once');
        await startGame(page, { players: 2, seed: 23 });
        await play(page, 6);
        check((await state(page)).actions >= 6, 'the game did not play');
        check((await countWith(page, '[role="alert"]', text)) === 1, 'the table does not say it once');
        check((await page.locator('.save-problem .export-now').count()) === 1, 'no Export in the notice');
        const download = page.waitForEvent('download');
        await page.locator('.save-problem .export-now').click();
        check((await download).suggestedFilename().endsWith('.json'), 'the export failed');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'storage full at the start and mid-game: every move kept, one notice with Export, all stored once there is room',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await page.context().addInitScript(fullStorage);
        await openStart(page, url);
        // Full from the start: nothing stored, the game plays on.
        await setFull(page, true);
        await startGame(page, { players: 2, seed: 24 });
        await play(page, 3);
        check((await countWith(page, '[role="alert"]', FULL_TEXT)) === 1, 'the full notice does not show once');
        check(!(await page.locator('body').textContent()).includes('QuotaExceeded'), 'the raw error shows');
        check((await page.locator('.save-problem .export-now').count()) === 1, 'no Export in the notice');
        check((await storedActions(page)) === -1, 'something was stored while full');
        // Room again: the next move stores everything.
        await setFull(page, false);
        await play(page, 1);
        check((await page.locator('.save-problem').count()) === 0, 'the notice stays once stored');
        check((await storedActions(page)) === (await state(page)).actions, 'not every move was stored');

        // Full mid-game: moves kept in memory, retried after each move, stored with Retry.
        await play(page, 2);
        const before = await storedActions(page);
        await setFull(page, true);
        await play(page, 6);
        check((await countWith(page, '[role="alert"]', FULL_TEXT)) === 1, 'the full notice does not show once mid-game');
        check((await storedActions(page)) === before, 'what was stored changed while full');
        await setFull(page, false);
        await page.locator('.save-problem .retry').click();
        await page.locator('.save-problem').waitFor({ state: 'detached' });
        const playing = await state(page);
        check((await storedActions(page)) === playing.actions, 'Retry did not store every move');
        await reloadTable(page);
        check((await state(page)).hash === playing.hash, 'moves were lost on reload');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'storage full at the end of a game: the finished game enters the history once there is room',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await page.context().addInitScript(fullStorage);
        await openStart(page, url);
        await setFull(page, true);
        // The computer plays both seats to the end (no pause with ?fast).
        await startGame(page, { players: 2, seed: 25, computers: [0, 1] });
        await waitForEnd(page, 120_000);
        // The table, hidden under the end screen with its own notice, leaves the page a moment
        // after the end screen comes.
        await page.locator('.table-screen').waitFor({ state: 'detached' });
        await page.locator('.save-problem').waitFor();
        check((await countWith(page, '[role="alert"]', FULL_TEXT)) === 1, 'the full notice does not show once');
        check((await page.evaluate(() => localStorage.getItem('orleans-dw:history'))) === null, 'history written');
        await setFull(page, false);
        await page.locator('.save-problem .retry').click();
        await page.locator('.save-problem').waitFor({ state: 'detached' });
        const finished = await state(page);
        check((await storedActions(page)) === finished.actions, 'the finished game was not stored');
        const history = await page.evaluate(() => JSON.parse(localStorage.getItem('orleans-dw:history')));
        check(history?.length === 1, `history: ${JSON.stringify(history)}`);
        await page.locator('.end-actions button.primary').click();
        await startShown(page);
        check((await page.locator('.history-table tbody tr').count()) === 1, 'the history does not list it');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'storage full when a damaged save must be set aside: it stays, told once, listed to download or delete, and is set aside once there is room',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await page.context().addInitScript(fullStorage);
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 26 });
        await play(page, 2);
        const garbage = '{"meta": broken';
        const other = 'orleans-dw:game:stuck-too';
        const key = await page.evaluate(({ garbage, other }) => {
          const key = `orleans-dw:game:${sessionStorage.getItem('orleans-dw:current')}`;
          localStorage.setItem(key, garbage);
          localStorage.setItem(other, garbage.repeat(1000));
          return key;
        }, { garbage, other });
        await setFull(page, true);
        await page.reload({ waitUntil: 'load' });
        await page.locator('.notices').waitFor({ timeout: TIMEOUT_MS });
        const told = () => countWith(page, '.notices li', key);
        check((await told()) === 1, `told ${await told()} times`);
        // Another look at the lists (on a storage event from another tab) tells it no more.
        await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'orleans-dw:lang' })));
        await page.waitForTimeout(300);
        check((await told()) === 1, `told ${await told()} times after a refresh`);
        check((await page.evaluate((key) => localStorage.getItem(key), key)) === garbage, 'the damaged save was lost');
        check(!(await page.locator('.notices').textContent()).includes('QuotaExceeded'), 'the raw error shows');
        // Each is listed with the values set aside, to download or delete.
        const stuck = (k) => page.locator('.quarantine .saved-game', { hasText: k });
        check((await stuck(key).count()) === 1 && (await stuck(other).count()) === 1, 'the values stuck are not listed');
        const download = page.waitForEvent('download');
        await stuck(key).locator('button', { hasText: 'Download' }).click();
        const file = await readFile(await (await download).path(), 'utf8');
        check(file === garbage, `the download holds ${file.slice(0, 40)}`);
        await stuck(other).locator('button', { hasText: 'Delete' }).click();
        await stuck(other).locator('button', { hasText: 'Delete' }).click();
        await until(page, (other) => localStorage.getItem(other) === null, other);
        check((await stuck(other).count()) === 0, 'a value deleted is still listed');
        await setFull(page, false);
        await page.reload({ waitUntil: 'load' });
        await page.locator('.quarantine .saved-game').waitFor({ timeout: TIMEOUT_MS });
        const kept = await page.evaluate(() =>
          Object.entries(localStorage).filter(([k]) => k.startsWith('orleans-dw:quarantine:')).map(([, v]) => JSON.parse(v)));
        check(kept.length === 1 && kept[0].raw === garbage, 'not set aside once there was room');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'imports: a 10 MB file is refused at once with a short message; long input is quoted in short',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        const input = page.locator('.file-button input');
        const problem = page.locator('.saved .problem');
        // The file is made in the page (handing 10 MB over from the test takes seconds itself), and
        // timed from its choice to the message.
        const took = await page.evaluate(
          () =>
            new Promise((resolve) => {
              const input = document.querySelector('.file-button input');
              const files = new DataTransfer();
              files.items.add(new File(['x'.repeat(10_000_000)], 'huge.json', { type: 'application/json' }));
              input.files = files.files;
              const started = performance.now();
              const seen = new MutationObserver(() => {
                if (document.querySelector('.saved .problem')) {
                  seen.disconnect();
                  resolve(performance.now() - started);
                }
              });
              seen.observe(document.body, { childList: true, subtree: true });
              input.dispatchEvent(new Event('change', { bubbles: true }));
            }),
        );
        const text = await problem.textContent();
        check(took < 1000, `a 10 MB file took ${took} ms`);
        check(text.includes('too large') && text.length < 200, text);
        // Under the limit, a long value is quoted as an excerpt.
        const long = JSON.stringify({ meta: 'y'.repeat(900_000), save: { version: 2 } });
        await input.setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(long) });
        await page.waitForFunction(() => document.querySelector('.saved .problem')?.textContent.includes('long.json'));
        const quoted = await problem.textContent();
        check(quoted.length < 400 && quoted.includes('…'), `message of ${quoted.length} characters: ${quoted.slice(0, 400)}`);
        noErrors(page);
        console.log(`  10 MB import refused in ${took.toFixed(1)} ms`);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'direction controls are dropped from names typed and imported: U+202E then "exe.live" shows "exe.live", not "evil.exe"',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await page.locator('.seat-name input').first().fill('\u202Eexe.live\u202C');
        await startGame(page, { players: 2, seed: 27 });
        await waitForDecision(page);
        let names = await page.locator('.tab-name').allTextContents();
        check(names[0] === 'exe.live', `typed: ${JSON.stringify(names)}`);
        const record = await stored(page);
        check(record.meta.names[0] === 'exe.live', `stored: ${JSON.stringify(record.meta.names)}`);
        record.meta.names = ['\u2067\u05e9\u05e8\u05d4\u2069', '\u202Bab'];
        record.meta.id = 'steered';
        await leaveTable(page);
        await page.locator('.file-button input').setInputFiles({
          name: 'steered.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)),
        });
        await page.locator('.table-screen').waitFor();
        await waitForDecision(page);
        names = await page.locator('.tab-name').allTextContents();
        check(JSON.stringify(names) === JSON.stringify(['\u05e9\u05e8\u05d4', 'ab']), `imported: ${JSON.stringify(names)}`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'markup in names is shown as text; names longer than the form\'s are cut, with a notice',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await page.context().addInitScript(() => {
          window.__alerts = 0;
          window.alert = () => {
            window.__alerts += 1;
          };
        });
        await openStart(page, url);
        const markup = '<img src=x onerror=alert(1)>';
        await page.locator('.seat-name input').first().fill('<b>bold</b>');
        await startGame(page, { players: 2, seed: 27 });
        await play(page, 2);
        const record = await stored(page);
        record.meta.names = ['<b>bold</b>', markup];
        record.meta.id = 'marked';
        await leaveTable(page);
        await page.locator('.file-button input').setInputFiles({
          name: 'markup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)),
        });
        await page.locator('.table-screen').waitFor();
        await waitForDecision(page);
        const names = await page.locator('.tab-name').allTextContents();
        check(names[0] === '<b>bold</b>' && names[1] === markup.slice(0, 20), `tabs: ${names}`);
        check((await countWith(page, '[role="alert"]', 'shortened')) === 1, 'no notice of the cut names');
        await play(page, 3);
        check((await page.locator('img[src="x"], b').count()) === 0, 'markup was rendered');
        await leaveTable(page);
        await page.locator('.saved-game').first().waitFor();
        check((await page.locator('.saved-list').textContent()).includes('<b>bold</b>'), 'the list does not show it');
        check((await page.locator('.saved-list img, .saved-list b').count()) === 0, 'markup was rendered in the list');
        check((await page.evaluate(() => window.__alerts)) === 0, 'a script ran');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'markup in names is shown as text on the end screen, in the print view and in the history',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        const names = ['<b>bold</b>', '<u>under</u>'];
        for (const [i, name] of names.entries()) await page.locator('.seat-name input').nth(i).fill(name);
        await startGame(page, { players: 2, seed: 31, computers: [0, 1] });
        await waitForEnd(page, 120_000);
        const rendered = () => page.locator('b, u').count();
        check((await rendered()) === 0, 'markup was rendered on the end screen');
        const columns = await page.locator('.breakdown thead th').allTextContents();
        check(names.every((n) => columns.includes(n)), `end screen columns ${columns}`);
        await page.evaluate(() => {
          window.print = () => {
            window.__printed = true;
          };
        });
        await page.locator('.end-screen button.print').click();
        await page.waitForFunction(() => window.__printed === true);
        check((await page.locator('.print-root').textContent()).includes(names[1]), 'the print view lacks the name');
        check((await rendered()) === 0, 'markup was rendered in the print view');
        await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
        await page.getByRole('button', { name: 'Back to the start' }).click();
        await page.locator('.history-table').waitFor();
        check((await page.locator('.history-table').textContent()).includes(names[0]), 'the history lacks the name');
        check((await rendered()) === 0, 'markup was rendered in the history');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'right-to-left names are isolated on the table (tabs, banner, status, log), at the hand-over and in the saved games',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await choosePlayers(page, 3);
        for (const [i, name] of RTL_NAMES.entries()) await page.locator('.seat-name input').nth(i).fill(name);
        await startGame(page, { players: 3, seed: 33 });
        await waitForDecision(page, { pass: false });
        check(plain(await page.locator('.banner').textContent()).includes(RTL_NAMES[0]), 'the banner does not name the first player');
        await namesIsolated(page, 'the table');
        await tabScoresRightOfNames(page);
        // The first player plays a turn out and ends it: the hand-over names the next one.
        await playTurnOut(page);
        await page.locator('button.end-turn').click();
        await page.locator('.handover-cover').waitFor();
        const handover = plain(await page.locator('.handover-cover h2').textContent());
        check(handover === `Pass to ${RTL_NAMES[1]}`, `the hand-over: ${handover}`);
        await namesIsolated(page, 'the hand-over');
        // The next turn: what the first player did is summed up.
        await page.locator('button.open-turn').click();
        check(await waitForDecision(page, { pass: false }), 'no decision for the second player');
        check((await page.locator('.since li').count()) === 1, 'no summary of the first player\'s turn');
        await namesIsolated(page, 'the second turn');
        await tabScoresRightOfNames(page);
        await leaveTable(page);
        await page.locator('.saved-game').first().waitFor();
        await namesIsolated(page, 'the saved games');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'right-to-left names are isolated, their scores on their right, on the end screen, in the print view, the history, the saved games and the replay',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        // A finished game of four, the last seat a computer named in a left-to-right script.
        const save = JSON.parse(await readFile(path.join(root, 'tests', 'fixtures', 'save_v4_four.json'), 'utf8'));
        const record = recordOf(save, 'rtl-names');
        record.meta.names = [...RTL_NAMES, 'Anna'];
        record.meta.seats[3] = 'Computer';
        await importText(page, 'rtl-names.json', JSON.stringify(record));
        // The final sheets drawn, each headed with its player's name.
        await page.waitForFunction(() => document.querySelectorAll('.end-screen .final .sheet-title').length === 4, null, { timeout: TIMEOUT_MS });
        await namesIsolated(page, 'the end screen');
        await fillPrint(page, '.end-screen button.print');
        check(plain(await page.locator('.print-root').textContent()).includes(RTL_NAMES[2]), 'the print view lacks a name');
        await namesIsolated(page, 'the print view');
        await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
        await page.locator('.end-actions button.primary').click();
        await page.locator('.history-table').waitFor();
        // The history's scores ("name 18 · name 6 …"), each after its name (those on one line
        // with it: the cell wraps).
        await namesIsolated(page, 'the start screen', 2);
        await page.locator('.history-table button.replay').click();
        await page.locator('.replay-about').waitFor({ timeout: TIMEOUT_MS });
        await namesIsolated(page, 'the replay', 2);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'right-to-left names are isolated in a challenge\'s results, their scores on their right',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        const { setup } = JSON.parse(await readFile(path.join(root, 'tests', 'fixtures', 'save_v4_four.json'), 'utf8'));
        const names = [...RTL_NAMES, 'Anna'];
        const result = (id, totals) => ({
          id, finished: 1_700_000_000_000, names, totals, jeanne: null, solo: null, winners: [names[totals.indexOf(Math.max(...totals))]],
        });
        const challenge = {
          save: { version: 4, setup, moves: '' },
          seats: names.map(() => 'Human'),
          results: [result('first', [18, 6, 20, 30]), result('second', [25, 7, 9, 12])],
        };
        const link = `${url}?fast#challenge=${Buffer.from(JSON.stringify(challenge), 'utf8').toString('base64url')}`;
        await page.goto(link, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await page.locator('.challenge-scores').waitFor({ timeout: TIMEOUT_MS });
        // Three right-to-left names in each of the two results.
        await namesIsolated(page, 'the challenge', 6);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'safety', dist, tests, limitMs: 10 * 60_000 });
