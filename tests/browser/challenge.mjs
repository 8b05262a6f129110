// Browser tests of "Challenge a friend": a finished solo game (a fixture save, imported) on one
// profile gives a link carrying its setup, seed and score but no moves; a second profile, in
// French, opens it (the game's name, the language switch, the rules and the guided game on the
// card, the score hidden), types its own name, plays the same game with other choices under it,
// sees the same draws from the bag, both names and scores side by side and the verdict, and sends
// the link back with both results; the first profile opens that link and sees both scores and the
// verdict (in English) without a game being added. A damaged link says so on the start screen and
// changes nothing. The challenge's buttons are at least 24×24 px at 390×844.
//
//   node tests/browser/challenge.mjs [dist-dir]
//
// Prints one line per test and a final `challenge: N passed, M failed`; exits non-zero on failure.

import path from 'node:path';
import { check, importFinished, noErrors, openStart, plain, playToEnd, startGame, state, waitForEnd } from './game.mjs';
import { openPage, output, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

/** A fresh profile at 390×844 that may read what the app copies, in `locale`. */
const profile = (browser, locale = 'en-GB') =>
  openPage(browser, { width: 390, height: 844, locale, permissions: ['clipboard-read', 'clipboard-write'] });

/** The verdict of the challenger's `a` points against the friend's `b`, as the app words it. */
function verdictOf(lang, [nameA, a], [nameB, b]) {
  const by = Math.abs(a - b);
  const [winner, high, low] = a > b ? [nameA, a, b] : [nameB, b, a];
  if (lang === 'fr') {
    return by === 0 ? `Égalité\u00a0: ${a} points chacun.` : `${winner} l’emporte de ${by} ${by > 1 ? 'points' : 'point'}\u00a0: ${high} à ${low}.`;
  }
  return by === 0 ? `A tie: ${a} points each.` : `${winner} wins by ${by} ${by === 1 ? 'point' : 'points'}: ${high} to ${low}.`;
}

/** The verdict shown on the page. */
const verdictShown = async (page) => plain(await page.locator('.challenge-verdict').textContent()).trim();

/** The JSON a challenge link carries (base64url after `#challenge=`). */
function carried(link) {
  const [, text] = link.split('#challenge=');
  return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
}

/** On the end screen: presses the challenge card's button; returns the link it copied. */
async function copyChallenge(page) {
  await page.locator('.challenge button.challenge-link').click();
  const shown = await page.locator('.challenge input').inputValue();
  check(shown === (await page.evaluate(() => navigator.clipboard.readText())), 'the link shown is the one copied');
  return shown;
}

/** The saved games' storage keys. */
const gameKeys = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('orleans-dw:game:')).sort());

/** The last finished game's result in the history: its total and Jeanne's. */
const lastResult = (page) =>
  page.evaluate(() => {
    const [line] = JSON.parse(localStorage.getItem('orleans-dw:history'));
    return { total: line.totals[0], jeanne: line.jeanne };
  });

/** From the end screen: the rounds' tokens laid out, in order, as the replay view's log says. */
async function laidOut(page) {
  await page.locator('.end-actions button.replay').click();
  // The replay view is a part of the wasm loaded on demand: wait for its log.
  await page.locator('.replay-log li').first().waitFor({ timeout: TIMEOUT_MS });
  const lines = await page.locator('.replay-log li').allTextContents();
  await page.locator('button.replay-close').click();
  await waitForEnd(page);
  return lines.filter((l) => l.startsWith('New round')).reverse();
}

/** Fails if a button of the challenge's card or screen is smaller than 24×24 CSS px. */
async function targetsInReach(page) {
  const small = await page.evaluate(() => [...document.querySelectorAll('.challenge button, .challenge-screen button')]
    .filter((b) => b.offsetParent !== null)
    .map((b) => b.getBoundingClientRect())
    .filter((r) => r.width < 24 || r.height < 24).length);
  check(small === 0, `${small} target(s) under 24×24 px`);
}

/** The cells of the results table on the page, row by row. */
const cells = async (page) => (await page.locator('.challenge-scores td').allTextContents()).map(plain);

const tests = [
  {
    name: 'the challenge link gives the same draws for different choices, and both scores there and back',
    async run({ browser, url }) {
      const first = await profile(browser);
      const second = await profile(browser, 'fr-FR');
      try {
        await openStart(first, url);
        // The challenge is made on the end screen of a finished solo game (a fixture).
        const { setup } = await importFinished(first, 'save_v4_solo');
        const mine = await lastResult(first);
        const firstEnd = await state(first);
        const firstDraws = await laidOut(first);
        check(firstDraws.length >= 5, `only ${firstDraws.length} rounds laid out`);
        const link = await copyChallenge(first);
        const sent = carried(link);
        check(sent.save.moves === '' && sent.save.setup.seed === setup.seed, `the link carries moves or another seed: ${JSON.stringify(sent.save)}`);
        check(sent.results.length === 1 && sent.results[0].totals[0] === mine.total, 'the link carries the score');
        const keysBefore = await gameKeys(first);

        // The friend: the score is hidden until their game ends.
        await second.goto(link, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await second.locator('.challenge-screen').waitFor({ timeout: TIMEOUT_MS });
        const invite = plain(await second.locator('.challenge-screen').textContent());
        const sender = sent.results[0].names[0];
        check(invite.includes(`${sender} vous défie`), `the screen says ${invite}`);
        check((await second.locator('.challenge-scores').count()) === 0, 'the score is shown before the game');
        // For a friend who does not know the game: its name, the language, the rules, the guided game.
        const card = await second.evaluate(() => ({
          name: document.querySelector('.challenge-screen .game-name')?.textContent,
          title: document.title,
          switch: document.querySelectorAll('.challenge-screen .lang-switch button').length,
          rules: !!document.querySelector('.challenge-screen button.rules-open')?.checkVisibility(),
          learn: document.querySelector('.challenge-screen button.learn')?.textContent,
        }));
        check(card.name === card.title && card.name.includes('Orléans'), `the card names ${card.name}, the page ${card.title}`);
        check(card.switch === 2 && card.rules && card.learn === 'Apprendre en jouant', `the card: ${JSON.stringify(card)}`);
        const name = second.locator('.challenge-name input');
        check((await name.inputValue()) === 'Anna', `the name offered is ${await name.inputValue()}`);
        await name.fill('Zoé');
        await targetsInReach(second);
        await second.screenshot({ path: path.join(output, 'challenge-390.png') });
        await second.locator('button.challenge-play').click();
        // Once the game is open, a reload resumes it rather than opening the link again.
        check(await second.evaluate(() => location.hash === ''), 'the link stays in the address bar');
        await playToEnd(second, 99);
        const theirs = await lastResult(second);
        const secondEnd = await state(second);
        check(secondEnd.hash !== firstEnd.hash, 'the two games made the same choices');
        await second.locator('.end-screen .challenge-verdict').waitFor({ timeout: TIMEOUT_MS });
        const table = await cells(second);
        check(table.length === 4, `the table has ${table.length} cells: ${table}`);
        check(table[0] === `${sender}\u00a0: ${mine.total}` && table[1] === `Zoé\u00a0: ${theirs.total}`, `scores ${table}`);
        check(await verdictShown(second) === verdictOf('fr', [sender, mine.total], ['Zoé', theirs.total]), `the verdict says ${await verdictShown(second)}`);
        const remembered = await second.evaluate(() => JSON.parse(localStorage.getItem('orleans-dw:settings'))[9]);
        check(remembered === 'Zoé', `the name remembered is ${remembered}`);
        check(table[2].endsWith(`: ${mine.jeanne}`) && table[3].endsWith(`: ${theirs.jeanne}`), `Jeanne ${table}`);
        check((await second.locator('.challenge button.challenge-link').textContent()).includes('Renvoyer votre résultat'), 'no link back');
        const back = await copyChallenge(second);
        await targetsInReach(second);
        await second.locator('.challenge').screenshot({ path: path.join(output, 'challenge-end-390.png') });
        check(carried(back).results.length === 2, 'the link back lacks a result');
        // The same draws, read in English (the switch keeps the end screen as it was).
        await second.locator('.end-head .lang-switch button[lang="en"]').click();
        const secondDraws = await laidOut(second);
        check(JSON.stringify(secondDraws) === JSON.stringify(firstDraws),
          `other draws:\n${firstDraws.join('\n')}\n---\n${secondDraws.join('\n')}`);
        noErrors(second);

        // Back home: both scores, and no game added.
        await first.goto(back, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await first.locator('.challenge-screen .challenge-scores').waitFor({ timeout: TIMEOUT_MS });
        const english = table.map((c) => c.replace('\u00a0:', ':'));
        check(JSON.stringify(await cells(first)) === JSON.stringify(english), `home shows ${await cells(first)}`);
        const verdict = verdictOf('en', [sender, mine.total], ['Zoé', theirs.total]);
        check(await verdictShown(first) === verdict, `home's verdict says ${await verdictShown(first)}`);
        check(JSON.stringify(await gameKeys(first)) === JSON.stringify(keysBefore), 'a game was added');
        await targetsInReach(first);
        // The game's own end screen shows both too.
        await first.locator('button.challenge-close').click();
        await first.locator('.saved-game button.primary').first().click();
        await first.locator('.end-screen .challenge-scores').waitFor({ timeout: TIMEOUT_MS });
        check(JSON.stringify(await cells(first)) === JSON.stringify(english), `the end screen shows ${await cells(first)}`);
        check(await verdictShown(first) === verdict, `the end screen's verdict says ${await verdictShown(first)}`);
        noErrors(first);
      } finally {
        await first.closeAll();
        await second.closeAll();
      }
    },
  },
  {
    name: 'a damaged or forged challenge link says so and changes nothing',
    async run({ browser, url }) {
      const page = await profile(browser);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 7 });
        const keys = await gameKeys(page);
        const forged = Buffer.from(JSON.stringify({ save: { version: 5, setup: {}, moves: 'X' }, seats: [], results: [] })).toString('base64url');
        for (const fragment of ['#challenge=%%%', `#challenge=${forged}`]) {
          await page.goto(`${url}${fragment}`, { waitUntil: 'load', timeout: TIMEOUT_MS });
          const notice = page.locator('.notices');
          await notice.waitFor({ timeout: TIMEOUT_MS });
          check((await notice.textContent()).includes('This link cannot be opened'), `the notice says ${await notice.textContent()}`);
          check(JSON.stringify(await gameKeys(page)) === JSON.stringify(keys), 'the saved games changed');
        }
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

runSuite({ label: 'challenge', dist, tests, limitMs: 10 * 60_000 });
