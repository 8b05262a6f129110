// What a change of zoom level costs (a phone's sheet zoomed for a decision's targets, then back
// to its whole view): the bench's phone game played to a given tap, then the sheet on view
// zoomed to its widest level and back a number of times with the CPU slowed, as the app does
// it (its frame's `data-zoom` and the classes of the labels that the level brings back,
// `src/app/sheet/zoom.rs`, for a 390 px phone), each change traced, and the medians of its
// work (the style and layout it forces, then its frame) printed by phase and direction, in ms
// of the main thread's CPU. Compare two builds by these, runs alternated. Not part of the test
// command.
//
//   node tests/browser/level.mjs [dist-dir] [taps] [changes]
//
// `SLOW_CPU=10` slows the CPU 10× rather than 4× (as for bench.mjs).
//
// Prints `figure:` lines and a final `level: N passed, M failed`.

import path from 'node:path';
import { playToEnd, startTappedGame } from './game.mjs';
import { launchFullChromium, openPage, PHONE_MOVING, root, runSuite } from './harness.mjs';
import { afterStamps, PHASES, quantile, traced } from './measure.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const TAPS = Number(process.argv[3] ?? 140);
const CHANGES = Number(process.argv[4] ?? 12);
const SLOW_CPU = Number(process.env.SLOW_CPU ?? 4);
/** How long after a change its work is counted (µs of the trace): its frame and what follows. */
const WINDOW = 400_000;

/**
 * Zooms the sheet on view to its widest level, or back to whole when it is zoomed: its frame's
 * level and the labels it brings back on a 390 px phone, then the layout forced as the level's
 * task forces it, then two frames and a wait.
 */
const change = () => new Promise((done) => {
  const frame = [...document.querySelectorAll('.sheet-frame:not(.jeanne-frame)')].find((f) => !f.hidden);
  const zoom = frame.dataset.zoom !== '2.5';
  console.timeStamp(zoom ? 'in' : 'out');
  if (zoom) frame.dataset.zoom = '2.5';
  else delete frame.dataset.zoom;
  for (const labels of ['labels-11', 'labels-14', 'labels-18', 'labels-21']) frame.classList.toggle(labels, zoom);
  void frame.offsetHeight;
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)));
});

const tests = [
  {
    name: `a phone's sheet zoomed and back ${CHANGES} times after ${TAPS} taps, the CPU ${SLOW_CPU}× slower`,
    async run({ browser, url, figures }) {
      const page = await openPage(browser, PHONE_MOVING);
      try {
        const cdp = await startTappedGame(page, url);
        await playToEnd(page, 3, async () => {}, TAPS);
        // Whole to begin with: the game may have stopped on a zoomed decision.
        await page.evaluate(() => {
          const frame = [...document.querySelectorAll('.sheet-frame:not(.jeanne-frame)')].find((f) => !f.hidden);
          delete frame.dataset.zoom;
          frame.classList.remove('labels-11', 'labels-14', 'labels-18', 'labels-21', 'labels-24');
        });
        await page.waitForTimeout(1000);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
        const events = await traced(cdp, ['devtools.timeline', 'toplevel', 'blink'], async () => {
          for (let i = 0; i < CHANGES; i += 1) await page.evaluate(change);
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        figures.level = events;
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** The medians of each change's work and phases on the page's main thread, by direction. */
async function report({ level: events }) {
  if (!events) return;
  const stamps = afterStamps(events, WINDOW);
  const median = (values) => quantile(values, 0.5).toFixed(1);
  for (const [direction, words] of [['in', 'zoomed in'], ['out', 'back to whole']]) {
    const changes = stamps.filter((s) => s.message === direction);
    if (!changes.length) continue;
    const totals = changes.map((c) => Object.values(PHASES).reduce((total, name) => total + c.cpu(name), 0));
    const phases = Object.entries(PHASES).map(([phase, name]) => `${phase} ${median(changes.map((c) => c.cpu(name)))}`);
    console.log(`figure: a phone's sheet ${words} at ${SLOW_CPU}× slower (${changes.length} changes): its phases ` +
      `median ${median(totals)} ms of CPU in all (${totals.map((ms) => ms.toFixed(0)).join(', ')}); by phase, ` +
      `medians: ${phases.join(', ')}`);
  }
}

runSuite({ label: 'level', dist, tests, limitMs: 10 * 60_000, report, launch: launchFullChromium });
