// What the frame that shows the next person's sheet costs (after an end of turn, it comes
// forward): the bench's phone game played to a given tap, its two sheets then swapped as a turn
// passed does a number of times with the CPU slowed, each swap traced, and the medians of the
// swap's frame and of its phases printed, in ms of the main thread's CPU.
// CPU time moves less with a shared machine's load than the bench's wall times: compare two
// builds by these, runs alternated. Not part of the test command.
//
//   node tests/browser/swap.mjs [dist-dir] [taps] [swaps]
//
// `SLOW_CPU=8` slows the CPU 8× rather than 4× (as for bench.mjs).
//
// Prints `figure:` lines and a final `swap: N passed, M failed`.

import path from 'node:path';
import { playToEnd, startTappedGame } from './game.mjs';
import { launchFullChromium, openPage, PHONE_MOVING, root, runSuite } from './harness.mjs';
import { afterStamps, PHASES, quantile, traced } from './measure.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const TAPS = Number(process.argv[3] ?? 140);
const SWAPS = Number(process.argv[4] ?? 12);
const SLOW_CPU = Number(process.env.SLOW_CPU ?? 4);
/** How long after a swap its work is counted (µs of the trace): its frame and what follows. */
const WINDOW = 300_000;

/**
 * Swaps the sheets on view as a turn passed does: the one shown hidden, the next one shown and
 * moved into sight (`Board`, src/app/table/mod.rs), then two frames and a wait.
 */
const swap = () => new Promise((done) => {
  const frames = [...document.querySelectorAll('.sheet-frame:not(.jeanne-frame)')];
  const shown = frames.findIndex((f) => !f.hidden);
  const next = (shown + 1) % frames.length;
  console.timeStamp('swap');
  frames[shown].hidden = true;
  frames[next].hidden = false;
  document.querySelector('.sheet-track').style.transform = `translateX(${-100 * next}%)`;
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 250)));
});

const tests = [
  {
    name: `a 2-player game's sheets swapped ${SWAPS} times after ${TAPS} taps, the CPU ${SLOW_CPU}× slower`,
    async run({ browser, url, figures }) {
      const page = await openPage(browser, PHONE_MOVING);
      try {
        const cdp = await startTappedGame(page, url);
        await playToEnd(page, 3, async () => {}, TAPS);
        await page.waitForTimeout(1000);
        const elements = await page.evaluate(() =>
          [...document.querySelectorAll('.sheet-frame:not(.jeanne-frame) .sheet')].map((s) => s.querySelectorAll('*').length));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
        const events = await traced(cdp, ['devtools.timeline', 'toplevel', 'blink'], async () => {
          for (let i = 0; i < SWAPS; i += 1) await page.evaluate(swap);
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        figures.swap = { elements, events };
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** The medians of each swap's frame and phases, on the page's main thread. */
async function report({ swap: found }) {
  if (!found) return;
  const { elements, events } = found;
  const swaps = afterStamps(events, WINDOW);
  const median = (values) => quantile(values, 0.5).toFixed(1);
  const frames = swaps.map((s) => s.longest('WebFrameWidgetImpl::UpdateLifecycle'));
  const phases = Object.entries(PHASES).map(([phase, name]) => `${phase} ${median(swaps.map((s) => s.cpu(name)))}`);
  console.log(`figure: a sheet shown whole at ${SLOW_CPU}× slower (${swaps.length} swaps of sheets of ` +
    `${elements.join(' and ')} elements): its frame median ${median(frames)} ms of CPU ` +
    `(${frames.map((ms) => ms.toFixed(0)).join(', ')}); by phase, medians: ${phases.join(', ')}`);
}

runSuite({ label: 'swap', dist, tests, limitMs: 10 * 60_000, report, launch: launchFullChromium });
