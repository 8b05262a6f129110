import path from 'node:path';
import { chromium } from 'playwright-core';
import { openStart, startGame, shot, waitForDecision, legalChoices, clickLegal, random, settled, BETWEEN_TURNS } from './game.mjs';
import { openPage, serve, LAUNCH, SMALL_PHONE } from './harness.mjs';
const dist = path.resolve(process.argv[2]);
const locale = process.argv[3] ?? 'fr-FR';
const N = Number(process.argv[4] ?? 40);
const { url } = await serve(dist);
const browser = await chromium.launch(LAUNCH);
const page = await openPage(browser, { ...SMALL_PHONE, locale });
await openStart(page, url);
await startGame(page, { players: 2, seed: 9 });
const rng = random(9);
const stats = { clicks: 0, dispatched: 0 };
let n = 0;
while (n < N) {
  if (!(await waitForDecision(page, { pass: false }))) break;
  const between = await page.$(BETWEEN_TURNS);
  if (between && await between.isVisible()) { await settled(page); await shot(page, `tour/${String(n).padStart(3,'0')}-between.png`); await between.click(); n++; continue; }
  const choices = await legalChoices(page);
  if (!choices.length) continue;
  await settled(page);
  const h = await page.$eval('.prompt-head h2', (e) => e.textContent).catch(() => '');
  console.log(n, h, '|', choices.map((c) => (c.label ?? '').slice(0, 40)).slice(0, 6).join(' / '));
  await shot(page, `tour/${String(n).padStart(3,'0')}.png`);
  const pool = choices.filter((c) => !/^(Decline|Refuser)/.test(c.label ?? ''));
  const pick = (pool.length ? pool : choices)[Math.floor(rng() * (pool.length || choices.length))];
  await clickLegal(page, pick.index, stats, { settle: true });
  n++;
}
await browser.close(); process.exit(0);
