// Where a slow phone's time goes while playing: the hot-seat game of app.mjs's slow test (2
// players, 390×844, the CPU 4× slower), its first clicks recorded in a Chromium trace, and the
// main thread's CPU time per click printed by phase (script, style, layout, paint…), with the
// longest layouts. CPU time, unlike the click → update times, hardly moves with the load of a
// shared machine: compare two builds by these figures. Not part of the test command.
//
//   node tests/browser/profile.mjs [dist-dir] [clicks]
//
// Prints `figure:` lines and a final `profile: N passed, M failed`.

import path from 'node:path';
import { openStart, playToEnd, startGame, waitForDecision } from './game.mjs';
import { openPage, root, runSuite } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const CLICKS = Number(process.argv[3] ?? 40);
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
};

/** The complete events of the renderer's main thread, each with its parent. */
function mainThread(events) {
  const threads = new Set(events
    .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`));
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

/** Whether an ancestor of `e` is named `name`. */
function hasAncestor(e, name) {
  for (let a = e.parent; a; a = a.parent) if (a.name === name) return true;
  return false;
}

/** The `q` quantile of `values` (nearest rank). */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

const tests = [
  {
    name: `the first ${CLICKS} clicks of a hot-seat game at 390×844, the CPU 4× slower, are traced`,
    async run({ browser, url, figures }) {
      const page = await openPage(browser, { width: 390, height: 844 });
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 42 });
        await waitForDecision(page);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const events = [];
        cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
        await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'] } });
        await playToEnd(page, 3, async () => {}, CLICKS);
        const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
        await cdp.send('Tracing.end');
        await complete;
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        figures.events = mainThread(events);
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** Prints the CPU time per click of each phase, and the longest layouts. */
async function report({ events }) {
  if (!events) return;
  const clicks = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click').length;
  // Each event's own CPU time (its children's not included) goes to its phase: the style
  // and layout a script forces count as style and layout.
  const own = new Map(events.map((e) => [e, e.tdur ?? 0]));
  for (const e of events) if (e.parent) own.set(e.parent, own.get(e.parent) - (e.tdur ?? 0));
  const byPhase = new Map();
  for (const e of events) {
    const phase = phaseOf(e);
    if (phase) byPhase.set(phase, (byPhase.get(phase) ?? 0) + own.get(e) / 1000 / clicks);
  }
  const phases = [...byPhase];
  const total = phases.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`figure: main-thread CPU per click at 4× slower (${clicks} clicks, the test's own page scripts ` +
    `included): ${total.toFixed(1)} ms = ${phases.sort((a, b) => b[1] - a[1]).map(([p, ms]) => `${p} ${ms.toFixed(1)}`).join(', ')}`);
  // The frames rendered, and whose scripts ran: the app's (by what started them) or the test's
  // own (injected, so without a script address). A script's time here includes the style and
  // layout it forces.
  const paints = events.filter((e) => e.name === 'Paint' && e.parent?.name !== 'Paint').map((e) => (e.tdur ?? 0) / 1000);
  console.log(`figure: frames painted per click ${(paints.length / clicks).toFixed(1)}, paint CPU per frame ` +
    `median ${quantile(paints, 0.5).toFixed(1)} ms, longest ${Math.max(0, ...paints).toFixed(1)} ms`);
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

runSuite({ label: 'profile', dist, tests, limitMs: 15 * 60_000, report });
