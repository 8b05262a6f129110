// The Chromium tests' whole games, played through the legal actions only to their end screens
// (a 3-player hot-seat game in English, a solo game against Jeanne in French), with what a choice
// says before it is made checked at every decision: every highlighted target (on the sheet and in
// the prompt) previews its effect when focused, and the effect previewed for the choice then
// played (`data-effect` of the preview) is what the engine did (`window.__lastEffect`, worded by
// the same function); hovering a target previews it too; at each pick every laid-out follower
// says what it would do; options closed now show their reason and clicking them plays nothing;
// the last round is announced in the prompt and in the log; every prompt names where its decision
// comes from (at a choice of which bonus first, each button, all different) and every development
// line of the log what made it; recruiting says what the next Monk costs. Then each end screen
// (verdict, breakdown, chart, sheets) and the history. Also: a long-press (a touch's context
// menu) on a target previews it.
//
//   node tests/browser/preview.mjs [dist-dir]
//
// Prints one line per test and a final `preview: N passed, M failed`; exits non-zero on failure.

import { createRequire } from 'node:module';
import path from 'node:path';
import {
  check, clickLegal, legalChoices, noErrors, openStart, plain, random, shot, startGame, state, waitForDecision,
} from './game.mjs';
import { openPage, PHONE, root, runSuite } from './harness.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const DESKTOP = { width: 1280, height: 800, bypassCSP: true };

/**
 * Focuses each legal element shown in turn and reads the preview it brings: its words, its
 * effect and what follows (`null` when none shows). Returns them by index among [data-legal].
 */
const previews = (page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((r) => setTimeout(r, 4));
    const all = [...document.querySelectorAll('[data-legal="true"]')];
    const out = [];
    for (const [index, el] of all.entries()) {
      if (!el.getClientRects().length) continue;
      // Focused already (after a click, the focus goes to a new target): focused again.
      if (document.activeElement === el) el.blur();
      el.focus({ preventScroll: true });
      let p = null;
      // The page previews within a few frames; a loaded machine may take longer.
      for (const start = Date.now(); Date.now() - start < 3000 && !p;) {
        await frame();
        const shown = document.querySelector('.prompt .preview');
        // A pick's Take button names its action for screen readers first, then shows more.
        const label = (el.getAttribute('aria-label') ?? (el.querySelector('.sr-only') ?? el).textContent).trim();
        const text = shown?.textContent.trim() ?? '';
        if (text === label || text.startsWith(`${label}:`) || text.startsWith(`${label}\u00a0:`)) {
          p = { label, text, effect: shown.dataset.effect ?? '' };
        }
      }
      out.push({ index, ...(p ?? {
        label: (el.getAttribute('aria-label') ?? el.textContent).trim(),
        missing: true,
        shown: document.querySelector('.prompt .preview')?.textContent,
        focused: document.activeElement === el,
      }) });
    }
    return out;
  });

/**
 * What the checks of a decision read on the page, in one look: the banner, the pick's followers
 * (how many, what each says) and its hint, the prompt's heading and legal buttons, the log's
 * lines, the options shown closed now (their words, their reason, whether they claim to be
 * disabled), the last round's notice and how many targets the sheet shows.
 */
const look = (page) =>
  page.evaluate(() => {
    const texts = (selector) => [...document.querySelectorAll(selector)].map((e) => e.textContent);
    return {
      banner: document.querySelector('.banner')?.textContent,
      tiles: document.querySelectorAll('.pick-rows > li').length,
      does: texts('.pick-rows .pick-does'),
      hint: texts('.prompt .hint').join(' '),
      heading: document.getElementById('prompt-heading')?.textContent.trim() ?? '',
      buttons: texts('.prompt button[data-legal="true"]').map((t) => t.trim()),
      log: texts('.log-lines li'),
      closed: [...document.querySelectorAll('.prompt button.closed')].map((b) => ({
        text: b.textContent.trim(),
        why: b.textContent.split(' — ')[1]?.trim() ?? '',
        disabled: b.getAttribute('aria-disabled') === 'true',
        legal: b.hasAttribute('data-legal'),
      })),
      lastRound: document.querySelector('.prompt .last-round')?.textContent.trim(),
      onSheet: document.querySelectorAll('.sheet-frame:not([hidden]) [data-legal="true"]').length,
    };
  });

/**
 * The words that say where a decision comes from, in either language (written here again from
 * `source_words` in src/i18n/en/game.rs and fr/game.rs, so that a prompt without them fails): the
 * follower taken, a recruited Monk, a "+" place (the only places a task comes from), a completed
 * deed, Warehouse column, Bank row or column, a development box.
 */
const SOURCE = new RegExp([
  'your (Farmer|Boatman|Knight|Craftsman|Trader|Scholar)', 'recruited Monk', 'beneficial deed \\d complete',
  'Warehouse column \\d complete', 'Bank row \\d complete', 'Bank column \\d spent', 'development box \\d+',
  'Distillery', 'Carpentry', 'Consulting Office', 'Machinery',
  'votre (Fermier|Batelier|Chevalier|Artisan|Commerçant|Érudit)', 'Moine recruté', 'Acte de bienfaisance \\d accompli',
  'colonne \\d de l’Entrepôt complète', 'rangée \\d de la Banque complète', 'colonne \\d de la Banque dépensée',
  'case de développement \\d+', 'Distillerie', 'Menuiserie', 'Cabinet de conseil', 'Machinerie',
].join('|'), 'i');
/** The headings that need no source: the pick, and the choice of which waiting bonus first. */
const PICK = ['Pick a token', 'Choisissez un jeton Partisan'];
const WHICH_FIRST = ['Several bonuses wait: which one first?', 'Plusieurs bonus attendent\u00a0: lequel d’abord\u202f?'];
/** A log line of a development mark, and one that says what made it (after a dash). */
const DEVELOPED = /(marks development box|marque la case de développement) \d+/;
const DEVELOPED_BY = /(marks development box|marque la case de développement) \d+ — \S/;

/**
 * Checks that the prompt names where the decision comes from (`seen`, a `look`): its heading, or
 * at a choice of which bonus first, each button, all different; and that each development line
 * of the log says what made it. Counts what it saw in `stats`.
 */
function checkSources(seen, stats) {
  if (WHICH_FIRST.includes(seen.heading)) {
    const unnamed = seen.buttons.filter((b) => !SOURCE.test(b));
    check(!unnamed.length, `"which first" buttons without their source: ${unnamed.join(' | ')}`);
    check(new Set(seen.buttons).size === seen.buttons.length, `"which first" buttons alike: ${seen.buttons.join(' | ')}`);
    stats.whichFirst += 1;
  } else if (!PICK.includes(seen.heading)) {
    check(SOURCE.test(seen.heading), `a prompt without its source: "${seen.heading}"`);
    stats.sourced += 1;
  }
  for (const line of seen.log.filter((l) => DEVELOPED.test(l))) {
    check(DEVELOPED_BY.test(line), `a development line without what made it: "${line}"`);
    stats.developed.add(line);
  }
}

/** The WCAG 2.2 A/AA violations axe-core finds on the page now, by rule id. */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)));
  return found;
}

/**
 * Plays a whole game from `seed`, checking every decision as the module's comment says and
 * counting in `stats`; `onStep(clicks)` runs before each decision.
 */
async function playChecked(page, seed, stats, onStep = async () => {}) {
  const rng = random(seed);
  let lastRoundSeen = false;
  while (await waitForDecision(page, { stats })) {
    await onStep(stats.clicks);
    const seen = await look(page);
    if (seen.banner !== undefined) stats.banners.add(plain(seen.banner).trim());
    // The pick: each laid-out follower says what it would do.
    if (seen.tiles) {
      check(seen.does.length === seen.tiles && seen.does.every((l) => l.trim().length > 10), `each follower says what it does: ${seen.does}`);
      stats.picks += 1;
      // Recruiting says what the next Monk costs, while one is left.
      const cost = seen.hint.match(/(?:Monks|Moines)\u00a0?: (\d+) → (\d+)/);
      if (cost) {
        check(Number(cost[1]) > Number(cost[2]) && /(costs|coûte) \d+ points?/.test(seen.hint), `the Monk's cost: "${seen.hint}"`);
        stats.recruitCosts += 1;
      }
    }
    checkSources(seen, stats);
    // Closed options: a reason each, never a legal element, and a click on one plays nothing.
    for (const c of seen.closed) {
      check(c.disabled && !c.legal && c.why.length > 3, `a closed option carries its reason: ${JSON.stringify(c)}`);
    }
    if (seen.closed.length) {
      if (!stats.closed) {
        // The first closed options, with a preview shown: no accessibility violation.
        await page.locator('[data-legal="true"]').first().focus();
        await page.locator('.prompt .preview').waitFor();
        const found = await violations(page);
        check(!found.length, `axe violations with closed options shown: ${found.join('\n')}`);
      }
      stats.closed += seen.closed.length;
      const before = await state(page);
      await page.locator('.prompt button.closed').first().click({ force: true });
      await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
      const after = await state(page);
      check(after.hash === before.hash && after.actions === before.actions, `clicking "${seen.closed[0].text}" played something`);
    }
    // The last round, in the prompt and in the log.
    if (seen.lastRound !== undefined) {
      check(seen.log.includes(seen.lastRound), `the last round is in the log too: "${seen.lastRound}"`);
      lastRoundSeen = true;
    }
    // Every legal element previews its effect. The pointer leaves the page first: a layout
    // change under a resting pointer hovers (and previews) whatever comes under it, in place of
    // the element focused.
    await page.mouse.move(-1, -1);
    const shown = await previews(page);
    const missing = shown.filter((p) => p.missing);
    check(!missing.length, `no preview for ${missing.map((p) => `${p.label} (focused: ${p.focused}, shown: ${p.shown})`).join(' | ')}`);
    stats.previewed += shown.length;
    // Hovering a target on the sheet previews it too (checked on a few decisions).
    if (stats.hovered < 5 && seen.onSheet) {
      const target = page.locator('.sheet-frame:not([hidden]) [data-legal="true"]').first();
      const label = (await target.getAttribute('aria-label')).trim();
      await page.evaluate(() => document.activeElement?.blur());
      // The hover is told to the page as the browser tells it (a mouse's bubbling pointerover
      // on the target, then its move over it): a real pointer's first move from outside the
      // window is not always told.
      await target.dispatchEvent('pointerover', { pointerType: 'mouse' });
      await target.dispatchEvent('pointermove', { pointerType: 'mouse' });
      const hovered = await page.waitForFunction((label) => {
        const text = document.querySelector('.prompt .preview')?.textContent.trim() ?? '';
        return text.startsWith(label) && text;
      }, label, { timeout: 3000 }).catch(() => null);
      check(hovered, `hovering "${label}" shows no preview of it`);
      await page.mouse.move(-1, -1);
      stats.hovered += 1;
    }
    const all = await legalChoices(page);
    if (!all.length) continue;
    const preferred = all.filter((c) => !c.decline);
    const pool = preferred.length ? preferred : all;
    const choice = pool[Math.floor(rng() * pool.length)];
    const expected = shown.find((p) => p.index === choice.index);
    // Not settled here: the next decision's wait settles. The effect is told as the whole table
    // shows the decision, before the game's length changes (which the click waits for).
    await clickLegal(page, choice.index, stats, { settle: false });
    const done = await page.evaluate(() => window.__lastEffect);
    check(done === expected.effect, `"${choice.label}": previewed "${expected.effect}", the engine did "${done}"`);
    if (done) stats.withEffect += 1;
  }
  check(lastRoundSeen, 'the last round was announced');
  check(stats.recruitCosts > 0, 'no pick said what the next Monk costs');
  check(stats.hovered > 0, 'no sheet target was hovered');
  check(stats.sourced > 20 && stats.developed.size > 5, `few prompts or development lines: ${stats.sourced}, ${stats.developed.size}`);
}

/** What a checked game counts. */
const STATS = () => ({
  clicks: 0, dispatched: 0, picks: 0, recruitCosts: 0, hovered: 0, closed: 0, previewed: 0, withEffect: 0, sourced: 0, whichFirst: 0,
  developed: new Set(), banners: new Set(),
});

/** The lines of an end screen's breakdown, by language (src/i18n/{en,fr}/screens.rs). */
const BREAKDOWN = {
  en: ['Trading posts', 'Citizens', 'Development level', '(Posts + citizens) × level', 'Warehouse', 'Bank', 'Monks', 'Depot', 'Total'],
  fr: ['Comptoirs', 'Citoyens', 'Niveau de développement', '(Comptoirs + citoyens) × niveau', 'Entrepôt', 'Banque', 'Moines', 'Dépôt', 'Total'],
};
const JEANNES_ROWS = { en: "Jeanne's rows", fr: 'Rangées de Jeanne' };

/**
 * Checks the end screen of a game just played, in `lang`: the verdict, the breakdown's lines and
 * columns (`names`, and Jeanne in `solo`), the totals, the chart, the final sheets, no action
 * offered. Returns the verdict.
 */
async function checkEndScreen(page, names, solo, lang) {
  const verdict = plain(await page.locator('.end-screen h1').textContent()).trim();
  check(solo ? verdict.includes('Jeanne') : /wins|share/.test(verdict), `verdict: ${verdict}`);
  const lines = await page.locator('.breakdown tbody th').allTextContents();
  for (const line of BREAKDOWN[lang]) check(lines.includes(line), `breakdown line ${line} missing: ${lines}`);
  check(lines.includes(JEANNES_ROWS[lang]) === solo, `Jeanne's rows line: ${lines}`);
  const columns = (await page.locator('.breakdown thead th').allTextContents()).map((s) => s.trim());
  const expected = solo ? [...names, 'Jeanne'] : names;
  check(JSON.stringify(columns) === JSON.stringify(expected), `breakdown columns ${columns}`);
  const totals = await page.locator('.breakdown tr.total td').allTextContents();
  check(totals.length === expected.length && totals.every((t) => /^\d+$/.test(t)), `totals ${totals}`);
  check((await page.locator('.chart rect.seg').count()) > 0, 'the chart has no bars');
  check((await page.locator('.final-sheet').count()) === expected.length, 'final sheets missing');
  check((await page.locator('[data-legal="true"]').count()) === 0, 'the end screen offers actions');
  // How each seat's score was made: its own parts, adding up to its total; named by the seat's
  // player in hot-seat, "your" for the one person of a solo game.
  const explained = await page.evaluate(() => {
    const section = document.querySelector('.score-explained');
    const blocks = [...section.querySelectorAll('details.score-seat')];
    return (blocks.length ? blocks : [section]).map((b) => ({
      title: (b.querySelector('summary') ?? section.querySelector('h2')).textContent.trim(),
      figures: [...b.querySelectorAll('dd')].map((d) => Number(d.textContent.match(/(\d+) (points?|pts?)$/)?.[1])),
    }));
  });
  check(explained.length === names.length, `${explained.length} seats explained for ${names.length}`);
  for (const [i, { title, figures }] of explained.entries()) {
    const total = figures.pop();
    check(figures.length >= 6 && figures.every(Number.isInteger), `${title}: parts ${figures}`);
    check(figures.reduce((a, b) => a + b, 0) === total && String(total) === totals[i], `${title}: ${figures} make ${total}, not ${totals[i]}`);
    const who = solo ? { en: 'How your score was made', fr: 'D’où vient votre score' }[lang] : names[i];
    check(title.includes(who), `seat ${i} is explained as ${title}`);
  }
  return verdict;
}

/** Screenshots of the table at 1280 and (`named`) at 390, back at 1280 after. */
async function tableShots(page, named) {
  await shot(page, `${named}-1280.png`);
  await page.setViewportSize(PHONE);
  await waitForDecision(page, { pass: false });
  await shot(page, `${named}-390.png`);
  await shot(page, `${named}-390-full.png`, true);
  await page.setViewportSize(DESKTOP);
  await waitForDecision(page, { pass: false });
}

const tests = [
  {
    name: 'a whole hot-seat game: every target previews its effect, equal to what applying it does; each follower says what it would do; closed options carry their reason and play nothing; the last round is announced; every prompt names its source, "which first" buttons each theirs, and each development line what made it; the end screen (verdict, breakdown, chart, sheets) and the game in the history',
    async run({ browser, url, figures }) {
      const page = await openPage(browser, DESKTOP);
      try {
        await openStart(page, url);
        await startGame(page, { players: 3, seed: 11 });
        const stats = STATS();
        await playChecked(page, 11, stats, (clicks) => clicks === 40 && tableShots(page, 'table'));
        check(stats.closed > 0, 'some closed option was shown');
        check(stats.withEffect > 20, `few previews with an effect: ${stats.withEffect}`);
        check(['Anna’s turn', 'Bruno’s turn', 'Clara’s turn'].every((b) => stats.banners.has(b)), `hot-seat banners: ${[...stats.banners]}`);
        figures.hotseat = stats;
        const verdict = await checkEndScreen(page, ['Anna', 'Bruno', 'Clara'], false, 'en');
        await shot(page, 'end-1280.png');
        await shot(page, 'end-1280-full.png', true);
        await page.setViewportSize(PHONE);
        await shot(page, 'end-390.png');
        await shot(page, 'end-390-full.png', true);
        const timings = await page.evaluate(() => window.__timings ?? []);
        check(timings.length === stats.clicks, `${timings.length} timings for ${stats.clicks} clicks`);
        // Back at the start: the game is in the history with its scores, and still listed.
        await page.setViewportSize(DESKTOP);
        await page.getByRole('button', { name: 'Back to the start' }).click();
        const history = plain(await page.locator('.history-table tbody tr').first().textContent());
        check(/Anna \d+ · Bruno \d+ · Clara \d+/.test(history) && history.includes(verdict.split(' ')[0]), `history: ${history}`);
        check((await page.getByRole('button', { name: 'See the result' }).count()) === 1, 'the finished game is not listed');
        await shot(page, 'start-history-1280.png', true);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'a whole solo game in French, Jeanne moving by herself: the same checks in French words, and its end screen',
    async run({ browser, url, figures }) {
      const page = await openPage(browser, { ...DESKTOP, locale: 'fr-FR' });
      try {
        await openStart(page, url);
        await startGame(page, { players: 1, seed: 5 });
        const stats = STATS();
        await playChecked(page, 5, stats, (clicks) => clicks === 30 && tableShots(page, 'table-solo'));
        figures.solo = stats;
        check((await page.evaluate(() => window.__logLength)) > stats.clicks, 'Jeanne made no move');
        await checkEndScreen(page, ['Anna'], true, 'fr');
        await shot(page, 'end-solo-1280.png');
        await page.setViewportSize(PHONE);
        await shot(page, 'end-solo-390.png', true);
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
  {
    name: 'at 390×844, a long-press on a sheet target previews it in the docked prompt, and plays nothing',
    async run({ browser, url }) {
      const page = await openPage(browser, PHONE);
      try {
        await openStart(page, url);
        await startGame(page, { players: 2, seed: 3 });
        // Play until a decision has targets on the sheet.
        const rng = random(3);
        const stats = { clicks: 0, dispatched: 0 };
        for (let i = 0; i < 40; i += 1) {
          await waitForDecision(page, { stats });
          if (await page.locator('.sheet-frame:not([hidden]) [data-legal="true"]').count()) break;
          const all = (await legalChoices(page)).filter((c) => !c.decline);
          await clickLegal(page, all[Math.floor(rng() * all.length)].index, stats, { settle: false });
        }
        const target = page.locator('.sheet-frame:not([hidden]) [data-legal="true"]').first();
        check(await target.count(), 'a decision with targets on the sheet');
        const before = await state(page);
        await target.dispatchEvent('contextmenu');
        await page.locator('.prompt .preview').waitFor({ timeout: 3000 });
        const label = (await target.getAttribute('aria-label')).trim();
        check((await page.locator('.prompt .preview').textContent()).trim().startsWith(label), 'the preview is the pressed target\'s');
        const box = await page.locator('.prompt .preview').boundingBox();
        const prompt = await page.locator('.prompt').boundingBox();
        check(box.y >= prompt.y - 1 && box.y + box.height <= prompt.y + prompt.height + 1, 'the preview shows in the docked prompt');
        const size = await page.locator('.prompt .preview').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        check(size >= 9, `preview text of ${size} px`);
        const after = await state(page);
        check(after.hash === before.hash && after.actions === before.actions, 'a long-press plays nothing');
        noErrors(page);
      } finally {
        await page.closeAll();
      }
    },
  },
];

/** Prints what the games counted. */
async function report(figures) {
  for (const [name, s] of [['hot-seat', figures.hotseat], ['solo (French)', figures.solo]]) {
    if (s) {
      console.log(`figure: preview ${name} game: ${s.clicks} decisions, ${s.previewed} targets previewed, ` +
        `${s.withEffect} played choices with an effect equal to the preview, ${s.closed} closed options shown, ` +
        `${s.picks} picks (${s.recruitCosts} saying what the next Monk costs), ` +
        `${s.sourced} prompts naming their source, ${s.whichFirst} "which first" choices, ${s.developed.size} development lines naming their cause`);
    }
  }
}

runSuite({ label: 'preview', dist, tests, report, limitMs: 20 * 60_000 });
