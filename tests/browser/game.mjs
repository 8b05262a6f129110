// What the browser tests do with a game on the page, in any language and in either browser
// (Chromium through Playwright, Firefox through Puppeteer): start one from the new-game form, wait
// for a decision, list and click the legal actions ([data-legal="true"]) like a player, end each
// turn ("End my turn", button.end-turn) and open the next one after the hand-over between two
// people (button.open-turn), and play to the end screen. Elements are found by class, never by
// their words, so the same steps play an English and a French page.

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

/**
 * `text` without the invisible isolates (U+2066–U+2069) the app puts around each player's name
 * in its sentences, so that a right-to-left name does not reorder the words around it.
 */
export const plain = (text) => text.replace(/[\u2066-\u2069]/g, '');

/** Fails with the page's errors, if it logged any. */
export function noErrors(page) {
  check(page.errors().length === 0, page.errors().join('\n'));
}

/** A screenshot in tests/output/. */
export const shot = (page, name, fullPage = false) => page.screenshot({ path: path.join(output, name), fullPage });

/** The legal actions of the page: its highlighted targets and its choice buttons. */
const LEGAL = '[data-legal="true"]';

/**
 * Firefox counts a click near the last one within its double-click time as a double-click
 * (`detail` 2), which the app ignores by design; a player's next click at the same spot comes
 * later than this. Longer than the double-click times of GTK (400 ms) and Windows (500 ms).
 */
const DOUBLE_CLICK_MS = 700;
/** How near the last click a click counts as the same spot (GTK's default distance is 5 px). */
const DOUBLE_CLICK_PX = 8;

/**
 * What the driver does to a page that its two libraries spell differently: Playwright's page
 * (Chromium) and Puppeteer's (Firefox, over WebDriver BiDi). Made once per page.
 */
function ui(page) {
  page.ui ??= typeof page.browserContext === 'function' ? puppeteerUi(page) : playwrightUi(page);
  return page.ui;
}

/**
 * How many elements match `selector`, in one script: a locator's count takes more CPU (over
 * BiDi, `$$`'s element handles cost a round trip each).
 */
const countIn = (page, selector) => page.evaluate((selector) => document.querySelectorAll(selector).length, selector);

/** Chromium's: Playwright's locators, and the mouse's clicks where a player aims. */
const playwrightUi = (page) => ({
  until: (fn, arg, timeout = TIMEOUT_MS) => page.waitForFunction(fn, arg, { timeout }),
  waitFor: (selector) => page.locator(selector).first().waitFor({ timeout: TIMEOUT_MS }),
  count: (selector) => countIn(page, selector),
  // Aimed in one script (see `aim`) where a locator's click takes several round trips; by the
  // locator, which waits and scrolls until it can click, where `aim` cannot (not there yet,
  // covered).
  async click(selector, index = 0, timeout = TIMEOUT_MS) {
    const target = await aim(page, selector, index).catch(() => null);
    if (target) await page.mouse.click(target.x, target.y);
    else await page.locator(selector).nth(index).click({ timeout });
  },
  dispatchClick: (selector, index = 0) => page.locator(selector).nth(index).dispatchEvent('click'),
  fill: (selector, text) => page.locator(selector).fill(text),
  select: (selector, index, value) => page.locator(selector).nth(index).selectOption(value),
  checkLabel: (within, label) => page.locator(within).getByLabel(label).check(),
});

/**
 * Where a player's click on the `index`th element matching `selector` lands: its centre, once it
 * has stood still for two frames (two looks 50 ms apart in a tab in the background, which draws
 * none), as Playwright's clicks wait (the app may be scrolling to it), as a player aims at what
 * they see. Scrolled to the middle of the window first if it is not all in view or its centre is
 * covered (as a player scrolls to what they cannot reach). Covered or not there, it throws.
 */
async function aim(page, selector, index) {
  const target = await page.evaluate(async ({ selector, index }) => {
    const e = document.querySelectorAll(selector)[index];
    if (!e) return null;
    const clear = () => {
      const r = e.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const hit = document.elementFromPoint(x, y);
      return { x, y, clear: Boolean(hit) && (hit === e || e.contains(hit)) };
    };
    const r = e.getBoundingClientRect();
    const inView = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    if (!inView || !clear().clear) e.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const look = () => JSON.stringify(e.getBoundingClientRect());
    const next = () =>
      new Promise((resolve) => (document.hidden ? setTimeout(resolve, 50) : requestAnimationFrame(() => resolve())));
    for (let seen = look(), still = 0, tries = 0; still < 2 && tries < 60; tries += 1) {
      await next();
      const now = look();
      still = now === seen ? still + 1 : 0;
      seen = now;
    }
    return clear();
  }, { selector, index });
  if (!target?.clear) throw new Error(`${selector} #${index} is ${target ? 'covered' : 'not there'}`);
  return target;
}

/**
 * `press(x, y)` made a player's way: a press within `near` px of the last one waits out the
 * double-click time (a second press there sooner would be a double-click, which the app ignores
 * by design).
 */
function apart(press, near = DOUBLE_CLICK_PX) {
  let last = null;
  return async (x, y) => {
    if (last && Math.hypot(x - last.x, y - last.y) <= near) {
      const wait = DOUBLE_CLICK_MS - (Date.now() - last.at);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await press(x, y);
    last = { x, y, at: Date.now() };
  };
}

/** How long a finger's tap rests on the screen (a quick tap: 50–100 ms). */
const TAP_MS = 80;
/**
 * How near the last tap a tap counts as the same spot: a finger's slop is wider than a mouse's
 * (two choices aimed at one after the other often sit at the centre of the same panel).
 */
const DOUBLE_TAP_PX = 60;

/**
 * From now on, `page`'s clicks (Chromium's, `cdp` its DevTools session) are a finger's taps, as
 * on a phone: aimed as above, then a touch held `TAP_MS` and lifted, the page making its click of
 * the tap. A press and its release then come as on a phone, in tasks of their own, and no test
 * script runs in the page as they do (Playwright's clicks check their target there, in the
 * click's task): the bench's clicks are timed as a phone's.
 */
export function tapLikeAFinger(page, cdp) {
  const tap = apart(async (x, y) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, TAP_MS));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }, DOUBLE_TAP_PX);
  page.ui = {
    ...playwrightUi(page),
    async click(selector, index = 0) {
      const { x, y } = await aim(page, selector, index);
      await tap(x, y);
    },
  };
}

/**
 * The timed phone game (2 players, seed 42, the bench's and the profiles'), tapped from its first
 * screen on: a mouse's click leaves the page a mouse position, which a tap never sets, and
 * Chromium hit-tests the page there again in every frame whose layout changed (its hover state):
 * at 4× CPU, 18 ms of a click's main thread that no phone spends. Waits for its first decision;
 * returns the page's DevTools session.
 */
export async function startTappedGame(page, url) {
  const cdp = await page.context().newCDPSession(page);
  tapLikeAFinger(page, cdp);
  await openStart(page, url);
  await startGame(page, { players: 2, seed: 42 });
  await waitForDecision(page);
  return cdp;
}

/**
 * Firefox's: waits polled on a timer (a tab in the background gets no frames), and clicks with
 * the mouse at the element's centre once it stands still, a click at the last one's spot after
 * the double-click time.
 */
function puppeteerUi(page) {
  const tap = apart((x, y) => page.mouse.click(x, y));
  const set = (selector, index, value) =>
    page.evaluate(({ selector, index, value }) => {
      const e = document.querySelectorAll(selector)[index];
      e.value = value;
      e.dispatchEvent(new Event('input', { bubbles: true }));
      e.dispatchEvent(new Event('change', { bubbles: true }));
    }, { selector, index, value });
  return {
    until: (fn, arg, timeout = TIMEOUT_MS) => page.waitForFunction(fn, { polling: 50, timeout }, arg),
    waitFor: (selector) => page.waitForSelector(selector, { timeout: TIMEOUT_MS }),
    count: (selector) => countIn(page, selector),
    async click(selector, index = 0) {
      const { x, y } = await aim(page, selector, index);
      await tap(x, y);
    },
    dispatchClick: (selector, index = 0) =>
      page.evaluate(({ selector, index }) => {
        const e = document.querySelectorAll(selector)[index];
        e.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      }, { selector, index }),
    fill: (selector, text) => set(selector, 0, text),
    select: set,
    checkLabel: (within, label) =>
      page.evaluate(({ within, label }) => {
        const l = [...document.querySelectorAll(`${within} label`)].find((e) => e.textContent.trim() === label);
        const input = l?.control ?? l?.querySelector('input');
        if (!input) throw new Error(`no field labelled ${label}`);
        input.click();
      }, { within, label }),
  };
}

/**
 * Waits up to `timeout` (TIMEOUT_MS if not given) for `fn(arg)` to hold in the page, in either
 * browser.
 */
export const until = (page, fn, arg, timeout) => ui(page).until(fn, arg, timeout);

/** Opens the start screen (computer seats move without a pause). */
export async function openStart(page, url) {
  await page.goto(`${url}?fast`, { waitUntil: 'load', timeout: TIMEOUT_MS });
  await startShown(page);
}

/** Waits for the start screen, its lists included (they are drawn once its first frame is). */
export const startShown = (page) => ui(page).waitFor('.start-lists:not([aria-busy])');

/** Unfolds the new-game form's less used settings (places, seed, the physical game). */
export const moreOptions = (page) =>
  page.evaluate(() => {
    const more = document.querySelector('.more-options');
    if (more) more.open = true;
  });

/** Shows the table's buttons (Export, Print, Replay, Leave): on a phone they are under Menu. */
export async function openMenu(page) {
  const menu = page.locator('.topbar .menu-toggle');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** Leaves the table for the start screen with its Leave button, named `name` (its language). */
export async function leaveTable(page, name = 'Leave') {
  await openMenu(page);
  await page.locator('#table-actions button', { hasText: name }).click();
}

/**
 * Chooses the number of players (1 = solo) in the new-game form. A click that did not choose it
 * (once, in a loaded run, the form stayed at 2 players) is told and made once more, as a
 * decision's is (see `insist`).
 */
export async function choosePlayers(page, players) {
  const click = () => ui(page).click('.segmented .seg', players - 1);
  const chosen = (ms) => until(page, (i) => document.querySelectorAll('.segmented .seg input')[i]?.checked, players - 1, ms)
    .then(() => true, () => false);
  await click();
  await insist(page, click, `${players} players`, chosen, {});
}

/**
 * Starts a new game from the start screen: `players` (1 = solo), `seed`, the solo `level` (its
 * label), the seats played by the computer (the others by people) and their `levels` by seat
 * (`random`, `easy`, `normal` or `hard`; Normal when not given); waits for the table (or the end
 * screen of an all-computer game).
 */
export async function startGame(page, { players, seed, level, computers = [], levels = {} }) {
  const u = ui(page);
  await choosePlayers(page, players);
  if (level) await u.checkLabel('.new-game', level);
  // Every seat set: the form remembers the last game's seats.
  for (let seat = 0; seat < players; seat += 1) {
    await u.select('.seat-kind select', seat, computers.includes(seat) ? (levels[seat] ?? 'normal') : 'human');
  }
  await moreOptions(page);
  await u.fill('.seed input', String(seed));
  await u.click('button.start');
  await u.waitFor('.table-screen, .end-screen');
}

/** The buttons between two turns: "End my turn", and the hand-over's "open my turn". */
export const BETWEEN_TURNS = 'button.end-turn, button.open-turn';

/**
 * Waits until a human must decide (a legal action is shown) or the game is over, and for the
 * page to settle (see `settled`). Between two turns it ends the turn and opens the next one, like
 * the players (unless `pass` is false: then it returns at "End my turn" or at the hand-over as
 * well). Counts those clicks in `stats` (`ends`, `handovers`) when given.
 */
export async function waitForDecision(page, { pass = true, stats } = {}) {
  const u = ui(page);
  for (;;) {
    const shown = await settle(page, { decision: true, ms: TIMEOUT_MS });
    if (!shown.held) throw new Error(`no decision, end screen or end of turn in ${TIMEOUT_MS} ms: the page shows ${JSON.stringify(await seenNow(page))}`);
    if (shown.end) return false;
    if (!pass || !shown.between) return true;
    const handover = shown.between === 'open-turn';
    if (stats) stats[handover ? 'handovers' : 'ends'] = (stats[handover ? 'handovers' : 'ends'] ?? 0) + 1;
    await u.click(BETWEEN_TURNS, 0, 3000).catch(() => {}); // gone meanwhile: look again
  }
}

/**
 * Plays the turn of the person at the table out (a choice that is not a decline at each
 * decision, when there is one) until "End my turn" shows; `onDecision()` runs at each decision
 * before its choice. Counts the clicks in `stats`.
 */
export async function playTurnOut(page, stats = { clicks: 0, dispatched: 0 }, onDecision = async () => {}) {
  for (;;) {
    check(await waitForDecision(page, { pass: false }), 'the game ended');
    await onDecision();
    if (await ui(page).count('button.end-turn')) return;
    const all = await legalChoices(page);
    await clickLegal(page, firstNotDeclining(all).index, stats, { settle: false });
  }
}

/**
 * The decision shown now: its legal actions (their index among [data-legal] and their words) and
 * the banner's words (undefined when none shows).
 */
const decisionNow = (page) =>
  page.evaluate((legal) => ({
    choices: [...document.querySelectorAll(legal)]
      .map((e, index) => ({
        index,
        label: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(),
        decline: e.dataset.decline === 'true',
        visible: e.getClientRects().length > 0 && e.checkVisibility() && !e.closest('[inert]'),
      }))
      .filter((c) => c.visible),
    banner: document.querySelector('.banner')?.textContent.replace(/[\u2066-\u2069]/g, '').trim(),
  }), LEGAL);

/** The legal actions shown now: their index among [data-legal] and their words. */
export const legalChoices = async (page) => (await decisionNow(page)).choices;

/** The first of `choices` (as `legalChoices` gives them) that plays something, else the first. */
export const firstNotDeclining = (choices) => choices.find((c) => !c.decline) ?? choices[0];

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
 * screen, or the buttons between two turns; then, `quietly`, for the page to settle (see
 * `settled`). Resolves false if it did not move on.
 */
export const movedOn = (page, before, ms, quietly = true) =>
  settle(page, { moved: before.actions, ms, quietly }).then((shown) => shown.held);

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
 * Clicks the legal element `index` like a player, then waits for the game to move on and (unless
 * `settle` is false: a wait for the next decision follows, which settles) the page to settle. An
 * element that cannot be clicked where it shows (covered) gets a dispatched click (counted); a
 * click without effect is made once more (see `insist`).
 */
export async function clickLegal(page, index, stats, { settle = true } = {}) {
  const u = ui(page);
  const { before, label } = await page.evaluate(({ legal, index }) => {
    const e = document.querySelectorAll(legal)[index];
    return {
      before: { hash: window.__stateHash, actions: window.__logLength },
      label: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(),
    };
  }, { legal: LEGAL, index });
  try {
    await u.click(LEGAL, index, 3000);
  } catch {
    stats.dispatched += 1;
    stats.covered = [...(stats.covered ?? []), label];
    await u.dispatchClick(LEGAL, index);
  }
  await insist(page, () => u.dispatchClick(LEGAL, index), label, (ms) => movedOn(page, before, ms, settle), stats);
  stats.clicks += 1;
}

/**
 * After a click (on what `label` names): waits for `answered(ms)` (a promise of true once the
 * page answered the click, false after `ms`). A click after which nothing changes for
 * `QUIET_CLICK_MS` is told (with what the page shows, and a screenshot in tests/output/) and
 * made once more by `again()`, as a player would (counted in `stats.repeated`); a second one
 * without effect fails, saying what the page showed.
 */
export async function insist(page, again, label, answered, stats) {
  if (await answered(QUIET_CLICK_MS)) return;
  stats.repeated = (stats.repeated ?? 0) + 1;
  const name = `quiet-click-${stats.repeated}.png`;
  await shot(page, name);
  console.log(`  a click on "${label}" changed nothing in ${QUIET_CLICK_MS} ms (${JSON.stringify(await seenNow(page))}, ${name}): clicking again`);
  await again();
  if (!(await answered(TIMEOUT_MS))) {
    throw new Error(`two clicks on "${label}" changed nothing: the page shows ${JSON.stringify(await seenNow(page))}; page errors: ${page.errors().join('; ') || 'none'}`);
  }
}

/**
 * Waits for the next frames: the page has drawn what the last change caused (the game's state is
 * published before the prompt is drawn again, so its old buttons may linger until then; a sheet
 * shown for the first time is whole, not `aria-busy`, and in its own typeface), and has stopped
 * scrolling: two frames pass with no scroll in them. (The app moves the view smoothly to a
 * decision's targets: a click while it moves may press where the target has left, and a press and
 * its release on two elements make no click.) At most 10 s (a busy machine, running other suites
 * beside this one, can take seconds to draw a sheet). Resolves to what the page then shows (one
 * look, not one per question): `end`, the end screen, and `between`, the button between two turns
 * ('end-turn', 'open-turn' or null).
 */
export const settled = (page) => settle(page, {});

/**
 * `settled`, first waiting up to `ms` for the page to show a `decision` (a legal action shown:
 * laid out, not in a folded part, not under the hand-over; or the end screen, or a button between
 * two turns) or to have `moved` on from that many actions (one played, the end screen, or a
 * button between two turns): one script in the page, which looks after each frame (once it is
 * laid out: a look in the frame's callbacks would have the page laid out for it), where a wait
 * followed by `settled` took two, and a frame more. Resolves as `settled` does, with `held`
 * false (and no settling) if what it waited for did not come; not `quietly`, as soon as it came,
 * unsettled. A tab in the background draws no frames: it looks every 50 ms instead.
 */
const settle = (page, { decision = false, moved = null, ms = 0, quietly = true }) =>
  page.evaluate(({ between, legal, decision, moved, ms, quietly }) => new Promise((resolve) => {
    const next = (f) => (document.hidden ? setTimeout(f, 50) : requestAnimationFrame(() => setTimeout(f, 0)));
    const holds = () => {
      if (document.querySelector('.end-screen') || document.querySelector(between)) return true;
      if (moved !== null) return window.__logLength !== moved;
      return !decision ||
        [...document.querySelectorAll(legal)].some((e) => e.getClientRects().length > 0 && e.checkVisibility() && !e.closest('[inert]'));
    };
    let quiet = 0;
    const moving = () => { quiet = 0; };
    // Whether a container says its contents are still coming: looked up again only after the
    // page changed (a look through the whole page at every frame cost more than the test's
    // other work in it).
    let busy = true;
    let changed = true;
    const watcher = new MutationObserver(() => { changed = true; });
    const done = (held) => {
      document.removeEventListener('scroll', moving, true);
      watcher.disconnect();
      const button = document.querySelector(between);
      resolve({
        held,
        end: Boolean(document.querySelector('.end-screen')),
        between: button ? (button.classList.contains('open-turn') ? 'open-turn' : 'end-turn') : null,
      });
    };
    const settling = () => {
      if (!quietly) return done(true);
      document.addEventListener('scroll', moving, { capture: true, passive: true });
      watcher.observe(document, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
      setTimeout(() => done(true), 10_000);
      const frame = () => {
        // A sheet shown for the first time comes a few areas a frame: not settled until whole,
        // nor while a face of the typeface is loading (its text drawn meanwhile in another font,
        // whose widths the sheet's layout was not made for).
        if (changed) {
          changed = false;
          busy = Boolean(document.querySelector('[aria-busy="true"]'));
        }
        quiet = busy || document.fonts.status === 'loading' ? 0 : quiet + 1;
        if (quiet > 2) done(true);
        else next(frame);
      };
      next(frame);
    };
    const started = Date.now();
    const look = () => {
      if (holds()) settling();
      else if (Date.now() - started > ms) resolve({ held: false });
      else next(look);
    };
    look();
  }), { between: BETWEEN_TURNS, legal: LEGAL, decision, moved, ms, quietly });

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
    const { choices: all, banner } = await decisionNow(page);
    // The page changed under us (the end screen came after a computer's last move): look again.
    if (!all.length || banner === undefined) continue;
    stats.banners.add(banner);
    const preferred = all.filter((c) => !c.decline);
    const pool = preferred.length ? preferred : all;
    await clickLegal(page, pool[Math.floor(rng() * pool.length)].index, stats, { settle: false });
  }
  // Stopped after `turns`: the last click's page settles too (the next decision's wait settled
  // each one before).
  if (stats.clicks >= turns) await settled(page);
  return stats;
}

/**
 * A saved-game record (the app's file format) holding `save`, its people named `names` (P1, P2…
 * when not given), its seats `seats` (people when not given; `"Computer"` a Normal computer).
 */
export function recordOf(save, id, created = 1_700_000_000_000, names = undefined, seats = undefined) {
  const players = save.setup.players;
  return {
    meta: {
      id,
      names: names ?? Array.from({ length: players }, (_, p) => `P${p + 1}`),
      seats: seats ?? Array.from({ length: players }, () => 'Human'),
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

/** The fixture save `tests/fixtures/<name>.json`. */
export const fixture = async (name) => JSON.parse(await readFile(path.join(root, 'tests', 'fixtures', `${name}.json`), 'utf8'));

/** `save` (of version 4 or later: its moves a token each, a token starting with a capital) cut to
 * its first `n` actions: a game under way. */
export function firstActions(save, n) {
  const starts = [...save.moves.matchAll(/[A-Z]/g)].map((m) => m.index);
  check(starts.length > n, `the save has ${starts.length} actions, not more than ${n}`);
  return { ...save, moves: save.moves.slice(0, starts[n]) };
}

/**
 * Imports `save` as the game `id` of people named `names` (or of the seats `seats`, see
 * `recordOf`) from the start screen, and waits for its table (or its end screen, for a finished
 * game): a screen of a game under way or ended starts there rather than from a game played
 * through.
 */
export async function importSave(page, save, id, names, seats) {
  await importText(page, `${id}.json`, JSON.stringify(recordOf(save, id, undefined, names, seats)));
  await page.locator('.table-screen, .end-screen').first().waitFor({ timeout: TIMEOUT_MS });
}

/**
 * Waits up to `timeout` for the end screen, then for it to settle: it draws its parts (the
 * results, the reading, the sheets) one a frame, its body busy until the last.
 */
export async function waitForEnd(page, timeout = TIMEOUT_MS) {
  await page.locator('.end-screen').waitFor({ timeout });
  await settled(page);
}

/**
 * Imports the fixture save `tests/fixtures/<name>.json`, a finished game of people named P1,
 * P2…, from the start screen, and waits for its end screen. Returns the save.
 */
export async function importFinished(page, name) {
  const save = await fixture(name);
  await importSave(page, save, name);
  await waitForEnd(page);
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
