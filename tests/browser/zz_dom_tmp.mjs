import { openPage, PHONE, runSuite, launchFullChromium } from './harness.mjs';
import { startTappedGame, playToEnd } from './game.mjs';
const dist = process.argv[2];
runSuite({ label: 'dom', dist, limitMs: 600000, launch: launchFullChromium, tests: [{ name: 'dom', async run({ browser, url }) {
  const page = await openPage(browser, PHONE);
  await startTappedGame(page, url);
  await page.evaluate(() => {
    window.__muts = { added: 0, removed: 0, text: 0, attrs: 0 };
    new MutationObserver((ms) => { for (const m of ms) { if (m.type === 'childList') { m.addedNodes.forEach(n => { window.__muts.added += n.nodeType === 1 ? 1 + n.querySelectorAll('*').length : 1; }); window.__muts.removed += m.removedNodes.length; } else if (m.type === 'characterData') window.__muts.text++; else window.__muts.attrs++; } })
      .observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await playToEnd(page, 3, async (n) => {
    const s = await page.evaluate(() => {
      const dock = document.querySelector('.prompt') || document.querySelector('[class*=dock]');
      const r = { all: document.querySelectorAll('*').length, dockCls: dock?.className, dock: dock?.querySelectorAll('*').length, muts: { ...window.__muts } };
      window.__muts = { added: 0, removed: 0, text: 0, attrs: 0 };
      const kids = {}; for (const c of document.querySelectorAll('main > *, .table > *, body > * > *')) kids[c.tagName + '.' + (c.className?.baseVal ?? c.className)] = c.querySelectorAll('*').length;
      r.kids = kids;
      return r;
    });
    console.log(n, JSON.stringify(s).slice(0, 900));
  }, 12);
}}]});
