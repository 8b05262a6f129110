// Where a slow phone's time goes while playing: the bench's phone game (2 players, 390×844, the
// CPU 4× slower, each click a finger's tap), its first clicks recorded in a Chromium trace, and the
// main thread's CPU time per click printed by phase (script, style, layout, paint…), with the
// longest layouts. CPU time, unlike the click → update times, hardly moves with the load of a
// shared machine: compare two builds by these figures. Not part of the test command.
//
// With `functions`, the same clicks run under V8's sampling profiler instead, and the figures
// are the app's functions by CPU time per click (their own, and with what they call). Names
// show only in a build that keeps them:
//   PAGE_WASM_NAMES=1 trunk build --release --dist target/dist-names
//   node tests/browser/profile.mjs target/dist-names 30 functions
//
// With `paths`, the figures are the main thread's CPU time from each click (a tap's: from its
// release's arrival) to the end of the frame that shows it (as the bench times it,
// `measure.mjs`), by kind of click (a decision, "End my turn", the hand-over's button), with
// each kind's mean by phase: what a click → painted time is made of, without the waits that a
// shared machine's load adds to the bench's times. Compare two builds by these.
//
// With `path-functions`, the same paths are traced with V8's sampling profiler too, and the
// figures are, by kind of click, the app's functions by CPU time within its paths (a build that
// keeps names, as for `functions`): what a click's own wait is made of, its later work apart.
//
// With `raster`, the figures are the raster threads' work (Chromium's `RasterTask`s, which draw
// the page's layers into tiles beside the main thread, and compete with it for a phone's cores)
// from each click to the next, by kind of click: an animation that has the page rastered again
// in each of its frames shows there, and in no main-thread figure.
//
// With `tasks`, the trace holds the tasks themselves and Blink's own categories too (the
// browser's work that no script runs: hit tests, the selection's upkeep…), and the figures are
// the longest task after each decision (to the next click: the tap's, the frame that shows it,
// the table's catch-up and its frame, a new zoom level's), and the timelines of the four
// decisions around the median and of the three slowest (each named by its click's number in the
// game, to find it again). `AFTER=end-turn` (or `open-turn`) gives the same figures after each
// "End my turn" (or the hand-over's button) instead. Then every task of the trace over 50 ms of
// CPU, whatever click came before it, by kind (a frame, a timer, a garbage collection…) and each
// one by phase (a major collection with V8's name for it and the script's heap): what the
// bench's long tasks are, told apart from its wall time's noise.
//
//   node tests/browser/profile.mjs [dist-dir] [clicks] [functions|paths|path-functions|raster|tasks]
//
// `SLOW_CPU=10` slows the CPU 10× rather than 4× (as for bench.mjs).
//
// Prints `figure:` lines and a final `profile: N passed, M failed`.

import path from 'node:path';
import { playToEnd, startTappedGame } from './game.mjs';
import { launchFullChromium, openPage, PHONE_MOVING, root, runSuite } from './harness.mjs';
import { CLICKS as CLICK_KINDS, measurePaints, quantile, traced } from './measure.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const CLICKS = Number(process.argv[3] ?? 40);
const FUNCTIONS = process.argv[4] === 'functions';
const TASKS = process.argv[4] === 'tasks';
const PATH_FUNCTIONS = process.argv[4] === 'path-functions';
const PATHS = process.argv[4] === 'paths' || PATH_FUNCTIONS;
const RASTER = process.argv[4] === 'raster';
/** The kind of click whose tasks `tasks` times (see `CLICK_KINDS`). */
const AFTER = process.env.AFTER ?? 'decision';
/** How many times slower the CPU runs (`SLOW_CPU=10`, as for bench.mjs). */
const SLOW_CPU = Number(process.env.SLOW_CPU ?? 4);
/** A task's CPU time at this rate that would be a long task (> 50 ms) at 10×. */
const LONG_AT_TEN = (50 * SLOW_CPU) / 10;
/** How many functions the `functions` figures list. */
const LISTED = 25;
/** The trace events timed, by phase: the outermost of each name is counted. */
const PHASES = {
  script: ['FunctionCall', 'RunMicrotasks', 'FireAnimationFrame', 'TimerFire', 'EventDispatch'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  'pre-paint': ['PrePaint'],
  paint: ['Paint'],
  layerize: ['Layerize'],
  'hit test': ['HitTest'],
  'HTML parsing': ['ParseHTML'],
  'garbage collection': ['MajorGC', 'MinorGC'],
};

/** The renderer's main threads in a trace, as `pid:tid`. */
const mainThreads = (events) => new Set(events
  .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
  .map((e) => `${e.pid}:${e.tid}`));

/** The complete events of the renderer's main thread, each with its parent. */
function mainThread(events) {
  const threads = mainThreads(events);
  const done = events
    .filter((e) => threads.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open = [];
  for (const e of done) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    e.parent = open.at(-1);
    open.push(e);
  }
  return done;
}

/** The phase of an event: its own name's, else its nearest ancestor's with one. */
function phaseOf(e) {
  for (let a = e; a; a = a.parent) {
    const phase = Object.keys(PHASES).find((p) => PHASES[p].includes(a.name));
    if (phase) return phase;
  }
  return undefined;
}

/** Each event's own CPU time in µs (its children's not included): the style and layout a script
 * forces count as style and layout. */
function ownTimes(events) {
  const own = new Map(events.map((e) => [e, e.tdur ?? 0]));
  for (const e of events) if (e.parent) own.set(e.parent, own.get(e.parent) - (e.tdur ?? 0));
  return own;
}

/** The mean of each phase over `list` (maps of phase → ms), the largest first, as words. */
const meanPhases = (list) => {
  const sums = new Map();
  for (const m of list) for (const [k, ms] of m) sums.set(k, (sums.get(k) ?? 0) + ms);
  return [...sums].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${(ms / list.length).toFixed(1)}`).join(', ');
};

/** Whether an ancestor of `e` is named `name`. */
function hasAncestor(e, name) {
  for (let a = e.parent; a; a = a.parent) if (a.name === name) return true;
  return false;
}

const tests = [
  {
    name: `the first ${CLICKS} clicks of a hot-seat game at 390×844, the CPU ${SLOW_CPU}× slower, are ${FUNCTIONS ? 'profiled' : 'traced'}`,
    async run({ browser, url, figures }) {
      const page = await openPage(browser, PHONE_MOVING);
      try {
        // Played as the bench plays it: each click a finger's tap.
        const cdp = await startTappedGame(page, url);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
        if (FUNCTIONS) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
          const { clicks } = await playToEnd(page, 3, async () => {}, CLICKS);
          figures.profile = { ...(await cdp.send('Profiler.stop')).profile, clicks };
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          return;
        }
        if (PATHS || RASTER || TASKS) await measurePaints(page);
        const categories = TASKS ? ['toplevel', 'devtools.timeline', 'blink', 'input']
          : RASTER ? ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc', 'viz']
            : PATH_FUNCTIONS ? ['devtools.timeline', 'disabled-by-default-v8.cpu_profiler'] : ['devtools.timeline'];
        const events = await traced(cdp, categories, () => playToEnd(page, 3, async () => {}, CLICKS));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        if (PATH_FUNCTIONS) figures.samples = sampled(events);
        figures.events = mainThread(events);
        if (RASTER) figures.rasters = events.filter((e) => e.name === 'RasterTask' && e.ph === 'X' && e.dur !== undefined);
        // `measurePaints`'s marks of each click and of its painted frame.
        const threads = mainThreads(events);
        figures.marks = events
          .filter((e) => e.name === 'TimeStamp' && threads.has(`${e.pid}:${e.tid}`))
          .map((e) => ({ ts: e.ts, message: String(e.args?.data?.message) }))
          .sort((a, b) => a.ts - b.ts);
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** Rust's escapes in mangled names (`$LT$` for `<`…). */
const ESCAPES = { LT: '<', GT: '>', RF: '&', BP: '*', C: ',', SP: '@', u20: ' ', u27: "'", u5b: '[', u5d: ']', u7b: '{', u7d: '}', u7e: '~' };

/**
 * A function's name as Rust writes it, without its hash: the names of the parts that load on
 * demand stay mangled (`_ZN…E`), the main module's are demangled but end in `::h<hash>`.
 */
function shortName(name) {
  let out = name;
  if (name.startsWith('_ZN')) {
    const parts = [];
    let at = 3;
    while (at < name.length && name[at] !== 'E') {
      const digits = /^\d+/.exec(name.slice(at))?.[0];
      if (!digits) break;
      at += digits.length;
      parts.push(name.slice(at, at + Number(digits)));
      at += Number(digits);
    }
    out = parts
      .map((p) => p.replace(/^_\$/, '$').replace(/\$([A-Za-z0-9]+)\$/g, (m, k) => ESCAPES[k] ?? m).replace(/\.\./g, '::'))
      .join('::') + name.slice(at + 1);
  }
  return out.replace(/::h[0-9a-f]{16}/g, '') || '(anonymous)';
}

/**
 * The app's functions by CPU time in `samples` (each a node of `nodes`, a map by id, and the
 * time it stands for in ms): those of its wasm and the browser calls they make, by their own
 * time; the app's own Rust functions, by their time with what they call (a function counted once
 * per sample however deep it recurs). Each as lines, the largest first, and a word when the
 * build keeps no names.
 */
function tally(nodes, samples) {
  // The app's wasm (the page's module and its parts), and the JS that calls the browser for it.
  const app = (n) => /\.wasm$/.test(n.callFrame.url) || n.callFrame.functionName.startsWith('__wbg_');
  // Each node's name, once (a sample walks all its callers); the app's nodes only.
  const names = new Map([...nodes.values()].filter(app).map((n) => [n.id, shortName(n.callFrame.functionName)]));
  const add = (m, name, ms) => m.set(name, (m.get(name) ?? 0) + ms);
  const own = new Map();
  const total = new Map();
  for (const { id, ms } of samples) {
    if (names.has(id)) add(own, names.get(id), ms);
    const seen = new Set();
    for (let n = id; n !== undefined; n = nodes.get(n)?.parent) {
      const name = names.get(n);
      if (name !== undefined && !seen.has(name)) {
        seen.add(name);
        add(total, name, ms);
      }
    }
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, LISTED).map(([f, ms]) => `  ${ms.toFixed(2).padStart(6)} ms ${f}`).join('\n');
  // With what they call, the app's own functions only: the framework's (closures, futures,
  // views) would hide them.
  const ours = new Map([...total].filter(([f]) => f.startsWith('orleans_dw::')));
  const named = [...total.keys()].some((f) => f.includes('::'));
  return { own: top(own), ours: top(ours), unnamed: named ? '' : ' — this build keeps no names (PAGE_WASM_NAMES=1)' };
}

/** `profile`'s nodes by id, each with its parent's id. */
function nodesById(list) {
  const nodes = new Map(list.map((n) => [n.id, { ...n }]));
  for (const n of list) for (const c of n.children ?? []) if (nodes.has(c)) nodes.get(c).parent = n.id;
  return nodes;
}

/** The app's functions by CPU time per click in a sampled `profile` (see [`tally`]). */
function functionFigures({ nodes, samples, timeDeltas, clicks }) {
  // A sample's time is the gap to the next sample.
  const { own, ours, unnamed } = tally(nodesById(nodes), samples.map((id, i) => ({ id, ms: (timeDeltas[i + 1] ?? 0) / 1000 / clicks })));
  console.log(`figure: the app's functions at ${SLOW_CPU}× slower, CPU per click (${clicks} clicks, sampled every 0.2 ms)` +
    `${unnamed}; their own time:\n${own}`);
  console.log(`figure: the app's own functions, with what they call:\n${ours}`);
}

/**
 * The main thread's samples in a trace recorded with V8's profiler (`ProfileChunk` events): its
 * nodes by id (see [`nodesById`]) and each sample's node and time.
 */
function sampled(events) {
  const threads = mainThreads(events);
  const nodes = new Map();
  const samples = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && threads.has(`${e.pid}:${e.tid}`))) {
    let ts = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
      for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, { ...n, parent: n.parent ?? nodes.get(n.id)?.parent });
      (cpuProfile.samples ?? []).forEach((id, i) => {
        ts += timeDeltas[i] ?? 0;
        samples.push({ id, ts });
      });
    }
  }
  return { nodes, samples };
}

/** By kind of click, the app's functions by CPU time within its paths (see [`pathFigures`]). */
function pathFunctionFigures({ nodes, samples }, marks) {
  const spans = clickSpans(marks).filter((s) => s.painted);
  for (const [kind, paths] of byKind(spans, (s) => s.kind)) {
    // A sample's time is the gap to the next sample; per path of the kind.
    const within = samples.slice(0, -1).flatMap((s, i) => paths.some(({ start, painted }) => s.ts >= start.ts && s.ts < painted.ts)
      ? [{ id: s.id, ms: (samples[i + 1].ts - s.ts) / 1000 / paths.length }] : []);
    const { own, ours, unnamed } = tally(nodes, within);
    console.log(`figure: within the paths of ${CLICK_KINDS[kind] ?? kind} (${paths.length}), the app's functions at ${SLOW_CPU}× slower, ` +
      `CPU per path${unnamed}; their own time:\n${own}\n` +
      `  and the app's own, with what they call:\n${ours}`);
  }
}

/**
 * The clicks that `measurePaints` marked in a trace, in their order: each one's kind, its mark,
 * where its time starts (its tap's release, when that is the mark before it), the mark of its
 * painted frame (if one came), and where the next click's time starts (none after the last).
 */
function clickSpans(marks) {
  const spans = [];
  marks.forEach((mark, i) => {
    const kind = /^click (.*)$/.exec(mark.message)?.[1];
    if (!kind) return;
    const start = marks[i - 1]?.message === 'released' ? marks[i - 1] : mark;
    const painted = marks.slice(i + 1).find((m) => m.message === `painted ${kind}`);
    spans.push({ kind, mark, start, painted });
  });
  spans.forEach((span, i) => { span.next = spans[i + 1]?.start; });
  return spans;
}

/** A traced event's CPU time in ms (its wall time where the trace gives no thread time). */
const cpu = (event) => (event.tdur ?? event.dur) / 1000;

/** `items` in lists by `kind(item)`, in the order each kind first comes. */
function byKind(items, kind) {
  const lists = new Map();
  for (const item of items) {
    const key = kind(item);
    if (!lists.has(key)) lists.set(key, []);
    lists.get(key).push(item);
  }
  return lists;
}

/** Each task's CPU in ms by phase (its events' own times), as a map of maps. */
function phasesByTask(events) {
  const own = ownTimes(events);
  const byTask = new Map();
  for (const e of events) {
    const phase = phaseOf(e);
    if (!phase) continue;
    let task = e;
    while (task.parent) task = task.parent;
    if (!byTask.has(task)) byTask.set(task, new Map());
    const m = byTask.get(task);
    m.set(phase, (m.get(phase) ?? 0) + own.get(e) / 1000);
  }
  return byTask;
}

/** What a task holds: a garbage collection, a frame, an idle callback, a timer's work, an
 * input's handlers (the first of these found near its top). */
function taskKind(task, kids) {
  const names = new Set();
  const walk = (e, depth) => {
    names.add(e.name);
    if (depth < 3) for (const k of kids.get(e) ?? []) walk(k, depth + 1);
  };
  walk(task, 0);
  if (names.has('MajorGC') || names.has('MinorGC')) return 'garbage collection';
  if (names.has('WebFrameWidgetImpl::UpdateLifecycle')) return 'a frame';
  if (names.has('FireIdleCallback')) return 'an idle callback';
  if (names.has('TimerFire')) return 'a timer';
  if (names.has('LatencyInfo.Flow') || names.has('EventDispatch')) return 'an input';
  return 'other';
}

/**
 * A task's major garbage collection as V8 names it (the one a game has is finished "via task":
 * V8's memory reducer starts it, see docs/table-speed.md), and the script's heap before and
 * after it; empty for a task without one.
 */
function collected(task, kids) {
  const find = (e) => (e.name === 'MajorGC' ? e : (kids.get(e) ?? []).map(find).find(Boolean));
  const gc = find(task);
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  return gc?.args ? ` (${gc.args.type}; the script's heap ${mb(gc.args.usedHeapSizeBefore)} → ${mb(gc.args.usedHeapSizeAfter)} MB)` : '';
}

/**
 * Every task of the trace over 50 ms of CPU, whatever click came before it: how many of each
 * kind (see `taskKind`), and each one's CPU by phase. The long tasks that a game leaves, which
 * the bench counts in wall time (and so with a shared machine's noise), told apart.
 */
function longTaskFigures(events, marks, kids, tops) {
  const phases = phasesByTask(events);
  const spans = clickSpans(marks);
  const long = tops.filter((t) => cpu(t) > 50).map((t) => {
    const before = spans.findLast((s) => s.start.ts <= t.ts);
    const after = before ? CLICK_KINDS[before.kind] ?? before.kind : 'the game\'s start';
    return { task: t, kind: `${taskKind(t, kids)} after ${after}`, click: spans.indexOf(before) + 1, since: before ? (t.ts - before.start.ts) / 1000 : 0 };
  });
  const kinds = byKind(long, (l) => l.kind);
  console.log(`figure: tasks over 50 ms of CPU in the whole trace at ${SLOW_CPU}× slower: ${long.length}` +
    `${long.length ? ` (${[...kinds].map(([k, l]) => `${l.length} ${k}`).join(', ')})` : ''}`);
  for (const l of long) {
    const by = [...(phases.get(l.task) ?? [])].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]);
    console.log(`figure: a task of ${cpu(l.task).toFixed(1)} ms, ${l.kind} (click ${l.click} of the game, ` +
      `${l.since.toFixed(0)} ms after it): ${by.map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ')}${collected(l.task, kids)}`);
  }
}

/**
 * The tasks after each click of the kind `AFTER` (a decision unless told: from its tap's
 * release, or its click's mark, to the next click's mark): the longest task's CPU time by median
 * and p90, how many clicks had one that is a long task at 10× (about the slower machine at 4×:
 * over 20 ms at 4×), and the timelines of the four clicks around the median and of the three
 * slowest: each task of 1 ms or more, its events of 0.2 ms or more, five levels deep, in ms from
 * the click.
 */
function taskFigures(events, marks) {
  const kids = new Map();
  for (const e of events) if (e.parent) kids.set(e.parent, [...(kids.get(e.parent) ?? []), e]);
  const tops = events.filter((e) => !e.parent);
  const clicks = clickSpans(marks).flatMap(({ kind, start, next }, click) => {
    if (kind !== AFTER) return [];
    const end = next?.ts ?? start.ts + 500_000;
    const tasks = tops.filter((t) => t.ts + t.dur > start.ts && t.ts < end);
    return tasks.length ? [{ click, start, tasks, longest: Math.max(...tasks.map(cpu)) }] : [];
  });
  const longest = clicks.map((d) => d.longest);
  const after = CLICK_KINDS[AFTER] ?? AFTER;
  console.log(`figure: the longest task after ${after}, CPU at ${SLOW_CPU}× slower (${clicks.length} clicks): ` +
    `median ${(quantile(longest, 0.5) ?? 0).toFixed(1)} ms, p90 ${(quantile(longest, 0.9) ?? 0).toFixed(1)}; ` +
    `over ${LONG_AT_TEN} ms after ${longest.filter((ms) => ms > LONG_AT_TEN).length}`);
  longTaskFigures(events, marks, kids, tops);
  const sorted = [...clicks].sort((a, b) => a.longest - b.longest);
  const mid = sorted.length >> 1;
  const timeline = ({ start, tasks }) => {
    const lines = [];
    const walk = (e, depth) => {
      if (e.dur < 200 || depth > 5) return;
      const type = e.args?.data?.type ? ` ${e.args.data.type}` : '';
      lines.push(`  ${'  '.repeat(depth)}+${((e.ts - start.ts) / 1000).toFixed(1)} ${e.name}${type} ${(e.dur / 1000).toFixed(1)} (CPU ${cpu(e).toFixed(1)})`);
      for (const k of kids.get(e) ?? []) walk(k, depth + 1);
    };
    for (const t of tasks.filter((t) => cpu(t) >= 1)) walk(t, 0);
    return lines.join('\n');
  };
  for (const d of sorted.slice(Math.max(0, mid - 2), mid + 2)) {
    console.log(`figure: ${after} near the median, its longest task ${d.longest.toFixed(1)} ms:\n${timeline(d)}`);
  }
  for (const d of sorted.slice(-3).reverse()) {
    console.log(`figure: one of the three slowest (${after}), click ${d.click + 1} of the game, its longest task ${d.longest.toFixed(1)} ms:\n${timeline(d)}`);
  }
}

/**
 * The main thread's CPU time from each click (a tap's: from its release's arrival, as the bench
 * times it) to the end of its painted frame (the tasks that ended after that start and started
 * before the mark of that frame), by kind of click.
 */
function pathFigures(events, marks) {
  const cpuOf = (tasks) => tasks.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
  const tasks = events.filter((e) => !e.parent);
  const byTask = phasesByTask(events);
  const all = clickSpans(marks).filter((s) => s.painted).map(({ kind, mark, start, painted }) => {
    const after = tasks.filter((t) => t.ts + t.dur > start.ts);
    const within = after.filter((t) => t.ts < painted.ts);
    const phases = new Map();
    for (const t of within) for (const [k, ms] of byTask.get(t) ?? []) phases.set(k, (phases.get(k) ?? 0) + ms);
    return {
      kind,
      phases,
      cpu: cpuOf(within),
      // A tap's work before its click's task: the release's handlers and frame, the mouse's
      // events (none for a click without a tap).
      before: cpuOf(after.filter((t) => t.ts + t.dur <= mark.ts)),
      wall: (painted.ts - start.ts) / 1000,
    };
  });
  for (const [kind, paths] of byKind(all, (p) => p.kind)) {
    const cpu = paths.map((p) => p.cpu);
    const wall = paths.map((p) => p.wall);
    console.log(`figure: click → painted, main-thread CPU at ${SLOW_CPU}× slower, ${CLICK_KINDS[kind] ?? kind} (${paths.length}): ` +
      `median ${quantile(cpu, 0.5).toFixed(1)} ms, p90 ${quantile(cpu, 0.9).toFixed(1)}, longest ${Math.max(...cpu).toFixed(1)} ` +
      `(before the click's task: median ${quantile(paths.map((p) => p.before), 0.5).toFixed(1)}; ` +
      `in wall time: median ${quantile(wall, 0.5).toFixed(1)}, p90 ${quantile(wall, 0.9).toFixed(1)}); ` +
      `by phase, means: ${meanPhases(paths.map((p) => p.phases))}`);
  }
}

/**
 * The raster threads' tasks from each click (its mark) to the next click (its tap's release),
 * by kind of click: how many, and their CPU time.
 */
function rasterFigures(rasters, marks) {
  const all = clickSpans(marks).map(({ kind, mark, next }) => {
    const tasks = rasters.filter((r) => r.ts >= mark.ts && r.ts < (next?.ts ?? Infinity));
    return { kind, count: tasks.length, cpu: tasks.reduce((sum, t) => sum + cpu(t), 0) };
  });
  for (const [kind, spans] of byKind(all, (s) => s.kind)) {
    const cpu = spans.map((s) => s.cpu);
    console.log(`figure: raster threads from a click to the next at ${SLOW_CPU}× slower, ${CLICK_KINDS[kind] ?? kind} (${spans.length}): ` +
      `CPU median ${quantile(cpu, 0.5).toFixed(1)} ms, p90 ${quantile(cpu, 0.9).toFixed(1)}, longest ${Math.max(...cpu).toFixed(1)}; ` +
      `tasks median ${quantile(spans.map((s) => s.count), 0.5)}`);
  }
}

/** Prints the CPU time per click of each phase, and the longest layouts (or, with `functions`,
 * the app's functions by CPU time; with `paths`, each click's path to its painted frame, and with
 * `path-functions` the app's functions within those paths; with `raster`, the raster threads'
 * work after each click). */
async function report({ events, marks, profile, rasters, samples }) {
  if (profile) functionFigures(profile);
  if (!events) return;
  if (RASTER) {
    rasterFigures(rasters, marks);
    return;
  }
  if (PATHS) {
    pathFigures(events, marks);
    if (PATH_FUNCTIONS) pathFunctionFigures(samples, marks);
    return;
  }
  if (TASKS) {
    taskFigures(events, marks);
    return;
  }
  const clicks = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click').length;
  // Each event's own CPU time goes to its phase.
  const own = ownTimes(events);
  const byPhase = new Map();
  for (const e of events) {
    const phase = phaseOf(e);
    if (phase) byPhase.set(phase, (byPhase.get(phase) ?? 0) + own.get(e) / 1000 / clicks);
  }
  const phases = [...byPhase];
  const total = phases.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`figure: main-thread CPU per click at ${SLOW_CPU}× slower (${clicks} clicks, the test's own page scripts ` +
    `included): ${total.toFixed(1)} ms = ${phases.sort((a, b) => b[1] - a[1]).map(([p, ms]) => `${p} ${ms.toFixed(1)}`).join(', ')}`);
  // The frames rendered, and whose scripts ran: the app's (by what started them) or the test's
  // own (injected, so without a script address). A script's time here includes the style and
  // layout it forces.
  const paints = events.filter((e) => e.name === 'Paint' && e.parent?.name !== 'Paint').map((e) => (e.tdur ?? 0) / 1000);
  console.log(`figure: frames painted per click ${(paints.length / clicks).toFixed(1)}, paint CPU per frame ` +
    `median ${(quantile(paints, 0.5) ?? 0).toFixed(1)} ms, longest ${Math.max(0, ...paints).toFixed(1)} ms`);
  const scripts = new Map();
  for (const e of events) {
    if (e.name !== 'FunctionCall' || hasAncestor(e, 'FunctionCall')) continue;
    const task = e.parent ? `${e.parent.name}${e.parent.args?.data?.type ? ` ${e.parent.args.data.type}` : ''}` : 'other';
    const key = `${e.args?.data?.url ? 'app' : 'test'}: ${task}`;
    scripts.set(key, (scripts.get(key) ?? 0) + (e.tdur ?? 0) / 1000 / clicks);
  }
  console.log(`figure: scripts' CPU per click, by what started them: ${[...scripts].sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= 0.1).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ')}`);
  const layouts = events.filter((e) => e.name === 'Layout').map((e) => (e.tdur ?? 0) / 1000).sort((a, b) => b - a);
  console.log(`figure: layouts over 30 ms of CPU: ${layouts.filter((ms) => ms > 30).length}; ` +
    `longest ${layouts.slice(0, 5).map((ms) => ms.toFixed(0)).join(', ')} ms`);
}

runSuite({ label: 'profile', dist, tests, limitMs: 15 * 60_000, report, launch: launchFullChromium });
