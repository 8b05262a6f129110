// Browser tests of what the page shows when the app cannot start or stops on an error, in
// headless Chromium:
//
//   - a normal load never shows index.html's message that the app could not start;
//   - with the app's WebAssembly or script missing (404), or no WebAssembly in the browser, the
//     message shows, in French and English, with a Reload button that has the focus and works;
//   - an uncaught error, or an unhandled promise rejection, shows the recovery panel
//     (role="alertdialog", focused, no axe-core violation) in the page's language; its Export
//     downloads the game as saved before the error, and Reload resumes that game;
//   - a panic in the app's code does the same: it is forced by the event the app panics on
//     (`orleans-dw-panic-test`, src/recovery.rs), which nothing in the app dispatches.
//
//   node tests/browser/recovery.mjs [dist-dir]
//
// Prints one line per test and a final `recovery: N passed, M failed`; exits non-zero on failure.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { actionCount, check, choosePlayers, openStart, playToEnd, shot, startGame, startShown, state, waitForDecision } from './game.mjs';
import { openPage, PHONE, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };
/** The parts of the page's wasm that the start screen does not load (scripts/page-wasm.mjs). */
const PARTS = /app-[0-9a-f]+\/(split|chunk)_[^/]+\.wasm$/;
const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The event the app panics on (src/recovery.rs). */
const PANIC_EVENT = 'orleans-dw-panic-test';

/** In every page: note whether #load-failed was ever shown (its `hidden` removed). */
const WATCH_LOAD_FAILED = `
  window.__loadFailedShown = false;
  new MutationObserver(() => {
    const m = document.getElementById('load-failed');
    if (m && !m.hidden) window.__loadFailedShown = true;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
`;

/** Checks the load-failure message: shown, in both languages, its Reload button focused. */
async function checkLoadFailed(page) {
  const message = page.locator('#load-failed');
  await message.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  const text = await message.innerText();
  check(text.includes('The app could not start') && text.includes('L’application n’a pas pu démarrer'), text);
  check(/clear this site’s data/.test(text) && /connexion/.test(text), `what to try is missing: ${text}`);
  check(await page.evaluate(() => document.activeElement?.id === 'load-failed-reload'), 'Reload has not the focus');
  check((await page.locator('.table-screen, .start-screen, button.start').count()) === 0, 'the app is there too');
}

/** Plays `moves` decisions of a new 2-player game; returns the game's state. */
async function gameUnderWay(page, url, moves, seed = 5) {
  await openStart(page, url);
  await startGame(page, { players: 2, seed });
  await playToEnd(page, seed, async () => {}, moves);
  await waitForDecision(page);
  return state(page);
}

/** The accessibility violations axe-core finds in the element `selector`. */
async function axeViolations(page, selector) {
  await page.evaluate(AXE); // evaluated by the test driver, so the page's CSP does not apply
  const found = await page.evaluate(async (s) => {
    const result = await window.axe.run(document.querySelector(s), { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
  }, selector);
  return found;
}

/**
 * Checks the recovery panel after an error (`cause` makes it happen) in a game `moves` deep:
 * shown in `language`, focused, accessible; Export gives the game as saved before; Reload
 * resumes it. Returns the panel's details text.
 */
async function checkRecovery(page, url, { cause, language, moves = 6 }) {
  const before = await gameUnderWay(page, url, moves);
  const stored = await page.evaluate(() => {
    const id = sessionStorage.getItem('orleans-dw:current') ?? JSON.parse(localStorage.getItem('orleans-dw:current'));
    return localStorage.getItem(`orleans-dw:game:${id}`);
  });
  check(stored && actionCount(JSON.parse(stored).save) === before.actions, 'the game is not saved as played');
  await cause(page);
  const panel = page.locator('.recovery[role="alertdialog"]');
  await panel.waitFor({ timeout: TIMEOUT_MS });
  check((await page.locator('.recovery').count()) === 1, 'more than one recovery panel');
  check(await page.evaluate(() => document.activeElement?.classList.contains('recovery')), 'the panel has not the focus');
  check((await panel.getAttribute('lang')) === language, `panel language ${await panel.getAttribute('lang')}`);
  const title = (await panel.locator('h2').textContent()).trim();
  check(title === (language === 'fr' ? 'Un problème est survenu' : 'Something went wrong'), `title: ${title}`);
  check(await page.evaluate(() => [...document.body.children].every((c) => c.classList.contains('recovery') || c.inert)),
    'the page under the panel still answers');
  const violations = await axeViolations(page, '.recovery');
  check(violations.length === 0, `axe-core: ${violations.join('\n')}`);
  await shot(page, `recovery-${language}.png`);

  // Export: the game as saved before the error.
  const exportName = language === 'fr' ? 'Exporter cette partie' : 'Export this game';
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: exportName }).click()]);
  const exported = await readFile(await download.path(), 'utf8');
  check(exported === stored, 'the export is not the game as saved');
  check(/^orleans-dw-.+\.json$/.test(download.suggestedFilename()), `export name ${download.suggestedFilename()}`);
  const details = await panel.locator('pre').textContent();

  // Reload: the same game, played on.
  const reloadName = language === 'fr' ? 'Recharger la page' : 'Reload the page';
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: reloadName }).click()]);
  await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
  await page.waitForFunction(() => window.__stateHash !== undefined, null, { timeout: TIMEOUT_MS });
  const after = await state(page);
  check(after.hash === before.hash && after.actions === before.actions, `resumed ${JSON.stringify(after)}, was ${JSON.stringify(before)}`);
  check((await page.locator('.recovery').count()) === 0, 'the panel is still there after a reload');
  return details;
}

/** Checks that `element` is inside the viewport of `size` (not against its top edge, as in a page
 * left scrolled), and a `target` (something to press) at least 24×24 CSS px. */
async function checkInView(element, size, { target = false } = {}) {
  const box = await element.boundingBox();
  check(box && box.x >= 0 && box.y >= 8 && box.x + box.width <= size.width && box.y + box.height <= size.height,
    `not in view at ${size.width}×${size.height}: ${JSON.stringify(box)}`);
  if (target) check(box.width >= 24 && box.height >= 24, `smaller than 24×24 px at ${size.width}: ${JSON.stringify(box)}`);
}

/** Routes every request for a URL matching `pattern` to a 404. */
const missing = (page, pattern) =>
  page.route(pattern, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));

const tests = [
  {
    name: 'a normal load never shows the message that the app could not start',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await page.addInitScript(WATCH_LOAD_FAILED);
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 3 });
        await page.reload({ waitUntil: 'load' });
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        check(!(await page.evaluate(() => window.__loadFailedShown)), 'the message flashed on a normal load');
        check((await page.locator('#load-failed').count()) === 0, 'the message is still in the page after mounting');
        check((await page.locator('.recovery').count()) === 0, 'a recovery panel on a normal load');
        check(page.errors().length === 0, page.errors().join('\n'));
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the WebAssembly missing: the message shows, and Reload starts the app once it is back',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await missing(page, '**/*_bg.wasm');
        await page.goto(url);
        await checkLoadFailed(page);
        await shot(page, 'load-failed.png');
        const violations = await axeViolations(page, '#load-failed');
        check(violations.length === 0, `axe-core: ${violations.join('\n')}`);
        await page.unroute('**/*_bg.wasm');
        await Promise.all([page.waitForEvent('load'), page.locator('#load-failed-reload').click()]);
        await startShown(page);
        check((await page.locator('#load-failed').count()) === 0, 'the message stays once the app has started');
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the app’s script missing: the message shows',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await missing(page, /app-[0-9a-f]+\/orleans-dw\.js$/);
        await page.goto(url);
        await checkLoadFailed(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the table’s code arriving slowly: a loading line shows until the table is there (desktop and phone)',
    async run({ browser, url }) {
      for (const size of [DESKTOP, PHONE]) {
        const page = await openPage(browser, size);
        try {
          let release;
          const held = new Promise((resolve) => { release = resolve; });
          await page.route(PARTS, async (route) => { await held; await route.continue(); });
          await page.goto(url);
          await page.locator('button.start').click();
          const loading = page.locator('.deferred-loading[role="status"]');
          await loading.waitFor({ timeout: TIMEOUT_MS });
          check((await loading.textContent()).trim() === 'Loading…', `loading line: ${await loading.textContent()}`);
          await checkInView(loading, size);
          await shot(page, `deferred-loading-${size.width}.png`);
          release();
          await page.locator('main.table-screen').waitFor({ timeout: TIMEOUT_MS });
          check((await loading.count()) === 0, 'the loading line stays with the table');
          check(page.errors().length === 0, page.errors().join('\n'));
        } finally {
          await page.closeAll();
        }
      }
    },
  },
  {
    name: 'the table’s code missing (loaded on demand): a new game says so (desktop and phone), and after Reload the form keeps its settings and plays once the code is back',
    async run({ browser, url }) {
      for (const size of [DESKTOP, PHONE]) {
        const page = await openPage(browser, size);
        try {
          await missing(page, PARTS);
          await page.goto(url);
          await choosePlayers(page, 3);
          await page.locator('button.start').click();
          const failed = page.locator('.deferred-failed[role="alert"]');
          await failed.waitFor({ timeout: TIMEOUT_MS });
          check((await failed.textContent()).includes('could not be loaded'), `message: ${await failed.textContent()}`);
          check((await page.locator('.recovery').count()) === 0, 'a recovery panel instead of the message');
          await checkInView(failed.locator('p'), size);
          await checkInView(failed.locator('button'), size, { target: true });
          await shot(page, `deferred-failed-${size.width}.png`);
          const violations = await axeViolations(page, '.deferred-failed');
          check(violations.length === 0, `axe-core: ${violations.join('\n')}`);
          await page.unroute(PARTS);
          await Promise.all([page.waitForEvent('load'), failed.locator('button').click()]);
          // The game never reached its table, so the reload shows the start screen again, with the
          // form as it was sent (the seats remembered); a new game now opens on the table.
          await startShown(page);
          const players = await page.locator('.segmented.starts').getAttribute('data-players');
          check(players === '3', `the form forgot the 3 players: ${players}`);
          await page.locator('button.start').click();
          await page.locator('main.table-screen').waitFor({ timeout: TIMEOUT_MS });
          check((await page.locator('.deferred-failed').count()) === 0, 'the message stays once the code is back');
        } finally {
          await page.closeAll();
        }
      }
    },
  },
  {
    name: 'a browser without WebAssembly: the message shows',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await page.addInitScript(() => delete globalThis.WebAssembly);
        await page.goto(url);
        await checkLoadFailed(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'an uncaught error shows the recovery panel (English): Export gives the saved game, Reload resumes it',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        const details = await checkRecovery(page, url, {
          language: 'en',
          cause: (p) => p.evaluate(() => setTimeout(() => {
            throw new Error('thrown by the recovery test');
          })),
        });
        check(details.includes('thrown by the recovery test'), `details: ${details}`);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'an unhandled promise rejection shows the recovery panel in French',
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, locale: 'fr-FR' });
      try {
        const details = await checkRecovery(page, url, {
          language: 'fr',
          cause: (p) => p.evaluate(() => {
            Promise.reject(new Error('rejected by the recovery test'));
          }),
        });
        check(details.includes('rejected by the recovery test'), `details: ${details}`);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a panic in the app shows the recovery panel: Export gives the saved game, Reload resumes it',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        const details = await checkRecovery(page, url, {
          language: 'en',
          moves: 8,
          cause: (p) => p.evaluate((name) => dispatchEvent(new Event(name)), PANIC_EVENT),
        });
        check(details.includes('forced by the panic test'), `details: ${details}`);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'recovery', dist, tests, limitMs: 5 * 60_000 });
