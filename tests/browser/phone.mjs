// Browser tests of a phone's turn, played by touch as a person would: at every turn's opening
// (its pick), with no scroll, the decision's heading and every choice are inside the window and
// not covered (the element at each choice's centre is that choice), and each follower's words
// (what it would do, in brief on a phone) are whole, not cut; at every decision Undo, when
// it is enabled, is in view too; a sheet's zoom changes at most once per decision; choices said in
// brief go several to a line, each named by its whole words: a Monk's follower, a good, a Bank row
// all in view; a road or waterway, a city (longer words, up to ten of them) at least four in view.
// Games: 2- and 4-player hot-seat, solo and the guided game, at 390×844 and 360×640, and held
// sideways (844×390, 740×360: the prompt a pane down the right side), in English and French. The
// 2-player game, played to its end by touch, also checks that every decision comes within reach
// (targets in view or brought there, at least 24×24 px, every choice a button in the prompt docked
// at the bottom; every target in view at 3 decisions in 4 at least, the zoom fitted to them), that
// a sheet's zoom in a turn holds until the turn is ended, and that taps never throw the page to
// the top: the Chromium tests' one whole hot-seat game on a phone.
// Also: a finger held on a choice previews it and, let go, plays nothing; a tap plays, and the
// sheet shows it, in its release's task (as a tap on the hand-over opens the turn); a finger slid
// off a choice plays nothing; a double tap never plays for the next seat. A window made narrow
// mid-decision (its sheet drawn anew in the other arrangement) brings the decision's targets into
// view, and a new height alone (a phone's address bar) never moves the page; a docked prompt
// scrolled by hand shows the next decision from its top. And the start screen:
// "Start the game" above the fold on a laptop, each seat's level readable on a phone, a 5-player
// table's tabs whole.
//
//   node tests/browser/phone.mjs [dist-dir]
//
// Prints one line per test, `figure:` lines (taps and scrolls per turn) and a final
// `phone: N passed, M failed`; exits non-zero on failure.

import path from 'node:path';
import {
  BETWEEN_TURNS, check, clickLegal, legalChoices, moreOptions, movedOn, noErrors, openStart, random, settled,
  shot, startGame, state, waitForDecision,
} from './game.mjs';
import { openPage, PHONE, root, runSuite, SMALL_PHONE as SMALL, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const FRENCH = { locale: 'fr-FR' };

/**
 * Counts, in the page, each change of the zoom level of the sheet on view (its frame's
 * `data-zoom`, `window.__zooms`; a hidden sheet goes back to whole behind the hand-over, unseen),
 * to be read and reset at each decision.
 */
const watchZoom = (page) =>
  page.evaluate(() => {
    window.__zooms = 0;
    const last = new WeakMap();
    new MutationObserver((changes) => {
      for (const { target } of changes) {
        if (!target.classList?.contains('sheet-frame')) continue;
        const zoom = target.dataset.zoom;
        if (!target.hidden && last.has(target) && last.get(target) !== zoom) window.__zooms += 1;
        last.set(target, zoom);
      }
    }).observe(document.querySelector('.board'), { subtree: true, attributes: true, attributeFilter: ['data-zoom'] });
    for (const f of document.querySelectorAll('.sheet-frame')) last.set(f, f.dataset.zoom);
  });

/**
 * What the window shows of the decision now: the prompt's heading, each legal choice (its
 * label, whether it declines, whether it is inside the window and not covered at its centre) and
 * Undo's; whether a button between two turns shows; the game's state (as `state` gives it); and
 * how many times the zoom changed since the last look at a decision (`window.__zooms`, set back
 * to 0 unless `between`, a look at the buttons between two turns).
 */
const inView = (page, between = false) =>
  page.evaluate(({ selector, between }) => {
    const clear = (e) => {
      const r = e.getBoundingClientRect();
      if (!r.width || !r.height) return false;
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const inside = r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
      const hit = document.elementFromPoint(x, y);
      return inside && Boolean(hit) && (hit === e || e.contains(hit));
    };
    // An element's words as read: not those of its icons, hidden from assistive technology.
    const shown = (e) => [...e.childNodes].filter((n) => !n.getAttribute?.('aria-hidden')).map((n) => n.textContent).join('').trim();
    const heading = document.querySelector('.prompt-head h2');
    const undo = document.querySelector('button.undo');
    const choices = [...document.querySelectorAll('[data-legal="true"]')]
      .map((e, index) => ({ index, e }))
      .filter(({ e }) => e.getClientRects().length && e.checkVisibility())
      .map(({ index, e }) => ({
        index,
        label: (e.getAttribute('aria-label') ?? e.textContent).trim().slice(0, 50),
        decline: e.dataset.decline === 'true',
        clear: clear(e),
      }));
    // Choices said in brief (a Monk's follower, a good, a Bank row, a connection, a city): where
    // each shows, whether it is in view, its words and name, and its action's notation.
    const brief = [...document.querySelectorAll('.prompt .choices.short > [data-legal="true"]:not([data-decline])')]
      .map((e) => ({
        top: Math.round(e.getBoundingClientRect().top), clear: clear(e), text: shown(e), name: e.getAttribute('aria-label'), action: e.dataset.action,
      }));
    // What each of a pick's followers would do, as shown (full or in brief): the words cut
    // (wider than their box, or out of their button's).
    const cut = [...document.querySelectorAll('.pick-rows .take')].flatMap((b) => {
      const box = b.getBoundingClientRect();
      return [...b.querySelectorAll('.pick-does, .pick-brief')].filter((e) => e.checkVisibility()).filter((e) => {
        const r = e.getBoundingClientRect();
        const out = r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
        return out || e.scrollWidth > e.clientWidth + 1;
      }).map((e) => e.textContent);
    });
    const zooms = window.__zooms;
    if (!between) window.__zooms = 0;
    return {
      heading: heading?.textContent.trim(),
      headingClear: Boolean(heading) && clear(heading),
      undo: Boolean(undo) && !undo.disabled,
      undoClear: Boolean(undo) && clear(undo),
      picking: Boolean(document.querySelector('.prompt.picking')),
      cut,
      choices,
      brief,
      between: Boolean(document.querySelector(selector)),
      state: { hash: window.__stateHash, actions: window.__logLength },
      zooms,
      scrollY,
    };
  }, { selector: BETWEEN_TURNS, between });

/**
 * Where the decision shown stands on the page: the targets on the sheet shown (their number, the
 * smallest side in CSS px, whether one or all are in view above the docked prompt and within the
 * sheet's frame, and whether each is offered as a prompt button too), the sheet's zoom level, the
 * prompt's buttons (the smallest side, whether the prompt is docked in the window), the page's
 * scroll, and whether the end screen shows.
 */
const reach = (page) =>
  page.evaluate(() => {
    if (document.querySelector('.end-screen')) return { end: true };
    const prompt = document.querySelector('.table-screen .prompt').getBoundingClientRect();
    const targets = [...document.querySelectorAll('.sheet-frame:not([hidden]) [data-legal="true"]')];
    const buttons = [...document.querySelectorAll('.prompt button')].filter((b) => b.getClientRects().length);
    // A button's name: its words, or its whole words where it shows them in brief.
    const words = new Set(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent.trim()));
    const side = (e) => { const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); };
    const inView = (t) => {
      const r = t.getBoundingClientRect();
      const f = t.closest('.sheet-frame').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= prompt.top && r.left >= f.left - 0.5 && r.right <= f.right + 0.5;
    };
    return {
      targets: targets.length,
      smallest: Math.min(...targets.map(side)),
      inView: targets.some(inView),
      allInView: targets.every(inView),
      allOffered: targets.every((t) => words.has(t.getAttribute('aria-label'))),
      missing: targets.map((t) => t.getAttribute('aria-label')).filter((l) => !words.has(l)),
      smallestButton: Math.min(...buttons.map(side)),
      docked: prompt.top >= 0 && prompt.bottom <= innerHeight + 1 && prompt.top < innerHeight - 40,
      level: document.querySelector('.sheet-frame:not([hidden])')?.dataset.zoom ?? 'whole',
      ending: !!document.querySelector('button.end-turn'),
      scrollY,
    };
  });

/** A laptop's window: the sheet drawn in its wide arrangement, the prompt beside it. */
const WIDE = { width: 1280, height: 800 };

/**
 * The targets of the sheet shown: how many, and how many are inside the window and uncovered at
 * their centre (the element there is the target or inside it).
 */
const targetsClear = (page) =>
  page.evaluate(() => {
    const targets = [...document.querySelectorAll('.sheet-frame:not([hidden]) [data-legal="true"]')];
    const clear = targets.filter((t) => {
      const r = t.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return Boolean(hit) && t.contains(hit);
    });
    return { count: targets.length, clear: clear.length };
  });

/**
 * At "End my turn" or the hand-over: checks that the button (and Undo, at "End my turn") is in
 * view, and presses it. Returns whether it ended a turn.
 */
async function passBetween(page, name, tally) {
  const seen = await inView(page, true);
  const ending = (await page.locator('button.end-turn').count()) > 0;
  if (ending) check(!seen.undo || seen.undoClear, `${name}: Undo is out of view at "End my turn"`);
  const between = page.locator(BETWEEN_TURNS).first();
  check(await between.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  }), `${name}: the button between turns is out of view`);
  await between.click();
  tally.taps += 1;
  if (ending) tally.turns += 1;
  return ending;
}

/** How many brief choices of a connection or a city at least are in view (all when fewer). */
const LONGER_IN_VIEW = 4;

/**
 * The checks of decision number `n` of the game `name` as `inView` saw it: at a turn's opening
 * (its pick) the heading and every choice in view (a screenshot if not), and what each follower
 * would do shown whole; Undo in view when it is
 * enabled; the zoom changed at most once since the last decision.
 */
async function checkDecision(page, seen, name, n, tally) {
  const where = `${name}, decision ${n} ("${seen.heading}")`;
  if (seen.picking) {
    const hidden = seen.choices.filter((c) => !c.clear).map((c) => c.label);
    if (!seen.headingClear || hidden.length) await shot(page, `phone-fail-${name.replace(/\W+/g, '-')}.png`);
    check(seen.headingClear, `${where}: the heading is out of view at the turn's opening`);
    check(!hidden.length, `${where}: choices out of view at the turn's opening: ${hidden.join(' | ')}`);
    check(!seen.cut.length, `${where}: what a follower would do is cut: ${seen.cut.join(' | ')}`);
    tally.openings += 1;
  }
  check(!seen.undo || seen.undoClear, `${where}: Undo is enabled and out of view`);
  check(seen.zooms <= 1, `${where}: the zoom changed ${seen.zooms} times`);
  // Choices in brief: several to a line, each named by whole words holding its own; a Monk's
  // followers, goods and Bank rows all in view, connections and cities (notations F…, B…: longer
  // words, up to ten of them, their targets on the map in view) at least four.
  if (seen.brief.length) {
    const longer = seen.brief.some((b) => /^[FB]/.test(b.action));
    const inViewCount = seen.brief.filter((b) => b.clear).length;
    const wanted = longer ? Math.min(seen.brief.length, LONGER_IN_VIEW) : seen.brief.length;
    if (inViewCount < wanted) await shot(page, `phone-fail-brief-${name.replace(/\W+/g, '-')}.png`);
    check(inViewCount >= wanted, `${where}: ${inViewCount} of ${seen.brief.length} brief choices in view: ` +
      `out of view ${seen.brief.filter((b) => !b.clear).map((b) => b.text).join(' | ')}`);
    const lines = new Set(seen.brief.map((b) => b.top)).size;
    check(seen.brief.length === 1 || lines < seen.brief.length, `${where}: ${seen.brief.length} brief choices on ${lines} lines`);
    const unnamed = seen.brief.filter((b) => !b.name?.toLowerCase().includes(b.text.toLowerCase()));
    check(!unnamed.length, `${where}: brief choices not named by their whole words: ${unnamed.map((b) => b.text).join(' | ')}`);
    tally.brief += 1;
    tally.briefChoices += seen.brief.length;
    tally.briefInView += inViewCount;
  }
}

/**
 * Plays `decisions` decisions (or to the end) of the game on the table like a person on a
 * phone, checking each as the module's comment says; between two turns it presses "End my
 * turn" and "open my turn" (Undo checked there too). Counts in `tally`: turns, taps (decisions
 * and the buttons between turns), scrolls (a choice played that was not in view).
 */
async function playPhone(page, { seed, decisions = Infinity, name, tally }) {
  const rng = random(seed);
  const stats = { clicks: 0, dispatched: 0 };
  await watchZoom(page);
  while (stats.clicks < decisions) {
    if (!(await waitForDecision(page, { pass: false }))) break;
    const seen = await inView(page);
    if (seen.between) {
      await passBetween(page, name, tally);
      continue;
    }
    if (!seen.choices.length) continue; // the page changed under us: look again
    await checkDecision(page, seen, name, stats.clicks, tally);
    const preferred = seen.choices.filter((c) => !/^(Decline|Refuser)/.test(c.label));
    const pool = preferred.length ? preferred : seen.choices;
    const pick = pool[Math.floor(rng() * pool.length)];
    if (!pick.clear) tally.scrolls += 1;
    // The next decision's wait settles the page (and so before the screenshot).
    await clickLegal(page, pick.index, stats, { settle: false });
    tally.taps += 1;
    if (stats.clicks === 12 && name) {
      await settled(page);
      await shot(page, `phone-${name.replace(/\W+/g, '-')}.png`);
    }
  }
  return stats;
}

/** A fresh tally of a game's taps and scrolls. */
const tally = () => ({ turns: 0, taps: 0, scrolls: 0, openings: 0, brief: 0, briefChoices: 0, briefInView: 0 });

/** Adds a game's tally to the figures. */
const add = (figures, t) => {
  figures.phone ??= tally();
  for (const k of Object.keys(t)) figures.phone[k] += t[k];
};

/**
 * A test of a game played like a person on a phone (see `playPhone`), `decisions` of it, on
 * `viewport`: `start(page)` opens it from the start screen; `label` names it in messages.
 */
const phoneGame = ({ name, viewport, seed, decisions, label, start }) => ({
  name,
  async run({ browser, url, figures }) {
    const page = await openPage(browser, viewport);
    try {
      await openStart(page, url);
      await start(page);
      const t = tally();
      await playPhone(page, { seed, decisions, name: label, tally: t });
      check(t.openings > 0, 'no turn opened');
      add(figures, t);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      check(wide <= viewport.width, `the page is ${wide} px wide`);
      noErrors(page);
    } finally {
      await page.closeAll();
    }
  },
});

/** A hot-seat game of `players` people on `viewport`, `decisions` of it. */
const hotSeat = ({ players, viewport, seed, decisions, label }) => phoneGame({
  name: `${label}: a ${players}-player hot-seat game, its first ${decisions} decisions: every turn opens with its heading and choices in view, Undo in view whenever it is enabled, one zoom at most per decision`,
  viewport,
  seed,
  decisions,
  label,
  start: (page) => startGame(page, { players, seed }),
});

const tests = [
  {
    name: 'the start screen: "Start the game" above the fold at 1280×800 and 1366×768, in both languages; the seats\' levels read whole at 360×640; a 5-player table\'s tabs show every name and score whole',
    async run({ browser, url }) {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 1366, height: 768, ...FRENCH }]) {
        const page = await openPage(browser, viewport);
        try {
          await openStart(page, url);
          const bottom = await page.locator('button.start').evaluate((e) => e.getBoundingClientRect().bottom);
          check(bottom <= viewport.height, `${viewport.width}×${viewport.height}: "Start the game" ends at ${bottom} px`);
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
      for (const lang of [{}, FRENCH]) {
        const page = await openPage(browser, { ...SMALL, ...lang });
        try {
          await openStart(page, url);
          await page.locator('.segmented .seg').nth(4).click();
          // Each seat's select shows its whole choice (none wider than the select).
          for (const level of ['human', 'random', 'easy', 'normal', 'hard']) {
            for (let seat = 0; seat < 5; seat += 1) await page.locator('.seat-kind select').nth(seat).selectOption(level);
            const cut = await page.evaluate(() => [...document.querySelectorAll('.seat-kind select')].filter((e) => {
              const probe = document.createElement('span');
              probe.style.cssText = `font: ${getComputedStyle(e).font}; position: absolute; white-space: nowrap`;
              probe.textContent = e.selectedOptions[0].textContent;
              document.body.append(probe);
              const wide = probe.getBoundingClientRect().width;
              probe.remove();
              // The select's text box: its width less its padding and the arrow's room.
              return wide > e.clientWidth - 28;
            }).map((e) => e.selectedOptions[0].textContent));
            check(!cut.length, `${lang.locale ?? 'en'}: the select cuts ${cut.join(', ')}`);
          }
          for (let seat = 0; seat < 5; seat += 1) {
            await page.locator('.seat-kind select').nth(seat).selectOption(seat === 2 ? 'hard' : 'human');
          }
          await moreOptions(page);
          await page.locator('.seed input').fill('3');
          await page.locator('button.start').click();
          await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
          const tabs = await page.evaluate(() => [...document.querySelectorAll('.tab')].map((t) => {
            const r = t.getBoundingClientRect();
            return { text: t.textContent, whole: r.left >= 0 && r.right <= innerWidth && t.scrollWidth <= t.clientWidth + 1 };
          }));
          check(tabs.length === 5 && tabs.every((t) => t.whole), `${lang.locale ?? 'en'}: tabs cut: ${JSON.stringify(tabs)}`);
          noErrors(page);
        } finally {
          await page.closeAll();
        }
      }
    },
  },
  {
    name: '390×844: a 2-player hot-seat game to its end, by touch: every turn opens with its heading and choices in view, Undo in view whenever it is enabled, one zoom at most per decision; every decision comes within reach: targets in view or brought there, at least 24×24 px, every choice a button of the docked prompt; every target in view at 3 decisions in 4; a sheet zoomed in a turn stays so until the turn is ended; taps never throw the page to the top',
    async run({ browser, url, figures }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 12 });
        await watchZoom(page);
        const name = '390×844';
        const rng = random(12);
        const t = tally();
        let decisions = 0;
        let onSheet = 0;
        let smallest = Infinity;
        let smallestButton = Infinity;
        let thrown = 0;
        let retaps = 0;
        let handovers = 0;
        let dispatched = 0;
        // The zoom level of the turn under way's last decision with targets on the sheet (held
        // until the turn is ended), and the turns played out on a zoomed sheet.
        let turnLevel = 'whole';
        let held = 0;
        // Decisions on the sheet with every target in view, by level.
        let allInView = 0;
        const levels = {};
        while (await waitForDecision(page, { pass: false })) {
          check(decisions < 3000, 'no end after 3000 decisions');
          const seen = await inView(page);
          if (seen.between) {
            if (await passBetween(page, name, t)) turnLevel = 'whole';
            else handovers += 1;
            continue;
          }
          if (!seen.choices.length) continue; // the page changed under us: look again
          await checkDecision(page, seen, name, decisions, t);
          const at = await reach(page);
          if (!at.targets) {
            check(at.level === turnLevel, `decision ${decisions}: without targets, the sheet is at ` +
              `${at.level}, not at the turn's ${turnLevel}`);
          } else {
            turnLevel = at.level;
            levels[at.level] = (levels[at.level] ?? 0) + 1;
            if (at.allInView) allInView += 1;
          }
          check(at.docked, `decision ${decisions}: the prompt is not docked in the window`);
          check(at.smallestButton >= 24, `decision ${decisions}: a prompt button of ${at.smallestButton} px`);
          smallestButton = Math.min(smallestButton, at.smallestButton);
          if (at.targets) {
            onSheet += 1;
            smallest = Math.min(smallest, at.smallest);
            check(at.smallest >= 24, `decision ${decisions}: a target on the sheet of ${at.smallest.toFixed(1)} px`);
            check(at.inView, `decision ${decisions}: no target in view, and the page did not bring one`);
            check(at.allOffered, `decision ${decisions}: not in the prompt: ${at.missing.join(' | ')}`);
          }
          const preferred = seen.choices.filter((c) => !c.decline);
          const pool = preferred.length ? preferred : seen.choices;
          const choice = pool[Math.floor(rng() * pool.length)];
          if (!choice.clear) t.scrolls += 1;
          const before = seen.state;
          const target = page.locator('[data-legal="true"]').nth(choice.index);
          try {
            await target.tap({ timeout: 3000 });
          } catch {
            dispatched += 1;
            await target.dispatchEvent('click');
          }
          // A second tap at the same spot soon after the last one counts as a double-tap, which
          // the table ignores (see table.mjs's double-click test): the player taps once more.
          if (!(await movedOn(page, before, 1000))) {
            retaps += 1;
            await target.tap({ timeout: 3000 });
            check(await movedOn(page, before, TIMEOUT_MS), `decision ${decisions}: "${choice.label}" tapped twice, nothing happened`);
          }
          decisions += 1;
          t.taps += 1;
          if (decisions === 12) await shot(page, 'phone-390-844.png');
          // A tap far down the page never brings it back to the top, unless the next decision's
          // targets are there (the app's own move).
          const after = await reach(page);
          if (after.end) break;
          if (at.scrollY > 300 && after.scrollY < 5 && !(after.targets && after.inView)) thrown += 1;
          // The turn played out: the sheet zoomed for it stays so until the turn is ended.
          if (after.ending && turnLevel !== 'whole') {
            check(after.level === turnLevel, `decision ${decisions}: the last decision of the turn changed the zoom`);
            held += 1;
          }
        }
        check(thrown === 0, `${thrown} taps threw the page back to the top`);
        check(held > 10, `only ${held} turns played out on a zoomed sheet`);
        const levelCounts = Object.entries(levels).map(([l, n]) => `${l} ${n}`).join(', ');
        console.log(`figure: phone zoom: ${allInView} of ${onSheet} decisions on the sheet with every target in view ` +
          `(${(100 * allInView / onSheet).toFixed(0)} %; target ≥ 75 %), by level: ${levelCounts}`);
        check(allInView >= 0.75 * onSheet, `every target in view at ${allInView} of ${onSheet} decisions on the sheet`);
        check(decisions > 100 && onSheet > 30 && handovers > 10,
          `too few decisions: ${decisions} (${onSheet} on the sheet, ${handovers} hand-overs)`);
        check(t.brief > 0, 'no decision said its choices in brief (a Monk\'s follower, a good, a Bank row, a connection, a city)');
        check(t.openings > 0, 'no turn opened');
        add(figures, t);
        console.log(`  ${decisions} decisions (${onSheet} with targets on the sheet), ${handovers} hand-overs, ` +
          `${retaps} taps again after a tap taken for a double-tap, ${dispatched} dispatched; ` +
          `smallest target ${smallest.toFixed(1)} px, smallest prompt button ${smallestButton.toFixed(1)} px`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        check(wide <= PHONE.width, `the page is ${wide} px wide`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  hotSeat({ players: 4, viewport: { ...SMALL, ...FRENCH }, seed: 22, decisions: 60, label: '360×640 in French' }),
  // Held sideways: the prompt a pane down the right side.
  hotSeat({ players: 2, viewport: { ...PHONE, width: 844, height: 390 }, seed: 26, decisions: 40, label: '844×390' }),
  hotSeat({ players: 3, viewport: { ...PHONE, width: 740, height: 360, ...FRENCH }, seed: 27, decisions: 40, label: '740×360 in French' }),
  phoneGame({
    name: '360×640: a solo game against Jeanne, its first 40 decisions, the same checks',
    viewport: SMALL,
    seed: 23,
    decisions: 40,
    label: 'solo 360',
    start: (page) => startGame(page, { players: 1, seed: 23, level: 'Standard' }),
  }),
  phoneGame({
    name: '390×844 in French: the guided game, its first 20 steps, the same checks',
    viewport: { ...PHONE, ...FRENCH },
    seed: 24,
    decisions: 20,
    label: 'guided 390 fr',
    start: async (page) => {
      await page.locator('button.learn').click();
      await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
    },
  }),
  {
    name: 'a window made narrow mid-decision (1280×800 to 390×844 and back: a sheet drawn anew in its other arrangement) brings the decision\'s targets into view; a new height alone (the address bar hidden as the page scrolls) leaves the page where it was scrolled, at a turn\'s opening too',
    async run({ browser, url }) {
      const page = await openPage(browser, WIDE);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 42 });
        const rng = random(25);
        const stats = { clicks: 0, dispatched: 0 };
        let resized = 0;
        let kept = false;
        while (resized < 4 || !kept) {
          check(stats.clicks < 150, `150 decisions played: ${resized} resized with targets on the sheet, the height changed at an opening: ${kept}`);
          check(await waitForDecision(page), 'the game ended');
          const seen = await inView(page);
          if (!seen.choices.length) continue;
          if (resized < 4 && (await targetsClear(page)).count) {
            for (const [viewport, name] of [[PHONE, '390×844'], [WIDE, '1280×800']]) {
              await page.setViewportSize(viewport);
              await waitForDecision(page);
              await settled(page);
              const { count, clear } = await targetsClear(page);
              check(clear > 0, `"${seen.heading}", the window made ${name}: none of its ${count} targets on the sheet is in view and uncovered`);
            }
            resized += 1;
          } else if (resized >= 4 && seen.picking) {
            // In portrait, at a turn's opening: the page scrolled down, then the window shorter
            // by an address bar's height.
            await page.setViewportSize(PHONE);
            await waitForDecision(page);
            await settled(page);
            const scrolled = await page.evaluate(() => { scrollTo(0, 150); return scrollY; });
            await page.setViewportSize({ width: PHONE.width, height: PHONE.height - 56 });
            await settled(page);
            const after = await page.evaluate(() => scrollY);
            check(scrolled > 0 && after === scrolled, `the page scrolled to ${scrolled} px at a turn's opening, then the window made shorter: scrolled to ${after} px`);
            kept = true;
            break;
          }
          const preferred = seen.choices.filter((c) => !c.decline);
          const pool = preferred.length ? preferred : seen.choices;
          await clickLegal(page, pool[Math.floor(rng() * pool.length)].index, stats, { settle: false });
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: '360×640: a docked prompt scrolled by hand shows the next decision from its top, and the one after',
    async run({ browser, url }) {
      const page = await openPage(browser, SMALL);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 42 });
        const rng = random(31);
        const stats = { clicks: 0, dispatched: 0 };
        const top = () => page.evaluate(() => document.querySelector('.prompt-body').scrollTop);
        let scrolled = 0;
        while (scrolled < 2) {
          check(stats.clicks < 80, `80 decisions played: ${scrolled} with a prompt that scrolls`);
          check(await waitForDecision(page), 'the game ended');
          const all = await legalChoices(page);
          const preferred = all.filter((c) => !c.decline);
          // A prompt taller than its dock, scrolled to its bottom by hand before a choice.
          const down = await page.evaluate(() => {
            const body = document.querySelector('.prompt-body');
            body.scrollTop = body.scrollHeight;
            return body.scrollTop;
          });
          if (down > 0) {
            await settled(page);
            scrolled += 1;
          }
          const pool = preferred.length ? preferred : all;
          await clickLegal(page, pool[Math.floor(rng() * pool.length)].index, stats);
          if (down > 0) {
            check(await waitForDecision(page), 'the game ended');
            const next = await top();
            check(next === 0, `the prompt scrolled by ${down} px before a choice: the next decision shows ${next} px from its top`);
            // The next decision, not scrolled: from its top too.
            const choice = (await legalChoices(page)).find((c) => !c.decline);
            if (choice) {
              await clickLegal(page, choice.index, stats);
              check(await waitForDecision(page), 'the game ended');
              const after = await top();
              check(after === 0, `the decision after it shows ${after} px from its top`);
            }
          }
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: '390×844: a finger held on a choice previews it and, let go, plays nothing; a tap plays',
    async run({ browser, url }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 25 });
        check(await waitForDecision(page), 'no decision');
        const cdp = await page.context().newCDPSession(page);
        const take = page.locator('.prompt button.take').first();
        const box = await take.boundingBox();
        const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const before = await state(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
        await page.locator('.prompt .preview').waitFor({ timeout: 3000 });
        const label = (await take.locator('.sr-only').textContent()).trim();
        const preview = (await page.locator('.prompt .preview').textContent()).trim();
        check(preview.startsWith(label), `the preview "${preview}" is not the held choice's ("${label}")`);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.evaluate(() => new Promise((r) => setTimeout(r, 400)));
        const after = await state(page);
        check(after.actions === before.actions && after.hash === before.hash, 'letting go of a held choice played it');
        // A tap plays.
        const again = await take.boundingBox();
        await page.touchscreen.tap(again.x + again.width / 2, again.y + again.height / 2);
        await page.waitForFunction((n) => window.__logLength > n, before.actions, { timeout: TIMEOUT_MS });
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: '390×844: a tap on a choice is played, and shown on the sheet, in its release\'s task (a tap on the hand-over opens the turn there too); a finger that slides off a choice plays nothing; a double tap on a choice, on End my turn or on the hand-over plays once, never for the next seat',
    async run({ browser, url }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 26 });
        check(await waitForDecision(page), 'no decision');
        const cdp = await page.context().newCDPSession(page);
        // Each touch carries the time it is meant for (`timestamp`): a busy machine's delay in
        // sending it must not turn a tap into a hold, or a double tap into two taps.
        let clock = 0;
        const touch = (type, at) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [], timestamp: clock / 1000 });
        const pause = (ms) => {
          clock += ms;
          return page.waitForTimeout(ms);
        };
        /** A finger's gesture starts now (its touches are timed from here). */
        const now = () => { clock = Math.max(clock, Date.now()); };
        const tap = async (at) => {
          await touch('touchStart', at);
          await pause(80);
          await touch('touchEnd');
        };
        const centre = async (locator) => {
          const box = await locator.boundingBox();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        };
        // Whether each click comes while its release is told to the page (a window's listeners
        // run first and last), and whether the sheets changed by the end of that task.
        await page.evaluate(() => {
          window.__releasing = false;
          window.__clicks = [];
          // The sheets' changes, counted as they are told (after each listener of an event).
          window.__sheetChanges = 0;
          new MutationObserver((changes) => { window.__sheetChanges += changes.length; })
            .observe(document.querySelector('.board'), { subtree: true, childList: true, attributes: true });
          window.addEventListener('touchend', () => {
            window.__releasing = true;
            window.__sheetChanges = 0;
          }, true);
          window.addEventListener('touchend', () => {
            window.__releasing = false;
            window.__sheetChangesTold = window.__sheetChanges;
          });
          document.addEventListener('click', (e) => window.__clicks.push({
            releasing: window.__releasing,
            playable: !!e.target.closest?.('[data-legal="true"], button.end-turn'),
          }), true);
        });
        const take = page.locator('.prompt button.take').first();
        let before = await state(page);
        const first = await centre(take);
        now();
        await tap(first);
        await page.waitForFunction((n) => window.__logLength > n, before.actions, { timeout: TIMEOUT_MS });
        const clicks = await page.evaluate(() => window.__clicks);
        check(clicks.length === 1 && clicks[0].releasing, `a tap's click came after its release's task: ${JSON.stringify(clicks)}`);
        check(await page.evaluate(() => window.__sheetChangesTold) > 0, 'the sheet did not show a tap\'s decision by the end of its release\'s task');
        // A finger laid on a choice, then slid 40 px away before it lets go.
        await waitForDecision(page);
        before = await state(page);
        const from = await centre(page.locator('[data-legal="true"]').first());
        now();
        await touch('touchStart', from);
        for (const dy of [10, 25, 40]) await touch('touchMove', { x: from.x, y: from.y - dy });
        await touch('touchEnd');
        await pause(400);
        const slid = await state(page);
        check(slid.actions === before.actions && slid.hash === before.hash, 'a finger slid off a choice played it');
        // Tapped twice: a choice (the second tap lands on the next decision's choices, or on
        // End my turn), End my turn (the hand-over comes) and the hand-over (the turn opens):
        // one play each, never one for the next seat.
        const rng = random(26);
        const tally = { choices: 0, ends: 0, handovers: 0 };
        const twice = async (button) => {
          const at = await centre(button);
          await page.evaluate(() => { window.__clicks = []; });
          now();
          await tap(at);
          await pause(100);
          await tap(at);
          await pause(300);
          return page.evaluate(() => window.__clicks);
        };
        while (tally.choices < 3 || tally.ends < 2 || tally.handovers < 2) {
          check(await waitForDecision(page, { pass: false }), `the game ended first: ${JSON.stringify(tally)}`);
          before = await state(page);
          if (await page.locator('button.end-turn').count()) {
            await twice(page.locator('button.end-turn'));
            check(await page.locator('button.open-turn').count() === 1, 'a double tap on End my turn went past the hand-over');
            check((await state(page)).hash === before.hash, 'a double tap on End my turn changed the game');
            tally.ends += 1;
          } else if (await page.locator('button.open-turn').count()) {
            const clicks = await twice(page.locator('button.open-turn'));
            check(clicks[0]?.releasing, `the hand-over's tap was not clicked at its release: ${JSON.stringify(clicks)}`);
            check(!(await page.locator('button.open-turn').count()), 'the hand-over did not open');
            check((await state(page)).hash === before.hash, 'a double tap on the hand-over played for the next seat');
            tally.handovers += 1;
          } else {
            const all = (await legalChoices(page)).filter((c) => !c.decline);
            const { index } = all[Math.floor(rng() * all.length)];
            const choice = page.locator('[data-legal="true"]').nth(index);
            const inDock = await choice.evaluate((e) => !!e.closest('.prompt'));
            if (!inDock || tally.choices >= 3) {
              await clickLegal(page, index, { clicks: 0, dispatched: 0 }, { settle: false });
              continue;
            }
            const clicks = await twice(choice);
            const after = await state(page);
            check(after.actions === before.actions + 1, `a double tap on a choice played ${after.actions - before.actions} times`);
            // Counted when the second tap's click reached something playable.
            if (clicks.length === 2 && clicks[1].playable) tally.choices += 1;
          }
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** Prints the taps and scrolls per turn of the games played. */
async function report(figures) {
  const t = figures.phone;
  if (!t) return;
  const per = (n) => (t.turns ? (n / t.turns).toFixed(1) : 'n/a');
  console.log(`figure: phone turns: ${t.turns} turns ended, ${t.openings} turn openings with every choice in view, ` +
    `${per(t.taps)} taps per turn, ${per(t.scrolls)} scrolls per turn to reach a choice (target 0 at an opening); ` +
    `${t.brief} decisions said in brief, ${t.briefInView} of their ${t.briefChoices} choices in view`);
}

runSuite({ label: 'phone', dist, tests, report, limitMs: 20 * 60_000 });
