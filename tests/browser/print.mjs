// Browser tests of printing: the Print buttons of the end screen, the table and the start screen
// (blank sheets) fill the print view and call window.print() (stubbed here); the page is then
// rendered to PDF with print media, and the PDF is checked with poppler-utils (pdfinfo,
// pdftotext, pdftoppm): one A4 page per sheet, the names, seed, date and score breakdown on
// them, none of the app's chrome, and the sheet filling the page. Page 1 of each PDF is kept as
// a PNG in tests/output/.
//
//   node tests/browser/print.mjs [dist-dir]
//
// Prints one line per test and a final `print: N passed, M failed`; exits non-zero on failure.

import { execFileSync } from 'node:child_process';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  check, choosePlayers, fixture, importSave, moreOptions, noErrors, openStart, startGame, waitForEnd,
} from './game.mjs';
import { openPage, output, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Words of the app's screens that a print must not show. */
const CHROME = ['Game over', 'Back to the start', 'Export the game', 'Start the game', 'Saved games', 'Undo', 'Leave'];

const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8' });

/** Today as the print view writes it. */
const today = (page) =>
  page.evaluate(() => new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }));

/**
 * Presses the Print button `button` with window.print stubbed, checks that it was called once
 * the print view was filled, renders the page to an A4 PDF with print media, and reads the PDF
 * back: its page count and size, each page's text, and page 1 as a PNG and a greyscale image.
 */
async function printToPdf(page, button, name) {
  await page.evaluate(() => {
    window.__prints = 0;
    window.print = () => {
      window.__prints += 1;
      window.__pagesAtPrint = document.querySelectorAll('.print-root > .print-page').length;
    };
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForFunction(() => window.__prints === 1, null, { timeout: TIMEOUT_MS });
  const pagesAtPrint = await page.evaluate(() => window.__pagesAtPrint);
  // Read now: rendering the PDF fires afterprint, which empties the print view.
  const scores = await printedScores(page);
  // On screen, the print view is out of sight.
  const onScreen = await page.evaluate(() => {
    const box = document.querySelector('.print-root').getBoundingClientRect();
    return { visibility: getComputedStyle(document.querySelector('.print-page')).visibility, right: box.right };
  });
  check(onScreen.visibility === 'hidden' && onScreen.right <= 0, `the print view shows on screen: ${JSON.stringify(onScreen)}`);

  await page.emulateMedia({ media: 'print' });
  const shown = await page.evaluate(() =>
    [...document.body.children]
      .filter((e) => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0)
      .map((e) => e.className || e.tagName),
  );
  check(JSON.stringify(shown) === '["print-root"]', `in print, the page shows ${JSON.stringify(shown)}`);
  const file = path.join(output, `${name}.pdf`);
  await page.pdf({ path: file, format: 'A4' });
  await page.emulateMedia({ media: null });

  const { size: bytes } = await stat(file);
  const info = run('pdfinfo', [file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const size = /^Page size:\s+(.*)$/m.exec(info)?.[1] ?? '';
  // A page's words in the order they were drawn (`-raw`: the content stream's order, which is
  // the page's), whitespace collapsed: a phrase is found wherever the fonts wrap its lines. Read
  // once a page.
  const read = new Map();
  const text = (n) => {
    if (!read.has(n)) {
      read.set(n, run('pdftotext', ['-raw', '-f', String(n), '-l', String(n), file, '-']).replace(/\s+/g, ' ').trim());
    }
    return read.get(n);
  };
  const png = path.join(output, `${name}-page1`);
  run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, png]);
  const grey = path.join(output, `${name}-page1-grey`);
  run('pdftoppm', ['-gray', '-r', '30', '-f', '1', '-l', '1', '-singlefile', file, grey]);
  const image = pgm(await readFile(`${grey}.pgm`));
  await rm(`${grey}.pgm`);
  // Whether page `n` shows `phrase`, spaces aside: where pdftotext sees a word's end depends on
  // the glyphs' spacing, which the browser's text positioning moves by a fraction of a point.
  const bare = (t) => t.replace(/\s+/g, '');
  const has = (n, phrase) => bare(text(n)).includes(bare(phrase));
  return { file, bytes, pages, pagesAtPrint, scores, size, text, has, image, png: `${png}.png` };
}

/** Reads a binary greyscale PGM (P5, 8 bits). */
function pgm(buffer) {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(buffer.subarray(0, 64).toString('latin1'));
  check(header && header[3] === '255', 'pdftoppm wrote no 8-bit PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = buffer.subarray(header[0].length);
  return { width, height, at: (x, y) => pixels[y * width + x] };
}

/**
 * How much of page 1 is drawn on: the share of the page's width drawn across the middle band
 * of rows (where only the sheet is), and the share of its height drawn on at all.
 */
function coverage({ width, height, at }) {
  const ink = (x, y) => at(x, y) < 248;
  let left = width;
  let right = -1;
  for (let y = Math.floor(height * 0.35); y < height * 0.65; y++) {
    for (let x = 0; x < width; x++) {
      if (ink(x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  let rows = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (ink(x, y)) {
        rows += 1;
        break;
      }
    }
  }
  return { across: (right - left + 1) / width, down: rows / height };
}

/** The sheet fills page 1: ~90% of A4's width (190 of 210 mm) and most of its height. */
function checkFills(pdf, what) {
  const { across, down } = coverage(pdf.image);
  check(across > 0.85 && down > 0.8,
    `${what}: the sheet does not fill the page (${(across * 100).toFixed(0)}% of the width, ` +
    `${(down * 100).toFixed(0)}% of the height drawn on)`);
}

/** Checks a PDF: A4, `names.length` pages, each titled with its name, and no app chrome. */
function checkPages(pdf, names, what) {
  check(pdf.pagesAtPrint === names.length, `${what}: ${pdf.pagesAtPrint} pages in the print view when print() was called`);
  check(pdf.pages === names.length, `${what}: the PDF has ${pdf.pages} pages, not ${names.length}`);
  check(pdf.size.includes('(A4)'), `${what}: page size ${pdf.size}`);
  // Vector drawings: no page-sized bitmap (the paper's grain) makes megabytes of a page.
  check(pdf.bytes < pdf.pages * 1_000_000, `${what}: ${(pdf.bytes / 1e6).toFixed(1)} MB for ${pdf.pages} pages`);
  for (const [i, name] of names.entries()) {
    const text = pdf.text(i + 1);
    check(text.startsWith(name), `${what}: page ${i + 1} begins “${text.slice(0, 40)}”, not with ${name}`);
    // The name heads the page, and the sheet itself (Jeanne's zone is hers by its title).
    check(text.split(name).length > 2, `${what}: page ${i + 1} names ${name} only once:\n${text}`);
    for (const word of CHROME) check(!pdf.has(i + 1, word), `${what}: page ${i + 1} shows “${word}”`);
  }
}

const BREAKDOWN = ['Trading posts', 'Citizens', 'Development level', '(Posts + citizens) × level',
  'Warehouse', 'Bank', 'Monks', 'Depot', 'Total'];

/** The print view's score breakdowns: each page's line names and figures. */
const printedScores = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.print-root > .print-page')].map((p) => ({
      title: p.querySelector('.print-score h2')?.textContent ?? null,
      lines: [...p.querySelectorAll('.print-score tbody th')].map((e) => e.textContent),
      figures: [...p.querySelectorAll('.print-score tbody td')].map((e) => e.textContent),
    })),
  );

const tests = [
  {
    name: 'the end screen of a 3-player game prints one A4 page per sheet, with name, seed, date and breakdown',
    async run({ browser, url, figures }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        const names = ['Anna', 'Bruno', 'Clara'];
        // The game (seed 5, three Normal computers) as a fixture save, imported: its end screen
        // is what is printed.
        await importSave(page, await fixture('three_computers'), 'three', names, Array(3).fill('Computer'));
        await waitForEnd(page);
        const totals = await page.locator('.end-screen .breakdown tr.total td').allTextContents();
        const pdf = await printToPdf(page, 'Print the sheets', 'print-end-3p');
        checkPages(pdf, names, 'end screen');
        const date = await today(page);
        for (let i = 1; i <= 3; i++) {
          const text = pdf.text(i);
          for (const want of ['seed 5', `printed ${date}`, '3 players', 'Score breakdown', 'Trading posts', 'Warehouse']) {
            check(pdf.has(i, want), `end screen: page ${i} lacks “${want}”:\n${text}`);
          }
        }
        // The same figures as the end screen's table, a column per page.
        const { scores } = pdf;
        check(scores.length === 3 && scores.every((s) => JSON.stringify(s.lines) === JSON.stringify(BREAKDOWN)),
          `printed breakdown lines ${JSON.stringify(scores.map((s) => s.lines))}`);
        check(JSON.stringify(scores.map((s) => s.figures.at(-1))) === JSON.stringify(totals),
          `printed totals ${scores.map((s) => s.figures.at(-1))}, end screen ${totals}`);
        checkFills(pdf, 'end screen');
        figures.endPng = pdf.png;
        // After printing, the print view empties; the end screen is as it was.
        await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
        await page.waitForFunction(() => !document.querySelector('.print-root > .print-page'));
        await page.getByRole('button', { name: 'Back to the start' }).waitFor();
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the end screen of a solo game prints the player’s sheet and Jeanne’s zone, each with a breakdown',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        // The game (seed 3, a Normal computer against Jeanne) as a fixture save, imported.
        await importSave(page, await fixture('solo_computer'), 'solo', ['Anna'], ['Computer']);
        await waitForEnd(page);
        const totals = await page.locator('.end-screen .breakdown tr.total td').allTextContents();
        const pdf = await printToPdf(page, 'Print the sheets', 'print-end-solo');
        checkPages(pdf, ['Anna', 'Jeanne'], 'solo end screen');
        check(pdf.has(1, 'Solo against Jeanne (Standard)') && pdf.has(2, 'seed 3'),
          `solo pages:\n${pdf.text(1)}\n${pdf.text(2)}`);
        const [mine, hers] = pdf.scores;
        check(!mine.lines.includes("Jeanne's rows") && hers.lines.includes("Jeanne's rows"),
          `solo breakdown lines ${JSON.stringify(pdf.scores.map((s) => s.lines))}`);
        check(JSON.stringify([mine.figures.at(-1), hers.figures.at(-1)]) === JSON.stringify(totals),
          `printed totals ${[mine.figures.at(-1), hers.figures.at(-1)]}, end screen ${totals}`);
        checkFills(pdf, 'solo end screen');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'the table prints every sheet as it is now, with the score so far',
    async run({ browser, url }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 8 });
        await page.locator('[data-legal="true"]').first().waitFor({ timeout: TIMEOUT_MS });
        const pdf = await printToPdf(page, 'Print', 'print-table-2p');
        checkPages(pdf, ['Anna', 'Bruno'], 'table');
        check(pdf.has(1, 'Score breakdown so far') && pdf.has(2, 'seed 8'), `table page text:\n${pdf.text(1)}`);
        checkFills(pdf, 'table');
        // The game goes on: a decision can still be played.
        await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
        const before = await page.evaluate(() => window.__logLength);
        await page.locator('[data-legal="true"]').first().click();
        await page.waitForFunction((n) => window.__logLength !== n, before, { timeout: TIMEOUT_MS });
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'blank sheets from the start screen (phone): 2 players front (1 page), solo (sheet + Jeanne, 2 pages)',
    async run({ browser, url, figures }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        const date = await today(page);
        await moreOptions(page);
        await page.locator('.seed input').fill('77');

        await choosePlayers(page, 2);
        const front = await printToPdf(page, 'Print a blank sheet', 'print-blank-2p');
        checkPages(front, ['Player 1'], 'blank 2-player sheet');
        const text = front.text(1);
        for (const want of ['Blank sheet', '2 players', 'printed places', 'seed 77', `printed ${date}`]) {
          check(front.has(1, want), `blank sheet lacks “${want}”:\n${text}`);
        }
        check(!front.has(1, 'Score breakdown'), 'a blank sheet has a score breakdown');
        check(front.scores.length === 1 && front.scores[0].title === null, 'a blank sheet has a breakdown');
        // Drawn large even from a phone-sized window.
        checkFills(front, 'blank 2-player sheet');
        figures.blankPng = front.png;

        await choosePlayers(page, 1);
        const solo = await printToPdf(page, 'Print a blank solo sheet', 'print-blank-solo');
        checkPages(solo, ['Player 1', 'Jeanne'], 'blank solo sheet');
        check(solo.has(1, 'Solo against Jeanne') && solo.has(2, 'seed 77'),
          `blank solo pages:\n${solo.text(1)}\n${solo.text(2)}`);
        checkFills(solo, 'blank solo sheet');
        figures.soloPng = solo.png;
        // The start screen is untouched: no game was started.
        check((await page.locator('.saved-game').count()) === 0, 'printing a blank sheet saved a game');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** Prints the figure and the page images the tests made. */
async function report(figures) {
  for (const png of [figures.endPng, figures.blankPng, figures.soloPng].filter(Boolean)) {
    console.log(`output: ${path.relative(root, png)}`);
  }
}

runSuite({ label: 'print', dist, tests, limitMs: 10 * 60_000, report });
