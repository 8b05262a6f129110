// What the browser tests do with a game on the page, in any language: start one from the new-game
// form, wait for a decision, list and click the legal actions ([data-legal="true"]) like a
// player, end each turn ("End my turn", button.end-turn) and open the next one after the hand-over
// between two people (button.open-turn), and play to the end screen. Elements are found by
// class, never by their words, so the same steps play an English and a French page.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { output, root, TIMEOUT_MS } from './harness.mjs';

/** At most this many decisions in one game (a 2-player game takes about 150–250). */
const MAX_CLICKS = 3000;

/** A small seeded random source (mulberry32), so that a failing run can be replayed. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Throws `message` unless `condition` holds. */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Fails with the page's errors, if it logged any. */
export function noErrors(page) {
  check(page.errors().length === 0, page.errors().join('\n'));
}

/** A screenshot in tests/output/. */
export const shot = (page, name, fullPage = false) => page.screenshot({ path: path.join(output, name), fullPage });

/** Opens the start screen (computer seats move without a pause). */
export async function openStart(page, url) {
  await page.goto(`${url}?fast`, { waitUntil: 'load', timeout: TIMEOUT_MS });
  await page.locator('button.start').waitFor({ timeout: TIMEOUT_MS });
}

/** Chooses the number of players (1 = solo) in the new-game form. */
export const choosePlayers = (page, players) => page.locator('.segmented .seg').nth(players - 1).click();

/**
 * Starts a new game from the start screen: `players` (1 = solo), `seed`, the solo `level` (its
 * label), the seats played by the computer (the others by people) and their `levels` by seat
 * (`random`, `easy`, `normal` or `hard`; Normal when not given); waits for the table (or the end
 * screen of an all-computer game).
 */
export async function startGame(page, { players, seed, level, computers = [], levels = {} }) {
  await choosePlayers(page, players);
  if (level) await page.locator('.new-game').getByLabel(level).check();
  // Every seat set: the form remembers the last game's seats.
  for (let seat = 0; seat < players; seat += 1) {
    await page.locator('.seat-kind select').nth(seat).selectOption(computers.includes(seat) ? (levels[seat] ?? 'normal') : 'human');
  }
  await page.locator('.seed input').fill(String(seed));
  await page.locator('button.start').click();
  await page.locator('.table-screen, .end-screen').first().waitFor({ timeout: TIMEOUT_MS });
}

/** The buttons between two turns: "End my turn", and the hand-over's "open my turn". */
export const BETWEEN_TURNS = 'button.end-turn, button.open-turn';

/**
 * Waits until a human must decide (a legal action is shown) or the game is over. Between two
 * turns it ends the turn and opens the next one, like the players (unless `pass` is false: then
 * it returns at "End my turn" or at the hand-over as well). Counts those clicks in `stats`
 * (`ends`, `handovers`) when given.
 */
export async function waitForDecision(page, { pass = true, stats } = {}) {
  for (;;) {
    await page.waitForFunction(
      (between) =>
        document.querySelector('.end-screen') ||
        document.querySelector(between) ||
        [...document.querySelectorAll('[data-legal="true"]')].some((e) => e.getClientRects().length > 0),
      BETWEEN_TURNS,
      { timeout: TIMEOUT_MS },
    );
    await settled(page);
    if (await page.locator('.end-screen').count()) return false;
    const between = page.locator(BETWEEN_TURNS);
    if (!pass || !(await between.count())) return true;
    const handover = (await between.first().getAttribute('class')).includes('open-turn');
    if (stats) stats[handover ? 'handovers' : 'ends'] = (stats[handover ? 'handovers' : 'ends'] ?? 0) + 1;
    await between.first().click({ timeout: 3000 }).catch(() => {}); // gone meanwhile: look again
  }
}

/** The legal actions shown now: their index among [data-legal] and their words. */
export function legalChoices(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-legal="true"]')]
      .map((e, index) => ({
        index,
        label: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(),
        decline: e.dataset.decline === 'true',
        visible: e.getClientRects().length > 0,
      }))
      .filter((c) => c.visible),
  );
}

/** The number of actions of a stored save: `moves` holds one token each, a token starting with a
 * capital (saves of versions 2 and 3 list them in `actions`). */
export const actionCount = (save) =>
  typeof save.moves === 'string' ? (save.moves.match(/[A-Z]/g) ?? []).length : save.actions.length;

/** The game on the table: its state hash and its number of actions. */
export const state = (page) => page.evaluate(() => ({ hash: window.__stateHash, actions: window.__logLength }));

/** How long a click may go without any change before it is told and made once more. */
const QUIET_CLICK_MS = 5000;

/**
 * Waits up to `ms` for the game to move on from `before` (a `state`): an action played, the end
 * screen, or the buttons between two turns. Resolves false if it did not.
 */
export const movedOn = (page, before, ms) =>
  page
    .waitForFunction(
      ({ b, between }) => window.__logLength !== b || document.querySelector('.end-screen') || document.querySelector(between),
      { b: before.actions, between: BETWEEN_TURNS },
      { timeout: ms },
    )
    .then(() => true, () => false);

/**
 * What the page shows now, for a message: the prompt's heading, the table's status lines (the
 * banner, the hint…) and the legal choices' words.
 */
const seenNow = async (page) => ({
  ...(await page.evaluate(() => ({
    heading: document.querySelector('.table-screen h2')?.textContent?.trim(),
    status: [...document.querySelectorAll('.table-screen [role="status"]')]
      .map((e) => e.textContent.trim()).filter((t) => t).join(' | '),
  }))),
  legal: (await legalChoices(page)).map((c) => c.label.slice(0, 40)),
});

/**
 * Clicks the legal element `index` like a player, then waits for the game to move on. An SVG
 * target whose centre is covered is clicked through a dispatched click (counted); a click
 * without effect is made once more (see `insist`).
 */
export async function clickLegal(page, index, stats) {
  const before = await state(page);
  const target = page.locator('[data-legal="true"]').nth(index);
  const label = (await target.evaluate((e) => e.getAttribute('aria-label') ?? e.textContent ?? '')).trim();
  try {
    await target.click({ timeout: 3000 });
  } catch {
    stats.dispatched += 1;
    stats.covered = [...(stats.covered ?? []), label];
    await target.dispatchEvent('click');
  }
  await insist(page, target, label, (ms) => movedOn(page, before, ms), stats);
  await settled(page);
  stats.clicks += 1;
}

/**
 * After a click on `target` (named `label`): waits for `answered(ms)` (a promise of true once
 * the page answered the click, false after `ms`). A click after which nothing changes for
 * `QUIET_CLICK_MS` is told (with what the page shows, and a screenshot in tests/output/) and
 * made once more, as a player would (counted in `stats.repeated`); a second one without effect
 * fails, saying what the page showed.
 */
export async function insist(page, target, label, answered, stats) {
  if (await answered(QUIET_CLICK_MS)) return;
  stats.repeated = (stats.repeated ?? 0) + 1;
  const name = `quiet-click-${stats.repeated}.png`;
  await shot(page, name);
  console.log(`  a click on "${label}" changed nothing in ${QUIET_CLICK_MS} ms (${JSON.stringify(await seenNow(page))}, ${name}): clicking again`);
  await target.dispatchEvent('click');
  if (!(await answered(TIMEOUT_MS))) {
    throw new Error(`two clicks on "${label}" changed nothing: the page shows ${JSON.stringify(await seenNow(page))}; page errors: ${page.errors().join('; ') || 'none'}`);
  }
}

/**
 * Waits for the next frames: the page has drawn what the last change caused (the game's state is
 * published before the prompt is drawn again, so its old buttons may linger until then; a sheet
 * shown for the first time is whole, not `aria-busy`, and in its own typeface), and has stopped scrolling: two frames
 * pass with no scroll in them. (The app moves the view smoothly to a decision's targets: a click
 * while it moves may press where the target has left, and a press and its release on two
 * elements make no click.) A tab in the background
 * draws no frames: then a short pause instead. At most 10 s (a busy machine, running other
 * suites beside this one, can take seconds to draw a sheet).
 */
export const settled = (page) =>
  page.evaluate(() => new Promise((resolve) => {
    let frames = 0;
    let quiet = 0;
    const moved = () => { quiet = 0; };
    const done = () => {
      document.removeEventListener('scroll', moved, true);
      resolve();
    };
    document.addEventListener('scroll', moved, { capture: true, passive: true });
    const frame = () => {
      frames += 1;
      // A sheet shown for the first time comes a few areas a frame: not settled until whole,
      // nor while a face of the typeface is loading (its text drawn meanwhile in another font,
      // whose widths the sheet's layout was not made for).
      const busy = document.querySelector('[aria-busy="true"]') || document.fonts.status === 'loading';
      quiet = busy ? 0 : quiet + 1;
      if (quiet > 2) done();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    setTimeout(() => { if (frames === 0) done(); }, 200);
    setTimeout(done, 10_000);
  }));

/**
 * Plays the game to its end screen by clicking only legal elements: a random one each time,
 * preferring anything but declining. `onStep(clicks)` runs before each decision. With `turns`,
 * stops after that many decisions.
 */
export async function playToEnd(page, seed, onStep = async () => {}, turns = Infinity) {
  const rng = random(seed);
  const stats = { clicks: 0, dispatched: 0, ends: 0, handovers: 0, banners: new Set() };
  while (stats.clicks < turns && (await waitForDecision(page, { stats }))) {
    check(stats.clicks < MAX_CLICKS, `no end after ${MAX_CLICKS} decisions`);
    await onStep(stats.clicks);
    const all = await legalChoices(page);
    // The page changed under us (the end screen came after a computer's last move): look again.
    if (!all.length || !(await page.locator('.banner').count())) continue;
    stats.banners.add((await page.locator('.banner').textContent()).trim());
    const preferred = all.filter((c) => !c.decline);
    const pool = preferred.length ? preferred : all;
    await clickLegal(page, pool[Math.floor(rng() * pool.length)].index, stats);
  }
  return stats;
}

/** A saved-game record (the app's file format) holding `save`. */
export function recordOf(save, id, created = 1_700_000_000_000) {
  const players = save.setup.players;
  return {
    meta: {
      id,
      names: Array.from({ length: players }, (_, p) => `P${p + 1}`),
      seats: Array.from({ length: players }, () => 'Human'),
      created,
    },
    save,
  };
}

/** Stores `n` copies of `record` in the page's storage, as games `many-0`, `many-1`… */
export function storeCopies(page, record, n) {
  return page.evaluate(({ record, n }) => {
    for (let i = 0; i < n; i++) {
      const r = { ...record, meta: { ...record.meta, id: `many-${i}`, created: record.meta.created + i } };
      localStorage.setItem(`orleans-dw:game:many-${i}`, JSON.stringify(r));
    }
  }, { record, n });
}

/** Imports `text` as a file named `name` from the start screen. */
export async function importText(page, name, text) {
  await page.locator('.file-button input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/**
 * Imports the fixture save `tests/fixtures/<name>.json`, a finished game of people named P1,
 * P2…, from the start screen, and waits for its end screen: a screen that tests an end starts
 * there rather than from a game played through. Returns the save.
 */
export async function importFinished(page, name) {
  const save = JSON.parse(await readFile(path.join(root, 'tests', 'fixtures', `${name}.json`), 'utf8'));
  await importText(page, `${name}.json`, JSON.stringify(recordOf(save, name)));
  await page.locator('.end-screen').waitFor({ timeout: TIMEOUT_MS });
  return save;
}

/** Stubs the print dialog, presses `button` and waits for the print view to be filled. */
export async function fillPrint(page, button) {
  await page.evaluate(() => {
    window.__prints = 0;
    window.print = () => {
      window.__prints += 1;
    };
  });
  await page.locator(button).first().click();
  await page.waitForFunction(() => window.__prints === 1, null, { timeout: TIMEOUT_MS });
}
