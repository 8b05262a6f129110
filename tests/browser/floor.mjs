// The browser's own share of the bench's click figures (tests/browser/bench.mjs): the same taps,
// timed the same way (measure.mjs), on pages where no app runs. What a figure of the app's is
// above these is the app's; what these are, no app can take off.
//
//   - the table's page as the app drew it in the bench's game, its scripts taken out, each tap on
//     a target of the sheet putting a pen mark by it: the least that a decision changes there;
//   - a page with two buttons, each tap changing the tapped one's text.

import { playToEnd, startTappedGame, tapLikeAFinger } from './game.mjs';
import { openPage, PHONE_MOVING } from './harness.mjs';
import { measurePaints, paintTimes } from './measure.mjs';

/** How many taps each page gets. */
const TAPS = 80;

/** The sheet's targets on view. */
const TARGETS = '.sheet-frame:not([hidden]) [data-legal="true"]';

/**
 * The table's page of the bench's phone game (tapped at full speed from its first screen) at its
 * first decision with two targets or more on the sheet after `clicks` clicks, as markup without
 * its scripts (nor the app's code preloaded).
 */
async function tableMarkup(browser, url, clicks = 40) {
  const page = await openPage(browser, PHONE_MOVING);
  try {
    await startTappedGame(page, url);
    await playToEnd(page, 3, async () => {}, clicks);
    for (let more = 0; (await page.locator(TARGETS).count()) < 2; more += 1) {
      if (more > 40) throw new Error('no decision with targets on the sheet');
      await playToEnd(page, 3 + more, async () => {}, 1);
    }
    const html = await page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`);
    return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\b(?:modulepreload|preload)\b[^>]*>/g, '');
  } finally {
    await page.closeAll();
  }
}

/**
 * In the page: a finger's tap on a `[data-legal]` element clicked at its release, as the app
 * clicks one (src/app/browser/tap.rs), and each click answered: a target of a sheet gets a pen
 * mark by its centre, a button its text changed. `__timings` gets, for each click, the time from
 * its handler to the next frame's callbacks (the app's click → updated sheet).
 */
function answerTaps() {
  window.__timings = [];
  const choice = (e) => e.target.closest?.('[data-legal]');
  document.addEventListener('touchend', (e) => {
    const el = choice(e);
    if (!el || e.touches.length) return;
    e.preventDefault();
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  });
  // Where each target's mark goes, measured before the taps: no layout in a click.
  for (const target of document.querySelectorAll('svg [data-legal]')) {
    const b = target.getBBox();
    target.dataset.mark = `${b.x + b.width / 2} ${b.y + b.height / 2}`;
  }
  let n = 0;
  document.addEventListener('click', (e) => {
    const el = choice(e);
    if (!el) return;
    const clicked = performance.now();
    n += 1;
    if (el.dataset.mark) {
      const [x, y] = el.dataset.mark.split(' ').map(Number);
      const d = 4 + (n % 5) * 2;
      el.parentNode.insertAdjacentHTML('beforeend',
        `<path class="ink" d="M${x - d} ${y - d}l${2 * d} ${2 * d}m0 ${-2 * d}l${-2 * d} ${2 * d}"/>`);
    } else {
      el.textContent = `Tapped ${n}`;
    }
    requestAnimationFrame(() => window.__timings.push(performance.now() - clicked));
  });
}

/** Taps the elements of `selector` in turn at `rate`× slower CPU; what `paintTimes` measured. */
async function tapped(page, selector, rate) {
  const cdp = await page.context().newCDPSession(page);
  tapLikeAFinger(page, cdp);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(answerTaps);
  const count = await page.locator(selector).count();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await measurePaints(page);
  let missed = 0;
  for (let i = 0; i < TAPS + missed; i += 1) {
    // A target under the docked prompt (one that cannot be scrolled clear of it) is not tapped.
    await page.ui.click(selector, i % count).catch(() => { missed += 1; });
    if (missed > TAPS) throw new Error(`${selector}: no target could be tapped`);
    await page.waitForTimeout(250);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return paintTimes(page);
}

/**
 * The floor's figures at `rate`× slower CPU: `table`, the table's page without the app, and
 * `button`, a page with two buttons (see the top of this file).
 */
export async function browserFloor(browser, url, rate) {
  const html = await tableMarkup(browser, url);
  const floor = {};
  const table = await openPage(browser, PHONE_MOVING);
  try {
    await table.route(`${url}floor.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await table.goto(`${url}floor.html`);
    floor.table = await tapped(table, TARGETS, rate);
  } finally {
    await table.closeAll();
  }
  const button = await openPage(browser, PHONE_MOVING);
  try {
    await button.setContent(`<!doctype html><meta name="viewport" content="width=device-width,initial-scale=1">
      <style>button { display: block; width: 60vw; height: 48px; margin: 20vh auto; }</style>
      <button data-legal="true">Tap</button><button data-legal="true">Or this</button>`);
    floor.button = await tapped(button, 'button', rate);
  } finally {
    await button.closeAll();
  }
  return floor;
}
