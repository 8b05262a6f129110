// Browser tests of the sheet's legibility: in many states of the app (the first decision, mid-game
// and the end screen; 2-, 5-player and solo games; Jeanne's zone with her cards; blank sheets with
// their printed places, and printed end screens), at 1280×800, at 390×844 and in print, in English
// and in French, every text drawn on a sheet
// - stays inside its panel (the frame of the area it belongs to, the map's frame, or the paper),
// - overlaps no other text and no printed symbol (an icon, a follower),
// - and, at 390 px (at every narrow width below, and on the end screen at any width), is drawn
//   at 9 CSS px or more.
// At 390×844, the end screen also fits the width of the window (its score table included).
// The review card, done (a file carrying a review, imported), at 1280×800, 390×844 and 360×640,
// on the end screen and in the replay view:
// every text of it at 9 CSS px or more and over no other, every control at least 24 px both ways,
// all of it inside the window.
// The mid-game states are fixture saves cut short (tests/fixtures), imported, not games played
// through; so is the 5-player game of computers whose end screen is checked.
// Between the phone and the desktop, one width in each band the stylesheets define (430, 540, 640:
// the narrow arrangement whose labels are dropped under each container width of
// `style/sheet.css`; 820 and 821, the two sides of the narrow screens' edge; a phone held
// sideways, 844×390, and 960 and 961 at 500 px tall, the two sides of its edge), with players' names
// as long as the new-game form takes: the sheets as above (9 px at every narrow width), and the
// names on the banner, the tabs, the hand-over and the end screen's score table drawn whole,
// inside the window, over nothing else.
//
// Which sizes count on a phone: the sheet as the app shows it in each state. A sheet with choices
// is shown zoomed (every target at least 24 px): its labels are measured at that size, and at
// every level of zoom the app may choose for a decision (`src/app/sheet/zoom.rs`). A sheet
// seen whole at phone width (another player's, Jeanne's zone, the end screen's) drops the labels
// that would be drawn below 9 px (`style/sheet.css`), in favour of the help buttons and the rules'
// legend: a dropped label is not drawn, and is not measured.
//
// Boxes are measured, never where a line wraps: a text's box is its advance (the browser's own
// measure, with the sheet's typeface) across, and from 0.75 em above its baseline to 0.2 em below
// it (capitals, ascenders and descenders) down, in CSS pixels; a text of an area's small labels
// (one element, each glyph placed on its own) is measured label by label. Two boxes overlap when
// they share more than half a pixel both across and down.
//
//   [LAYOUT_ONLY=words] [LAYOUT_ALL=1] node tests/browser/layout.mjs [dist-dir]
//
// Prints one line per test, a `figure:` line with the counts over every state measured, and a
// final `layout: N passed, M failed`; exits non-zero on failure.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  check, choosePlayers, fillPrint, firstActions, fixture, importFinished, importSave, importText, leaveTable, noErrors,
  openStart, playToEnd, settled, shot, startGame, waitForDecision, waitForEnd,
} from './game.mjs';
import { openPage, root, runSuite } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The smaller phone. */
const SMALL_PHONE = { width: 360, height: 640 };
/** The widths between: one in each band of the stylesheets, and both sides of its edge. */
const BETWEEN = [{ width: 430, height: 932 }, { width: 540, height: 720 }, { width: 640, height: 800 },
  { width: 820, height: 800 }, { width: 821, height: 800 },
  // A phone held sideways, and both sides of the edge of those windows (at most 500 px tall).
  { width: 844, height: 390 }, { width: 960, height: 500 }, { width: 961, height: 500 }];
/** Whether a window of `size` has a phone's layout (`style/main.css`, `style/sheet.css`). */
const narrow = ({ width, height }) => width <= 820 || (height <= 500 && width <= 960);
/** Names longer than the form takes (it keeps 20 characters): one that breaks, one that cannot. */
const LONG_NAMES = ['Maximilienne-Charlotte de Montmorency', 'WWWWWWWWWWWWWWWWWWWWWWWW'];
/** The smallest label drawn at phone width, in CSS px. */
const MIN_PX = 9;
/** An all-computer game with `?fast` ends in well under this. */
const GAME_MS = 240_000;
const LANGUAGES = [
  { lang: 'en', locale: 'en-GB' },
  { lang: 'fr', locale: 'fr-FR' },
];

/**
 * Measures every sheet on view (in the page's current media): the number of texts, and the ones
 * drawn below `minPx` (when given), out of their panel, or over another text or a symbol.
 */
function measureSheets(minPx) {
  const TOL = 0.5;
  const shown = (e) => e.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  // An element's box in user space, `grow` units wider on each side, on the page.
  const onPage = (e, box, grow = 0) => {
    const m = e.getScreenCTM();
    const xs = [];
    const ys = [];
    for (const [x, y] of [[box.x - grow, box.y - grow], [box.x + box.width + grow, box.y - grow],
      [box.x - grow, box.y + box.height + grow], [box.x + box.width + grow, box.y + box.height + grow]]) {
      xs.push(m.a * x + m.c * y + m.e);
      ys.push(m.b * x + m.d * y + m.f);
    }
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  };
  const overlap = (a, b) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOL && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOL;
  const inside = (a, b) =>
    a.left >= b.left - TOL && a.right <= b.right + TOL && a.top >= b.top - TOL && a.bottom <= b.bottom + TOL;
  const r = (b) => [b.left, b.top, b.right, b.bottom].map((v) => Math.round(v)).join(',');
  // A text's labels: the text, or where its glyphs are placed one by one (an area's small
  // labels of one look are one text: src/app/svg.rs), each run of glyphs side by side on one
  // baseline; with the first glyph's index and their extent across, in user space.
  const labels = (t) => {
    if (t.x.baseVal.numberOfItems < 2) {
      const bb = t.getBBox();
      return [{ first: 0, words: t.textContent.trim(), x: bb.x, width: bb.width }];
    }
    const runs = [];
    for (let i = 0; i < t.getNumberOfChars(); i += 1) {
      const e = t.getExtentOfChar(i);
      const last = runs.at(-1);
      if (last && Math.abs(e.y - last.y) < 0.01 && Math.abs(e.x - (last.x + last.width)) < 0.05 * e.height) {
        last.width = e.x + e.width - last.x;
        last.words += t.textContent[i];
      } else {
        runs.push({ first: i, words: t.textContent[i], x: e.x, y: e.y, width: e.width });
      }
    }
    return runs;
  };
  const found = { sheets: 0, texts: 0, small: [], outside: [], overlaps: [], empty: [] };
  // The table's sheets out of sight (drawn beside the one viewed, its row clipped) are not on view.
  const sheets = [...document.querySelectorAll('.sheet')].filter((s) => {
    const b = s.getBoundingClientRect();
    return b.width > 0 && b.height > 0 && shown(s) && !s.closest('.sheet-frame[hidden]');
  });
  for (const sheet of sheets) {
    found.sheets += 1;
    const where = sheet.getAttribute('aria-label');
    const texts = [];
    for (const t of sheet.querySelectorAll('text')) {
      if (!shown(t) || t.getNumberOfChars() === 0) continue;
      const size = parseFloat(getComputedStyle(t).fontSize);
      const m = t.getScreenCTM();
      const px = size * Math.hypot(m.a, m.b);
      // Its panel: the frame of the area it is drawn in (an area is an <svg> of the sheet's own), or
      // the paper.
      let area = t;
      while (area.parentElement && area.parentElement !== sheet) area = area.parentElement;
      const frame = (area !== t && area.querySelector('.panel, .map-frame')) || sheet.querySelector('rect.paper');
      const panel = onPage(frame, frame.getBBox());
      for (const { first, words, x, width } of labels(t)) {
        const baseline = t.getStartPositionOfChar(first).y;
        const box = onPage(t, { x, y: baseline - 0.75 * size, width, height: 0.95 * size });
        const label = `${where}: “${words}” (.${t.getAttribute('class')})`;
        found.texts += 1;
        if (minPx && px < minPx - 0.01) found.small.push(`${label} ${px.toFixed(1)} px`);
        if (!inside(box, panel)) found.outside.push(`${label} [${r(box)}] out of [${r(panel)}]`);
        texts.push({ t, words, box, label });
      }
    }
    // A pen ring round a place's name is never drawn round nothing (a name dropped as too small).
    for (const ring of sheet.querySelectorAll('.place-ring')) {
      const names = [...ring.parentElement.querySelectorAll('.place-name')];
      if (shown(ring) && !names.some(shown)) found.empty.push(`${where}: a ring round no name (${ring.parentElement.getAttribute('aria-label')})`);
    }
    // The printed symbols, with their strokes. A path of several symbols (the map's icons, one
    // path per kind) is measured symbol by symbol: its outlines (each from an `M`) measured
    // apart, those whose boxes meet joined into one symbol's.
    const boxes = (e) => {
      const outlines = e.tagName === 'path' ? (e.getAttribute('d') ?? '').split(/(?=M)/) : [];
      if (outlines.length < 2) return [e.getBBox()];
      const probe = document.createElementNS('http://www.w3.org/2000/svg', 'path');
      e.after(probe);
      const joined = [];
      for (const d of outlines) {
        probe.setAttribute('d', d);
        const b = probe.getBBox();
        const last = joined.at(-1);
        if (last && b.x <= last.x + last.width && last.x <= b.x + b.width && b.y <= last.y + last.height && last.y <= b.y + b.height) {
          const [x, y] = [Math.min(last.x, b.x), Math.min(last.y, b.y)];
          joined[joined.length - 1] = { x, y, width: Math.max(last.x + last.width, b.x + b.width) - x, height: Math.max(last.y + last.height, b.y + b.height) - y };
        } else {
          joined.push({ x: b.x, y: b.y, width: b.width, height: b.height });
        }
      }
      probe.remove();
      return joined;
    };
    const symbols = [...sheet.querySelectorAll('[class^="ic-"]:not(text), .fol-shape')].filter(shown).flatMap((e) => {
      const stroke = parseFloat(getComputedStyle(e).strokeWidth) || 0;
      return boxes(e).map((box) => ({ e, box: onPage(e, box, stroke / 2), label: `.${e.getAttribute('class')}` }));
    });
    for (const [i, a] of texts.entries()) {
      for (const b of texts.slice(i + 1)) {
        if (overlap(a.box, b.box)) found.overlaps.push(`${a.label} [${r(a.box)}] over “${b.words}” [${r(b.box)}]`);
      }
      // A number or an initial printed on its own symbol (a coin's value, a follower's
      // initial) is part of it, and so is the "+" on the badge at the corner of a "+" place's
      // follower: the symbol under the text's centre.
      const [cx, cy] = [(a.box.left + a.box.right) / 2, (a.box.top + a.box.bottom) / 2];
      const own = (box) => a.t.matches('.ic-num, .fol-letter, .plus-text')
        && box.left <= cx && cx <= box.right && box.top <= cy && cy <= box.bottom;
      for (const s of symbols) {
        if (!own(s.box) && overlap(a.box, s.box)) found.overlaps.push(`${a.label} [${r(a.box)}] over a symbol ${s.label} [${r(s.box)}]`);
      }
    }
  }
  return found;
}

/** What the test found in every state, for the figure line. */
const totals = { states: 0, texts: 0, small: 0, outside: 0, overlaps: 0, empty: 0, names: 0, review: 0 };

/**
 * Measures the sheets on view in `page` (9 px counted at narrow widths, and everywhere when
 * `small`: the end screen's sheets), adds the findings to the totals, and fails listing them.
 */
async function checkState(page, what, { print = false, small = false } = {}) {
  const phone = !print && (small || narrow(page.viewportSize()));
  // A sheet shown for the first time (a tab opened, another arrangement) comes a few areas a
  // frame: measured once whole.
  await settled(page);
  if (print) await page.emulateMedia({ media: 'print' });
  // The typeface is loaded before measuring (the sheet is drawn in it): every face, as a face
  // first used by what just came on view may start loading only once the page lays it out.
  if (await page.evaluate(() => [...document.fonts].some((f) => f.status !== 'loaded'))) {
    await page.evaluate(() => Promise.all([...document.fonts].map((f) => f.load().catch(() => {}))));
    await settled(page);
  }
  await page.evaluate(() => document.fonts.ready);
  const found = await page.evaluate(measureSheets, phone ? MIN_PX : 0);
  if (print) await page.emulateMedia({ media: null });
  check(found.sheets > 0, `${what}: no sheet on view`);
  totals.states += 1;
  totals.texts += found.texts;
  for (const kind of ['small', 'outside', 'overlaps', 'empty']) totals[kind] += found[kind].length;
  const problems = [...found.small.map((p) => `small: ${p}`), ...found.outside.map((p) => `cut: ${p}`),
    ...found.overlaps.map((p) => `overlap: ${p}`), ...found.empty.map((p) => `empty: ${p}`)];
  if (process.env.LAYOUT_ALL) {
    console.log(`${what}: ${found.sheets} sheets, ${found.texts} texts, ${problems.length} problems`);
    for (const p of problems) console.log(`  ${p}`);
    return;
  }
  check(problems.length === 0, `${what}: ${problems.length} problems in ${found.texts} texts:\n  ${problems.join('\n  ')}`);
}

/** At phone width, the end screen fits the window: nothing to scroll sideways, no table cut. */
async function checkEndFits(page, what) {
  const wide = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll('.end-screen .breakdown')].map((t) => {
      const box = t.getBoundingClientRect();
      return Math.max(box.right - window.innerWidth, (t.parentElement.scrollWidth - t.parentElement.clientWidth));
    }),
  }));
  check(wide.page <= 0 && wide.tables.every((d) => d <= 0.5), `${what}: wider than the window by ${JSON.stringify(wide)}`);
}

/**
 * The page's own texts where a long name is shown (the turn's banner, the tabs, the hand-over,
 * the end screen's score table and sheets' captions): each drawn whole in its box, inside the
 * window (a tab inside its scrolling strip), over no other part of its tab or cell; the page is
 * no wider than the window.
 */
function measureNames() {
  const TOL = 0.5;
  const problems = [];
  const page = document.documentElement.scrollWidth - window.innerWidth;
  const say = (e) => `${e.className?.baseVal ?? e.className ?? e.tagName} “${e.textContent.trim().slice(0, 40)}”`;
  if (page > 0) {
    // The innermost elements that stick out.
    const scrolled = (e) => e.parentElement?.closest('.tabs, .breakdown-scroll, .sheet-frame.zoom');
    const sticks = (e) => e.getBoundingClientRect().right > window.innerWidth + TOL && !scrolled(e);
    const out = [...document.body.querySelectorAll('*')].filter((e) => sticks(e) && ![...e.children].some(sticks));
    problems.push(`the page is ${page} px wider than the window: ${out.slice(0, 3).map((e) => `${say(e)} to ${Math.round(e.getBoundingClientRect().right)}`).join(', ')}`);
  }
  const within = (e, box) => {
    const b = e.getBoundingClientRect();
    return b.left >= box.left - TOL && b.right <= box.right + TOL;
  };
  const windowBox = { left: 0, right: window.innerWidth };
  const parts = [...document.querySelectorAll('.banner, .tabs .tab, .handover-cover, .handover-cover h2, .breakdown th, .breakdown td, .final-sheet figcaption')]
    .filter((e) => e.getClientRects().length > 0);
  for (const e of parts) {
    if (e.scrollWidth > e.clientWidth + 1) problems.push(`${say(e)}: its text is ${e.scrollWidth - e.clientWidth} px wider than its box`);
    const strip = e.closest('.tabs, .breakdown-scroll');
    if (!within(strip ?? e, windowBox)) problems.push(`${say(strip ?? e)}: out of the window`);
    // The texts and badges of a tab, side by side.
    const kids = [...e.children].filter((k) => k.getClientRects().length > 0).map((k) => ({ k, b: k.getBoundingClientRect() }));
    for (const [i, a] of kids.entries()) {
      if (!within(a.k, e.getBoundingClientRect())) problems.push(`${say(a.k)}: out of ${say(e)}`);
      for (const b of kids.slice(i + 1)) {
        if (Math.min(a.b.right, b.b.right) - Math.max(a.b.left, b.b.left) > TOL && Math.min(a.b.bottom, b.b.bottom) - Math.max(a.b.top, b.b.top) > TOL) {
          problems.push(`${say(a.k)} over ${say(b.k)}`);
        }
      }
    }
  }
  return { parts: parts.length, problems };
}

/**
 * The review card on view, done (with its chart, key moments and table unfolded): every text of
 * it (the page's and the chart's) drawn at 9 CSS px or more and over no other text, every control
 * (a button, a list, the table's summary, the scrolled table) at least 24 px both ways, and all of
 * it inside the window (the table inside its scrolled frame).
 */
function measureReview() {
  const TOL = 0.5;
  const card = document.querySelector('.review');
  const problems = [];
  const say = (e) => `${e.tagName.toLowerCase()}${e.className?.baseVal ?? (e.className ? `.${e.className}` : '')} “${e.textContent.trim().slice(0, 40)}”`;
  const overlap = (a, b) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOL && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOL;
  // Every run of text, as the boxes of its lines (a chart's text: its box).
  const texts = [];
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const e = node.parentElement;
    if (!node.textContent.trim() || e.closest('title, option') || !e.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const svg = e.closest('svg');
    const size = parseFloat(getComputedStyle(e).fontSize);
    const px = svg ? size * Math.hypot(e.getScreenCTM().a, e.getScreenCTM().b) : size;
    if (px < 9 - 0.01) problems.push(`${say(e)}: ${px.toFixed(1)} px`);
    for (const box of range.getClientRects()) if (box.width > TOL) texts.push({ e, box });
  }
  for (const [i, a] of texts.entries()) {
    for (const b of texts.slice(i + 1)) {
      if (a.e !== b.e && overlap(a.box, b.box)) problems.push(`${say(a.e)} over ${say(b.e)}`);
    }
  }
  const controls = [...card.querySelectorAll('button, select, summary, input, a[href], [tabindex="0"]')].filter((e) => e.checkVisibility());
  for (const e of controls) {
    const box = e.getBoundingClientRect();
    if (box.width < 24 - TOL || box.height < 24 - TOL) problems.push(`${say(e)}: a target of ${box.width.toFixed(0)}×${box.height.toFixed(0)} px`);
  }
  for (const e of card.querySelectorAll('*')) {
    if (!e.checkVisibility() || e.parentElement?.closest('.breakdown-scroll')) continue;
    const box = e.getBoundingClientRect();
    if (box.width > 0 && (box.left < -TOL || box.right > window.innerWidth + TOL)) {
      problems.push(`${say(e)}: out of the window [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    }
  }
  return { texts: texts.length, controls: controls.length, problems };
}

/** Checks the review card on view (`measureReview`). */
async function checkReview(page, what) {
  await settled(page);
  await page.evaluate(() => document.fonts.ready);
  const found = await page.evaluate(measureReview);
  check(found.texts > 10 && found.controls > 3, `${what}: ${found.texts} texts, ${found.controls} controls`);
  totals.review += found.problems.length;
  if (process.env.LAYOUT_ALL) {
    console.log(`${what}: ${found.texts} texts, ${found.controls} controls, ${found.problems.length} problems`);
    for (const p of found.problems) console.log(`  ${p}`);
    return;
  }
  check(found.problems.length === 0, `${what}: ${found.problems.length} problems:\n  ${found.problems.join('\n  ')}`);
}

/** Checks the names on view (`measureNames`); `what` must show some. */
async function checkNames(page, what) {
  await page.evaluate(() => document.fonts.ready);
  const found = await page.evaluate(measureNames);
  check(found.parts > 0, `${what}: no name on view`);
  totals.names += found.problems.length;
  if (process.env.LAYOUT_ALL) {
    console.log(`${what}: ${found.parts} parts with names, ${found.problems.length} problems`);
    for (const p of found.problems) console.log(`  ${p}`);
    return;
  }
  check(found.problems.length === 0, `${what}: ${found.problems.length} problems:\n  ${found.problems.join('\n  ')}`);
}

/** Sets the window's size, then waits for the sheets to be drawn again (in another arrangement). */
async function resize(page, size) {
  await page.setViewportSize(size);
  await settled(page);
}

/** Types `names` in the new-game form's seats. */
async function typeNames(page, names) {
  for (const [seat, name] of names.entries()) await page.locator('.seat-name input').nth(seat).fill(name);
}

/** Empties the print view again. */
const afterPrint = (page) => page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

/** Whether the sheet on view has choices on it (then it is zoomed on a phone). */
const zoomed = (page) => page.evaluate(() => !!document.querySelector('.sheet-frame:not([hidden]) [data-legal="true"]'));

/** The levels of zoom of a phone's sheet between whole and the widest (`src/app/sheet/zoom.rs`). */
const LEVELS = ['1.25', '1.6', '2.5'];

/**
 * Checks the sheet on view at each level of zoom (set on its frame as the app sets it, with the
 * sizes of label it brings back: `Zoomed::at` in src/app/sheet/zoom.rs), at the window's size
 * now; then back to the level the app chose.
 */
async function checkLevels(page, what) {
  const chosen = await page.evaluate(() => {
    const frame = document.querySelector('.sheet-frame:not([hidden])');
    return { className: frame.className, zoom: frame.dataset.zoom ?? null };
  });
  const set = (level) => page.evaluate((l) => {
    const frame = document.querySelector('.sheet-frame:not([hidden])');
    const sheet = frame.querySelector('.sheet');
    const perUnit = frame.querySelector('.sheet-host').clientWidth / Number(sheet.dataset.viewBox.split(' ')[2]);
    for (const size of [11, 14, 18, 21, 24]) {
      frame.classList.toggle(`labels-${size}`, size * perUnit < 9 && size * perUnit * Number(l) >= 9);
    }
    frame.dataset.zoom = l;
    frame.classList.add('zoom');
  }, level);
  for (const level of LEVELS) {
    await set(level);
    await checkState(page, `${what}, zoomed ${level}`);
  }
  await page.evaluate(({ className, zoom }) => {
    const frame = document.querySelector('.sheet-frame:not([hidden])');
    frame.className = className;
    if (zoom) frame.dataset.zoom = zoom; else delete frame.dataset.zoom;
  }, chosen);
}

/**
 * Plays on (random legal choices, `seed`) until a decision is made on the sheet, at most 40
 * decisions.
 */
async function playToSheetChoice(page, seed) {
  for (let n = 0; n < 40 && !(await zoomed(page)); n += 1) {
    await playToEnd(page, seed + n, async () => {}, 1);
    await waitForDecision(page);
  }
  check(await zoomed(page), 'no choice on the sheet in 40 decisions');
}

/** The table's Leave button, by language. */
const LEAVE = { en: 'Leave', fr: 'Quitter' };

/**
 * Leaves the table and opens `save`, a game under way of people named `names` (imported: a
 * fixture cut short), at its next decision.
 */
async function midGame(page, lang, save, names) {
  await leaveTable(page, LEAVE[lang]);
  await importSave(page, save, 'mid-game', names);
  await waitForDecision(page);
}

/** Checks the current table at 1280 and at 390 (the viewport is left at 1280). */
async function checkBothSizes(page, what) {
  await checkState(page, `${what}, 1280`);
  await page.setViewportSize(PHONE);
  await waitForDecision(page, { pass: false });
  await checkState(page, `${what}, 390`);
  await page.setViewportSize(DESKTOP);
  await waitForDecision(page, { pass: false });
}

/** The end screen at 1280, at 390 (its width too), and printed. */
async function checkEnd(page, what) {
  await waitForEnd(page, GAME_MS);
  await checkState(page, `${what}, end screen, 1280`, { small: true });
  await page.setViewportSize(PHONE);
  await shot(page, `layout-end-${what.replace(/\W+/g, '-')}-390.png`, true);
  await checkEndFits(page, `${what}, end screen, 390`);
  await checkState(page, `${what}, end screen, 390`);
  await page.setViewportSize(DESKTOP);
  await fillPrint(page, '.end-screen button.print');
  await checkState(page, `${what}, end screen, print`, { print: true });
  await afterPrint(page);
}

const tests = LANGUAGES.flatMap(({ lang, locale }) => [
  {
    name: `${lang}: blank sheets (5 players, solo with Jeanne's cards) printed and at 390`,
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, locale });
      try {
        await openStart(page, url);
        for (const players of [5, 1]) {
          await choosePlayers(page, players);
          await fillPrint(page, '.print-blank button');
          await checkState(page, `${lang} blank ${players}-player sheet, print`, { print: true });
          await afterPrint(page);
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: `${lang}: a 2-player hot-seat game, first decision and mid-game, at 1280 and 390`,
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, locale });
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 31 });
        await waitForDecision(page);
        await checkBothSizes(page, `${lang} 2 players, first decision`);
        await midGame(page, lang, firstActions(await fixture('two_players'), 60), ['Anna', 'Bruno']);
        await checkBothSizes(page, `${lang} 2 players, mid-game`);
        // A choice on the sheet: at 390 the sheet is zoomed, at each level at 390 and 360.
        await playToSheetChoice(page, 50);
        await checkBothSizes(page, `${lang} 2 players, a choice on the sheet`);
        await page.setViewportSize(PHONE);
        await waitForDecision(page, { pass: false });
        await shot(page, `layout-${lang}-2p-zoomed-390.png`);
        await checkLevels(page, `${lang} 2 players, a choice on the sheet, 390`);
        await page.setViewportSize({ width: 360, height: 640 });
        // The app fits the zoom to the new width (its labels with it) once the page is resized.
        await waitForDecision(page, { pass: false });
        await checkLevels(page, `${lang} 2 players, a choice on the sheet, 360`);
        // The other player's sheet, seen whole (no choices on it) at phone width.
        await page.setViewportSize(PHONE);
        await page.locator('.tabs button.tab:not(.turn)').first().click();
        // (A busy machine may draw no frame for a while: the sheet is waited for.)
        await page.locator('.sheet-frame:not([hidden]) .sheet').waitFor();
        await checkState(page, `${lang} 2 players, the other sheet, 390`);
        await shot(page, `layout-${lang}-2p-other-390.png`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: `${lang}: a 5-player game of computers, its end screen at 1280, 390 and printed`,
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, locale });
      try {
        await openStart(page, url);
        // The game (seed 12, five Normal computers) as a fixture save, imported: its end screen
        // is what is checked.
        await importSave(page, await fixture('five_computers'), 'five', ['Anna', 'Bruno', 'Clara', 'David', 'Emma'], Array(5).fill('Computer'));
        await checkEnd(page, `${lang} 5 players`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: `${lang}: a solo game: the table and Jeanne's zone at 1280 and 390; a solo game's end screen`,
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, locale });
      try {
        await openStart(page, url);
        await startGame(page, { players: 1, seed: 8 });
        await waitForDecision(page);
        await checkBothSizes(page, `${lang} solo, first decision`);
        await midGame(page, lang, firstActions(await fixture('save_v4_solo'), 50), ['Anna']);
        await checkBothSizes(page, `${lang} solo, mid-game`);
        await playToSheetChoice(page, 70);
        await checkBothSizes(page, `${lang} solo, a choice on the sheet`);
        const jeanne = page.locator('.tabs button.tab').last();
        for (const size of [DESKTOP, PHONE]) {
          await page.setViewportSize(size);
          await jeanne.click();
          await checkState(page, `${lang} solo, Jeanne's zone, ${size.width}`);
          await shot(page, `layout-${lang}-jeanne-${size.width}.png`);
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
      // The end screen of a solo game (a finished one, imported).
      const end = await openPage(browser, { ...DESKTOP, locale });
      try {
        await openStart(end, url);
        await importFinished(end, 'save_v4_solo');
        await checkEnd(end, `${lang} solo`);
        noErrors(end);
      } finally {
        await end.closeAll();
      }
    },
  },
  {
    name: `${lang}: long names in a 2-player hot-seat game at the widths between phone and desktop`,
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, locale });
      try {
        await openStart(page, url);
        await choosePlayers(page, 2);
        await typeNames(page, LONG_NAMES);
        await startGame(page, { players: 2, seed: 31 });
        // The hand-over to the next player, at every width.
        for (let n = 0; n < 40 && !(await page.locator('.handover-cover').count()); n += 1) {
          if (await page.locator('button.end-turn').count()) await page.locator('button.end-turn').click();
          else await playToEnd(page, 5 + n, async () => {}, 1);
          await waitForDecision(page, { pass: false });
        }
        for (const size of [PHONE, ...BETWEEN, DESKTOP]) {
          await resize(page, size);
          await checkNames(page, `${lang} long names, hand-over, ${size.width}`);
        }
        await playToEnd(page, 5, async () => {}, 30);
        await playToSheetChoice(page, 50);
        for (const size of [...BETWEEN, DESKTOP]) {
          await resize(page, size);
          await waitForDecision(page, { pass: false });
          await checkState(page, `${lang} long names, a choice on the sheet, ${size.width}`);
          if (narrow(size)) await checkLevels(page, `${lang} long names, a choice on the sheet, ${size.width}`);
          await checkNames(page, `${lang} long names, the tabs, ${size.width}`);
        }
        await page.locator('.tabs button.tab:not(.turn)').first().click();
        for (const size of BETWEEN) {
          await resize(page, size);
          await checkState(page, `${lang} long names, the other sheet, ${size.width}`);
        }
        await shot(page, `layout-${lang}-long-names-other-430.png`);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: `${lang}: a finished game's review card (chart, key moments, every decision) at 1280, 390 and 360, on the end screen and in the replay view`,
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, locale });
      try {
        await openStart(page, url);
        // A file carrying the game's reviews: the card shows them at once.
        await importText(page, 'review_carried.json', await readFile(path.join(root, 'tests', 'fixtures', 'review_carried.json'), 'utf8'));
        await page.locator('.end-screen .review-result').waitFor({ timeout: GAME_MS });
        check(await page.locator('.review-moments li').count() > 0, 'no key moment');
        await page.locator('.review-decisions summary').click();
        for (const size of [DESKTOP, PHONE, SMALL_PHONE]) {
          await resize(page, size);
          await page.locator('.review').scrollIntoViewIfNeeded();
          await checkReview(page, `${lang} review card, ${size.width}`);
          await page.locator('.review').screenshot({ path: path.join(root, 'tests', 'output', `layout-${lang}-review-${size.width}.png`) });
        }
        // The same card in the replay view, opened at a key moment.
        await page.locator('.review-show').first().click();
        await page.locator('.replay-screen .review-result').waitFor({ timeout: GAME_MS });
        await page.locator('.replay-screen .review-decisions summary').click();
        for (const size of [SMALL_PHONE, PHONE, DESKTOP]) {
          await resize(page, size);
          await page.locator('.review').scrollIntoViewIfNeeded();
          await checkReview(page, `${lang} review card in the replay view, ${size.width}`);
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: `${lang}: long names on a 3-player game's end screen at the widths between, and printed`,
    async run({ browser, url }) {
      const page = await openPage(browser, { ...DESKTOP, locale });
      try {
        await openStart(page, url);
        await choosePlayers(page, 3);
        await typeNames(page, [...LONG_NAMES, LONG_NAMES[0]]);
        await startGame(page, { players: 3, seed: 12, computers: [0, 1, 2] });
        await waitForEnd(page, GAME_MS);
        for (const size of [PHONE, ...BETWEEN]) {
          await resize(page, size);
          await checkEndFits(page, `${lang} long names, end screen, ${size.width}`);
          await checkNames(page, `${lang} long names, end screen, ${size.width}`);
          // The final sheets are drawn once near the window (`content-visibility: auto`): below
          // the fold of a short window, they are brought there.
          await page.evaluate(() => document.querySelector('.final-sheets')?.scrollIntoView());
          await checkState(page, `${lang} long names, end screen, ${size.width}`, { small: true });
        }
        await shot(page, `layout-end-${lang}-long-names-821.png`, true);
        await page.setViewportSize(DESKTOP);
        await checkNames(page, `${lang} long names, end screen, 1280`);
        await checkState(page, `${lang} long names, end screen, 1280`, { small: true });
        await fillPrint(page, '.end-screen button.print');
        await checkState(page, `${lang} long names, end screen, print`, { print: true });
        await afterPrint(page);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
]);

runSuite({
  label: 'layout',
  dist,
  // LAYOUT_ONLY=words runs the tests whose name holds them.
  tests: tests.filter((t) => !process.env.LAYOUT_ONLY || t.name.includes(process.env.LAYOUT_ONLY)),
  limitMs: 900_000,
  report: async () => {
    console.log(`figure: layout ${totals.states} states, ${totals.texts} sheet texts: ${totals.small} below ${MIN_PX} px at narrow widths or on end screens, ` +
      `${totals.outside} out of their panel, ${totals.overlaps} overlaps, ${totals.empty} rings round no name; ${totals.names} names cut or overlapping; ` +
      `${totals.review} problems on the review card`);
  },
});
