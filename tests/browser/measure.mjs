// What the bench (tests/browser/bench.mjs) measures in a page: clicks to their painted frame,
// long tasks with the click before each, the spans a Hard seat is shown thinking, and the bytes
// of the first load.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The phases of a frame's rendering, by their events in a Chromium trace. */
export const PHASES = { style: 'UpdateLayoutTree', layout: 'Layout', 'pre-paint': 'PrePaint', paint: 'Paint', layerize: 'Layerize' };

/** The events of a Chromium trace of `categories` (a list) taken while `work` runs. */
export async function traced(cdp, categories, work) {
  const events = [];
  const collect = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } });
  await work();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/**
 * Each `console.timeStamp` in a trace's `events`: its message, and the ms of CPU its thread spent
 * in events of a name within `window` µs after it, in all (`cpu`) and in the longest (`longest`).
 */
export function afterStamps(events, window) {
  const stamp = events.find((e) => e.name === 'TimeStamp');
  if (!stamp) return [];
  const thread = events.filter((e) => e.pid === stamp.pid && e.tid === stamp.tid);
  const ms = (e) => (e.tdur ?? e.dur ?? 0) / 1000;
  return thread.filter((e) => e.name === 'TimeStamp').map(({ ts, args }) => {
    const named = (name) => thread.filter((e) => e.name === name && e.ph === 'X' && e.ts >= ts && e.ts < ts + window).map(ms);
    return {
      message: args?.data?.message,
      cpu: (name) => named(name).reduce((total, t) => total + t, 0),
      longest: (name) => Math.max(0, ...named(name)),
    };
  });
}

/** The `q` quantile of `values` (nearest rank). */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/**
 * Measures in the page, from now on: for each click, the time from the click (a tap's: from its
 * release) to the end of the frame that shows what it changed (its style, layout and paint
 * included), and every long task (over 50 ms) with what the click before it was. Read them with
 * `paintTimes(page)`. A decision shows on the sheet in the next frame; "End my turn" and the
 * hand-over's button show their change in the frame after their button goes, or, for "End my
 * turn", once the hand-over's cover is over it (its prompt inert): timed to the end of that frame.
 *
 * A tap is timed from its release's arrival in the page, not from its events' `timeStamp`:
 * DevTools' `Input.dispatchTouchEvent` stamps a touch when it is asked for it, then holds it until
 * the page has rendered a frame (`InsertVisualStateCallback` in Chromium's input handler, "so that
 * new listeners see it"), a wait that a finger's touch on a phone does not have and that grows
 * with the page's frames. `emulated` keeps the time from that stamp.
 */
export async function measurePaints(page) {
  await page.evaluate(() => {
    window.__painted = [];
    window.__longTasks = [];
    window.__clicks = [];
    // When the last touch's release reached the page (the window's capture listener runs first).
    let released = null;
    window.addEventListener('pointerdown', () => { released = null; }, true);
    window.addEventListener('pointerup', (e) => {
      released = e.pointerType === 'touch' ? performance.now() : null;
      if (released !== null) console.timeStamp('released');
    }, true);
    document.addEventListener('click', (e) => {
      const clicked = released ?? e.timeStamp;
      const stamped = e.timeStamp;
      released = null;
      const button = e.target.closest?.('button, [data-legal]');
      const kind = ['end-turn', 'open-turn'].find((k) => button?.classList.contains(k))
        ?? (button?.matches('[data-legal]') ? 'decision' : 'other');
      window.__clicks.push({ at: clicked, kind });
      // Marks in a trace of the page (`profile.mjs … paths`), free when none is recorded.
      console.timeStamp(`click ${kind}`);
      // A task posted from an animation frame runs once that frame is rendered; at the
      // highest priority, before the tasks the app queued for after the frame (its autosave).
      const painted = () => requestAnimationFrame(() => {
        scheduler.postTask(() => {
          const now = performance.now();
          window.__painted.push({ ms: now - clicked, emulated: now - stamped, kind });
          console.timeStamp(`painted ${kind}`);
        }, { priority: 'user-blocking' });
      });
      if (kind === 'decision' || kind === 'other') {
        painted();
        return;
      }
      const gone = new MutationObserver(() => {
        if (!button.isConnected || button.closest('[inert]')) {
          gone.disconnect();
          painted();
        }
      });
      gone.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
      setTimeout(() => gone.disconnect(), 10_000); // a button that stays: not timed
    }, true);
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        const click = window.__clicks.findLastIndex((c) => c.at <= task.startTime + 1);
        window.__longTasks.push({ duration: task.duration, click });
      }
    }).observe({ type: 'longtask' });
  });
}

/** What `measurePaints` measured, and the app's own click → update and → whole table times. */
export const paintTimes = (page) =>
  page.evaluate(() => ({
    painted: window.__painted.map((p) => p.ms),
    emulated: window.__painted.map((p) => p.emulated),
    paintedBy: Object.groupBy(window.__painted, (p) => p.kind),
    // Each by the click before it (-1: none), the game's last click apart.
    longTasks: window.__longTasks.map(({ duration, click }) => ({
      duration,
      after: click < 0 ? 'none' : click === window.__clicks.length - 1 ? 'last' : window.__clicks[click].kind,
    })),
    timings: window.__timings ?? [],
    caughtUp: window.__caughtUp ?? [],
  }));

/** The kinds of click the bench tells apart, as its figures word them. */
export const CLICKS = {
  'end-turn': 'an end of turn', 'open-turn': 'a hand-over opened', decision: 'a decision', other: 'another click',
};

/** `paintedBy`'s p95 for each kind of click, worded. */
export const paintedByClick = (paintedBy) =>
  Object.entries(CLICKS)
    .filter(([kind]) => paintedBy[kind]?.length)
    .map(([kind, words]) => `${words} ${quantile(paintedBy[kind].map((p) => p.ms), 0.95).toFixed(1)} ms (${paintedBy[kind].length})`)
    .join(', ');

/**
 * The long tasks by the click before each: "End my turn", the hand-over's "Open", a decision,
 * the game's last click (the end screen).
 */
export function longTaskCauses(longTasks) {
  const names = { ...CLICKS, last: 'the last click (the end screen)', none: 'no click' };
  const parts = Object.entries(names).map(([kind, words]) => {
    const tasks = longTasks.filter((t) => t.after === kind).map((t) => t.duration.toFixed(0));
    return tasks.length ? `${tasks.length} after ${words} (${tasks.join(', ')} ms)` : '';
  });
  return `by the click before each: ${parts.filter(Boolean).join('; ') || 'none'}`;
}

/**
 * Before the app runs: records every long task of the page (PerformanceObserver) and each span
 * during which a Hard seat is shown thinking (`.thinking` not empty), on `window.__bots`.
 */
export function watchThinking() {
  const bots = { longTasks: [], spans: [], since: null };
  window.__bots = bots;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bots.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const look = () => {
    const thinking = [...document.querySelectorAll('.thinking')].some((e) => e.textContent.trim() !== '');
    const now = performance.now();
    if (thinking && bots.since === null) bots.since = now;
    if (!thinking && bots.since !== null) {
      bots.spans.push({ start: bots.since, end: now });
      bots.since = null;
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The bytes of `file` compressed by `gzip -9`, as the first-load budget is stated. */
const gzipped = (file) => execFileSync('gzip', ['-9c', file], { maxBuffer: 64 << 20 }).length;

/**
 * Bytes of the first load of the build in `dist`: the wasm, js and css the page itself names
 * (its stylesheets, scripts, module preloads and the wasm it preloads), that is every file loaded
 * before its first screen, as `gzip -9` compresses them; what loads on demand (the thinking
 * worker, the rules, the screens' parts) is not counted. And the bytes of the fonts (already
 * compressed).
 */
export async function shippedBytes(dist) {
  const sizes = { wasm: 0, js: 0, css: 0, fonts: 0 };
  const page = await readFile(path.join(dist, 'index.html'), 'utf8');
  const named = new Set(
    [...page.matchAll(/<(?:link|script)\b[^>]*?\b(?:href|src)=["']?(?:\.\/)?([^"' >]+)/g)].map((m) => m[1]),
  );
  for (const name of named) {
    const kind = path.extname(name).slice(1);
    const file = path.join(dist, name);
    if (kind in sizes && !name.includes('..') && existsSync(file)) sizes[kind] += gzipped(file);
  }
  for (const name of await readdir(path.join(dist, 'fonts'))) {
    if (name.endsWith('.woff2')) sizes.fonts += (await readFile(path.join(dist, 'fonts', name))).length;
  }
  return sizes;
}
