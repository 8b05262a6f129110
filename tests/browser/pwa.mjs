// Browser test of the offline, installable web app: serves the release build in dist/ on loopback
// (the harness's server, whose folder it switches and whose connections it drops), and drives
// headless Chromium (Debian's, through playwright-core):
//
//   - the manifest parses, has what an installable app needs, and every icon loads at its size
//     (the maskable ones drawn inside the safe zone); Chromium reports no installability error;
//   - the service worker installs, precaches exactly the files of the build, and controls the page;
//   - after one online visit the app loads and plays with no network at all (browser offline and
//     the server refusing every connection), and its rules open in both languages, Hard's thinking
//     worker included (a hint);
//   - a new build replaces the old one: a tab left open finds it within 30 minutes, the new worker
//     takes over, and deletes the old cache once no page runs the old build;
//   - a page of the old build left open when a new build is deployed whose server no longer has
//     the old wasm parts: it hears of the update (`orleans-dw-update`), its replay, saved game
//     and new game load their parts from the old cache with every move kept, and a reload runs
//     the new build, as does a second tab; then only the new cache is left;
//   - the built scripts are minified, and every integrity (SRI) attribute matches its file;
//   - the Content-Security-Policy meta covers Trunk's inline scripts and forbids other origins;
//   - no request leaves the origin, and no CSP violation or console error happens in any of it.
//
//   node tests/browser/pwa.mjs [dist-dir]
//
// Prints one line per test and a final `pwa: N passed, M failed`; exits non-zero on failure.
// Screenshots go to tests/output/. Needs a release build (`trunk build --release`).

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

import {
  BETWEEN_TURNS, clickLegal, leaveTable, openStart, playToEnd, playTurnOut, startGame, startShown, state,
  waitForDecision,
} from './game.mjs';
import { LAUNCH, output, root, runSuite, TIMEOUT_MS } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

const TITLE = 'Joan of Arc: Orléans Draw & Write';
/** Moves played offline, when the app has its start screen and table. */
const OFFLINE_MOVES = 6;

// --- What every browser context records, for the checks at the end --------------------------

/** Every request any page or service worker made: { test, url, worker }. */
const requests = [];
/** CSP violations (from a `securitypolicyviolation` listener and from the console). */
const violations = [];
/** Page errors and console errors (CSP ones included). */
const errors = [];
/** Profile folders of persistent contexts, removed at the end. */
const profiles = [];
/** Names of the tests whose runs were recorded. */
const recorded = [];

/** In every page: note the CSP violations the page sees (read back by `pageViolations`). */
const VIOLATION_LISTENER = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.effectiveDirective + ' blocked ' + (e.blockedURI || '(inline)'));
  });
`;

/**
 * A fresh context (own storage, caches and service workers) whose traffic and errors are recorded.
 * `persistent`: in a browser of its own with a profile on disk, since Chromium never offers to
 * install an app from an incognito-like context.
 */
async function recordedContext(browser, test, { record = true, persistent = false } = {}) {
  const options = { viewport: { width: 1024, height: 768 }, serviceWorkers: 'allow' };
  let context;
  if (persistent) {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'pwa-profile-'));
    context = await chromium.launchPersistentContext(profile, { ...LAUNCH, ...options });
    profiles.push(profile);
  } else {
    context = await browser.newContext(options);
  }
  await context.addInitScript(VIOLATION_LISTENER);
  if (!record) return context;
  recorded.push(test);
  context.on('request', (req) => requests.push({ test, url: req.url(), worker: Boolean(req.serviceWorker()) }));
  context.on('weberror', (err) => errors.push(`${test}: page error: ${err.error().message}`));
  context.on('console', (msg) => {
    const text = msg.text();
    if (/content security policy/i.test(text)) violations.push(`${test}: ${text}`);
    if (msg.type() === 'error') errors.push(`${test}: console error: ${text}`);
  });
  return context;
}

/** Collects the CSP violations a page saw (call before closing it). */
async function pageViolations(page, test) {
  const seen = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
  violations.push(...seen.map((v) => `${test}: ${v}`));
  return seen;
}

/** Waits until the app's wasm has run and mounted its start screen (its title heading). */
async function appRendered(page) {
  await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: TIMEOUT_MS });
}

/** Waits until a service worker is active and controls `page`; returns its script URL. */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: TIMEOUT_MS });
  return page.evaluate(() => navigator.serviceWorker.controller.scriptURL);
}

/** The page origin's cache names, and the URLs each holds. */
async function cacheContents(page) {
  return page.evaluate(async () => {
    const result = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((req) => req.url);
    }
    return result;
  });
}

/** The names of the version caches among `cached` (cacheContents'), without the worker's own table. */
const versionCaches = (cached) => Object.keys(cached).filter((name) => !name.endsWith(' clients'));

/**
 * Waits (a navigation's cleanup comes once the new page is there) until the only version cache
 * left is `version`'s; returns the version caches then.
 */
async function onlyCache(page, version) {
  let names = [];
  for (const deadline = Date.now() + TIMEOUT_MS; Date.now() < deadline; await page.waitForTimeout(200)) {
    names = versionCaches(await cacheContents(page));
    if (names.length === 1 && names[0].endsWith(version)) break;
  }
  return names;
}

/**
 * Makes build B in `next`: dist/ with its wasm folder app-<hash>/ renamed (every reference to it
 * rewritten) and one file changed, finished again by the post-build hook. Returns the folders.
 */
async function movedBuild(next) {
  await cp(dist, next, { recursive: true });
  const [folder] = (await readdir(next)).filter((n) => /^app-[0-9a-f]+$/.test(n));
  assert(folder, 'dist/ has no app-<hash>/ folder');
  const moved = `app-${createHash('sha256').update(`${folder} moved`).digest('hex').slice(0, 16)}`;
  await rename(path.join(next, folder), path.join(next, moved));
  for (const file of await listFiles(next)) {
    if (!/\.(html|js|css|webmanifest|json)$/.test(file)) continue;
    const text = await readFile(path.join(next, file), 'utf8');
    if (text.includes(folder)) await writeFile(path.join(next, file), text.split(folder).join(moved));
  }
  const favicon = path.join(next, 'favicon.svg');
  await writeFile(favicon, `${await readFile(favicon, 'utf8')}<!-- pwa.mjs build B -->`);
  execFileSync(process.execPath, [path.join(root, 'scripts', 'postbuild.mjs'), next], { stdio: 'pipe' });
  const html = await readFile(path.join(next, 'index.html'), 'utf8');
  assert(!html.includes(folder) && html.includes(moved), "build B's index.html does not load its renamed folder");
  return { folder, moved };
}

/** Every file under `dir`, as sorted relative paths with forward slashes. */
async function listFiles(dir, sub = '') {
  const found = [];
  for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, rel)));
    else if (entry.isFile()) found.push(rel);
  }
  return found.sort();
}

/** The `BUILD` constant postbuild.mjs wrote into a built sw.js. */
async function swBuild(dir) {
  const sw = await readFile(path.join(dir, 'sw.js'), 'utf8');
  const m = sw.match(/^const BUILD = (.*); \/\/ @pwa-build$/m);
  if (!m) throw new Error(`${dir}/sw.js has no @pwa-build line`);
  return JSON.parse(m[1]);
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

const sameSet = (a, b) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

// --- The tests --------------------------------------------------------------------------------

const tests = [
  {
    name: 'the manifest parses, has the installable fields, and every icon loads at its size',
    async run({ browser, site }) {
      const context = await recordedContext(browser, 'manifest');
      const page = await context.newPage();
      try {
        await page.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(page);
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        assert(href, 'no <link rel="manifest">');
        const manifestUrl = new URL(href, site.url).href;
        const res = await page.request.get(manifestUrl);
        assert(res.ok(), `manifest: HTTP ${res.status()}`);
        assert(res.headers()['content-type'].startsWith('application/manifest+json'), 'manifest content type');
        const m = JSON.parse(await res.text());
        assert(m.name === TITLE, `manifest name is ${JSON.stringify(m.name)}`);
        assert(typeof m.short_name === 'string' && m.short_name.length > 0 && m.short_name.length <= 12,
          `manifest short_name ${JSON.stringify(m.short_name)} (1 to 12 characters)`);
        assert(m.start_url === './', `start_url is ${JSON.stringify(m.start_url)}`);
        assert(m.scope === './', `scope is ${JSON.stringify(m.scope)}`);
        assert(m.display === 'standalone', `display is ${JSON.stringify(m.display)}`);
        const colour = /^#[0-9a-f]{6}$/i;
        assert(colour.test(m.theme_color ?? ''), `theme_color ${JSON.stringify(m.theme_color)}`);
        assert(colour.test(m.background_color ?? ''), `background_color ${JSON.stringify(m.background_color)}`);
        const themeMeta = await page.locator('meta[name="theme-color"]').getAttribute('content');
        assert(themeMeta?.toLowerCase() === m.theme_color.toLowerCase(),
          `<meta name="theme-color"> ${themeMeta} differs from the manifest's ${m.theme_color}`);

        const icons = m.icons ?? [];
        const has = (size, purpose) =>
          icons.some((i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any').split(/\s+/).includes(purpose));
        assert(has('192x192', 'any'), 'no 192x192 PNG icon');
        assert(has('512x512', 'any'), 'no 512x512 PNG icon');
        assert(has('512x512', 'maskable'), 'no 512x512 maskable PNG icon');

        for (const icon of icons) {
          const url = new URL(icon.src, manifestUrl).href;
          const r = await page.request.get(url);
          assert(r.ok(), `icon ${icon.src}: HTTP ${r.status()}`);
          assert(r.headers()['content-type'].startsWith(icon.type), `icon ${icon.src}: served as ${r.headers()['content-type']}`);
          if (icon.type !== 'image/png') continue;
          // Decode it in the page and look at its pixels.
          const px = await page.evaluate(async (src) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            const { naturalWidth: w, naturalHeight: h } = img;
            const canvas = document.createElement('canvas');
            canvas.width = w;
            canvas.height = h;
            const g = canvas.getContext('2d');
            g.drawImage(img, 0, 0);
            const d = g.getImageData(0, 0, w, h).data;
            const at = (x, y) => Array.from(d.slice((y * w + x) * 4, (y * w + x) * 4 + 4));
            // Maskable: outside the safe zone (a centred circle of radius 40 % of the width)
            // everything must be the plain background, i.e. the corner's colour.
            const bg = at(0, 0);
            let outside = 0;
            let drawn = 0;
            for (let y = 0; y < h; y += 1) {
              for (let x = 0; x < w; x += 1) {
                const p = at(x, y);
                const differs = p.some((v, k) => Math.abs(v - bg[k]) > 8);
                if (!differs) continue;
                drawn += 1;
                if (Math.hypot(x + 0.5 - w / 2, y + 0.5 - h / 2) > 0.4 * w) outside += 1;
              }
            }
            return { w, h, corner: bg, outside, drawn: drawn / (w * h) };
          }, url);
          assert(`${px.w}x${px.h}` === icon.sizes, `icon ${icon.src} is ${px.w}x${px.h}, not ${icon.sizes}`);
          assert(px.drawn > 0.1, `icon ${icon.src} is nearly empty`);
          if ((icon.purpose ?? 'any').split(/\s+/).includes('maskable')) {
            assert(px.corner[3] === 255, `maskable icon ${icon.src} is transparent at its corner`);
            assert(px.outside === 0, `maskable icon ${icon.src} draws ${px.outside} pixels outside the safe zone`);
          }
        }
        const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
        if (apple) assert((await page.request.get(new URL(apple, site.url).href)).ok(), `apple-touch-icon ${apple} does not load`);
        await pageViolations(page, 'manifest');
      } finally {
        await context.close();
      }
    },
  },

  {
    name: 'the service worker precaches the whole build, controls the page, and Chromium finds the app installable',
    async run({ browser, site }) {
      const build = await swBuild(dist);
      const files = (await listFiles(dist)).filter((f) => f !== 'sw.js');
      assert(sameSet(build.assets.map(decodeURIComponent), files),
        `sw.js precaches ${JSON.stringify(build.assets)}, but dist/ holds ${JSON.stringify(files)}`);
      assert(!build.networkFirst, 'sw.js of a release build is network-first (built by trunk serve?)');

      const context = await recordedContext(browser, 'service worker', { persistent: true });
      const page = await context.newPage();
      try {
        await page.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(page);
        await controlled(page);
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(page);
        const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
        assert(script === new URL('sw.js', site.url).href, `after a reload the page is controlled by ${script}`);

        const cached = await cacheContents(page);
        const names = versionCaches(cached);
        assert(names.length === 1 && names[0].endsWith(build.version),
          `caches ${JSON.stringify(names)}, expected one of version ${build.version}`);
        const urls = cached[names[0]];
        const expected = build.assets.map((a) => new URL(a, site.url).href);
        assert(sameSet(urls, expected), `the cache holds ${JSON.stringify(urls)}`);

        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        assert(!manifest.errors?.length, `manifest errors: ${JSON.stringify(manifest.errors)}`);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert(installabilityErrors.length === 0, `not installable: ${JSON.stringify(installabilityErrors)}`);
        await pageViolations(page, 'service worker');
      } finally {
        await context.close();
      }
    },
  },

  {
    name: 'after one online visit the app loads and plays with no network, and its rules open in both languages',
    async run({ browser, site }) {
      const context = await recordedContext(browser, 'offline');
      const page = await context.newPage();
      try {
        await page.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(page);
        await controlled(page);

        // No network: the browser is offline and the server drops every connection.
        await context.setOffline(true);
        site.down = true;
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(page);
        assert((await page.title()) === TITLE, `offline, the document title is ${await page.title()}`);

        // A cold start in a new tab, still offline.
        const fresh = await context.newPage();
        await fresh.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(fresh);
        await pageViolations(fresh, 'offline');
        await fresh.close();

        // Play a few moves, if the app has its start screen and table yet.
        const startButton = page.getByRole('button', { name: 'Start the game' });
        let played = 0;
        const dispatched = [];
        if (await startButton.count()) {
          await startButton.click();
          const between = page.locator(BETWEEN_TURNS);
          for (let i = 0; i < OFFLINE_MOVES; i += 1) {
            // Past the end of a turn and the hand-over (not moves): a turn of the start screen's
            // game, drawn from a new seed each time, may hold two decisions only.
            for (let k = 0; k < 2 && (await between.count()); k += 1) {
              await between.first().click({ timeout: 3_000 }).catch(() => {});
              await page.waitForTimeout(150);
            }
            // (Not the next person's choices, inert under the hand-over.)
            const legal = page.locator('.prompt:not([inert]) [data-legal="true"]:visible, .sheet-host [data-legal="true"]:visible');
            try {
              await legal.first().waitFor({ timeout: 5_000 });
            } catch {
              break;
            }
            // A click where the user would click; failing that (something drawn over the
            // target), the click event itself: this test is about the network, not hit-testing.
            const target = legal.first();
            const how = await target.click({ timeout: 3_000 }).then(() => 'click', async () => {
              await target.dispatchEvent('click');
              return 'event';
            });
            if (how === 'event') dispatched.push(await target.evaluate((e) => e.outerHTML.slice(0, 160)));
            played += 1;
            await page.waitForTimeout(150);
          }
          assert(played >= 3, `only ${played} moves could be played offline`);
          // Hard's worker (its script and wasm, from the cache): a hint offline, at a person's
          // decision (past the end of a turn and the hand-over, where no hint is offered: the
          // next person's decision waits under it, inert).
          const hint = page.locator('.prompt:not([inert]) .hint-button:visible');
          for (let i = 0; i < 4 && !(await hint.count()); i += 1) {
            if (await between.count()) await between.first().click({ timeout: 3_000 }).catch(() => {});
            await page.waitForTimeout(300);
          }
          await hint.click();
          await page.locator('.hint-choices li').first().waitFor({ timeout: TIMEOUT_MS });
        }
        // The rules, in both languages, are there offline too (precached with the build).
        const rules = page.locator('.rules-open').first();
        if (await rules.count()) {
          await rules.click();
          await page.waitForFunction(() => document.querySelectorAll('dialog.rules[open] .rules-body section').length > 20, null, {
            timeout: TIMEOUT_MS,
          });
          await page.locator('dialog.rules button[data-lang="fr"]').click();
          await page.waitForFunction(() => document.querySelector('#rules-title')?.textContent === 'Règles du jeu', null, {
            timeout: TIMEOUT_MS,
          });
          assert(!(await page.locator('dialog.rules [role="alert"]').count()), 'offline, the rules could not be loaded');
          await page.locator('dialog.rules button[data-lang="en"]').click();
          await page.waitForFunction(() => document.querySelector('#rules-title')?.textContent === 'Rules of the game');
          await page.keyboard.press('Escape');
        }
        await page.screenshot({ path: path.join(output, 'pwa-offline.png'), fullPage: true });
        await pageViolations(page, 'offline');
        if (!played) console.log('  (no start screen with a "Start the game" button yet: no moves played)');
        else {
          const covered = dispatched.length ? `, by a click event since something covered the target: ${JSON.stringify(dispatched)}` : '';
          const dropped = [...new Set(site.refused)].join(' ');
          console.log(`  (${played} moves played offline${covered}; the server dropped ${site.refused.length} connection attempts: ${dropped})`);
        }
      } finally {
        site.down = false;
        await context.close();
      }
    },
  },

  {
    name: 'a new build replaces the old one: a tab left open finds it within 30 minutes, the old cache goes once no page runs the old build',
    async run({ browser, site }) {
      // The "new build": dist/ with one file changed, finished again by the post-build hook.
      const scratch = await mkdtemp(path.join(os.tmpdir(), 'pwa-update-'));
      const next = path.join(scratch, 'dist');
      const MARK = '<!-- pwa.mjs update test -->';
      const context = await recordedContext(browser, 'update');
      try {
        await cp(dist, next, { recursive: true });
        await writeFile(path.join(next, 'favicon.svg'), (await readFile(path.join(next, 'favicon.svg'), 'utf8')) + MARK);
        execFileSync(process.execPath, [path.join(root, 'scripts', 'postbuild.mjs'), next], { stdio: 'pipe' });
        const [before, after] = [await swBuild(dist), await swBuild(next)];
        assert(before.version !== after.version, 'changing a file did not change the cache version');

        // The page's clock, to move it on by half an hour.
        await context.clock.install();
        const page = await context.newPage();
        await page.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(page);
        await controlled(page);
        const old = versionCaches(await cacheContents(page));
        assert(old.length === 1 && old[0].endsWith(before.version), `caches before the update: ${JSON.stringify(old)}`);

        // Deploy the new build. The tab left open asks for a new sw.js every 30 minutes
        // (register-sw.js): the new worker installs and takes the page over, and the page, which
        // runs the old build, hears of it; the old cache stays while the page is open.
        site.root = next;
        await page.waitForTimeout(500);
        assert(!(await page.evaluate(() => window.__orleansUpdate)), 'an update was heard before the check');
        await page.clock.fastForward('30:01');
        await page.waitForFunction(() => window.__orleansUpdate === true, null, { timeout: TIMEOUT_MS });
        // Time flows again (the service worker waits a few seconds before it deletes a cache).
        await page.clock.resume();
        let names = versionCaches(await cacheContents(page));
        assert(sameSet(names.map((n) => n.slice(-16)), [before.version, after.version]),
          `caches while a page of the old build is open: ${JSON.stringify(names)}`);
        // The next load is the new build; then no page runs the old one, and its cache goes.
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(page);
        names = await onlyCache(page, after.version);
        assert(names.length === 1 && names[0].endsWith(after.version),
          `caches after the update: ${JSON.stringify(names)}, expected only version ${after.version}`);
        const favicon = await page.evaluate(async () => (await fetch('favicon.svg')).text());
        assert(favicon.includes(MARK), 'after the update the page still gets the old favicon.svg');
        await pageViolations(page, 'update');
      } finally {
        site.root = dist;
        await context.close();
        await rm(scratch, { recursive: true, force: true });
      }
    },
  },

  {
    name: 'a page of the old build keeps working when a new build without its parts is deployed, hears of it, and reloads into it',
    async run({ browser, site }) {
      // Build B: dist/ with its wasm folder renamed (A's parts are gone from the server) and
      // one file changed, finished again by the post-build hook.
      const scratch = await mkdtemp(path.join(os.tmpdir(), 'pwa-takeover-'));
      const next = path.join(scratch, 'dist');
      const context = await recordedContext(browser, 'takeover');
      await context.addInitScript(() => {
        window.__updateEvents = 0;
        window.addEventListener('orleans-dw-update', () => { window.__updateEvents += 1; });
      });
      try {
        const { folder: oldFolder, moved: newFolder } = await movedBuild(next);
        const [a, b] = [await swBuild(dist), await swBuild(next)];
        assert(a.version !== b.version, 'build B has the version of build A');
        /** The build a page runs: its wasm folder. */
        const runs = (page) => page.evaluate(() => document.querySelector('link[rel="modulepreload"]').getAttribute('href'));
        /** No screen said it could not be loaded. */
        const loadedAll = async (page, when) => {
          const text = await page.evaluate(() => document.body.innerText);
          assert(!/could not be loaded/i.test(text), `${when}: the page says ${JSON.stringify(text.slice(0, 300))}`);
        };

        const page = await context.newPage();
        await openStart(page, site.url);
        await controlled(page);
        // A hot-seat game of a few decisions, then back to the start screen, and a reload (still
        // build A): this page has not loaded the game's part of the wasm.
        await startGame(page, { players: 2, seed: 31 });
        await playToEnd(page, 31, undefined, 4);
        await waitForDecision(page);
        const saved = await state(page);
        assert(saved.actions > 0 && saved.hash, `no game state: ${JSON.stringify(saved)}`);
        await leaveTable(page);
        await page.locator('.saved-game').first().waitFor({ timeout: TIMEOUT_MS });

        // Deploy B; a load of the tab (answered by A's worker: A again) makes the browser install
        // B's worker, which takes the page over.
        site.root = next;
        const served = await page.request.get(new URL(`${oldFolder}/split_game.wasm`, site.url).href);
        assert(served.status() === 404, `the server still has A's parts (HTTP ${served.status()})`);
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await page.locator('.saved-game').first().waitFor({ timeout: TIMEOUT_MS });
        assert((await runs(page)).includes(oldFolder), `the reloaded tab runs ${await runs(page)}, not build A`);
        const deployed = Date.now();
        await page.waitForFunction(() => window.__orleansUpdate === true, null, { timeout: TIMEOUT_MS });
        const heard = Date.now() - deployed;
        assert((await page.evaluate(() => window.__updateEvents)) === 1, 'the orleans-dw-update event did not come once');
        assert((await controlled(page)) === new URL('sw.js', site.url).href, 'no worker controls the page');
        const parts = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.wasm')));
        assert(!(await parts(page)).some((n) => n.includes('split_')), `parts loaded before the update: ${await parts(page)}`);
        const both = versionCaches(await cacheContents(page)).map((n) => n.slice(-16));
        assert(sameSet(both, [a.version, b.version]), `caches while A's page is open: ${JSON.stringify(both)}`);
        const takeover = requests.length;

        // In A's tab, under B's worker: the replay view of the saved game (its part loads now).
        await page.locator('.saved-game button.replay').first().click();
        await page.locator('.replay-screen').waitFor({ timeout: TIMEOUT_MS });
        await loadedAll(page, 'the replay');
        const replayed = await state(page);
        assert(replayed.hash === saved.hash && replayed.actions === saved.actions,
          `the replay shows ${JSON.stringify(replayed)}, the game was ${JSON.stringify(saved)}`);
        await page.locator('.replay-close').click();
        // The saved game, resumed (the game's part loads now): every move kept, and it plays on.
        await page.locator('.saved-game button.primary').first().click();
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        await page.waitForFunction(() => window.__stateHash !== undefined, null, { timeout: TIMEOUT_MS });
        await loadedAll(page, 'the saved game');
        const resumed = await state(page);
        assert(resumed.hash === saved.hash && resumed.actions === saved.actions,
          `the saved game resumed at ${JSON.stringify(resumed)}, was ${JSON.stringify(saved)}`);
        await playToEnd(page, 32, undefined, 2);
        // At the table the notice waits for a moment between two turns: not while a turn is
        // under way (its choices, then "End my turn"), but at the hand-over.
        await playTurnOut(page, undefined, async () =>
          assert(!(await page.locator('.update').count()), 'the table shows the new version\'s notice in a turn'));
        await page.locator('button.end-turn').click();
        await page.locator('button.open-turn').waitFor({ timeout: TIMEOUT_MS });
        await page.locator('.table-screen .update .load-update').waitFor({ timeout: TIMEOUT_MS });
        await page.locator('button.open-turn').click();
        await waitForDecision(page);
        await clickLegal(page, 0, { clicks: 0, dispatched: 0 });
        await waitForDecision(page, { pass: false });
        assert(!(await page.locator('.update').count()), 'the notice stays once a turn is under way');
        // A new game from the start screen.
        await leaveTable(page);
        await startShown(page);
        // The start screen says that the new version is ready, with the button that loads it.
        const notice = (await page.locator('.update').textContent()).trim();
        assert(/new version of the app is ready/.test(notice) && /Load the new version/.test(notice), `the start screen says: ${notice}`);
        await startGame(page, { players: 2, seed: 33 });
        await playToEnd(page, 33, undefined, 3);
        await waitForDecision(page);
        await loadedAll(page, 'the new game');
        const last = await state(page);
        assert(last.actions > 0 && last.hash, `no new game: ${JSON.stringify(last)}`);
        // The challenge's part is A's too (a challenge screen only opens from a link, which
        // loads the page anew): the worker gives A's page A's file, which the server lacks.
        const challenge = await page.evaluate(async (url) => {
          const res = await fetch(url);
          return { status: res.status, bytes: [...new Uint8Array(await res.arrayBuffer())].length };
        }, `${oldFolder}/split_challenge.wasm`);
        const size = (await readFile(path.join(dist, oldFolder, 'split_challenge.wasm'))).length;
        assert(challenge.status === 200 && challenge.bytes === size, `A's split_challenge.wasm: ${JSON.stringify(challenge)}`);
        const loaded = (await parts(page)).filter((n) => n.includes(oldFolder)).map((n) => n.split('/').pop());
        // The largest chunk too: the code the game's part shares with others (the sheets').
        const chunks = (await readdir(path.join(dist, oldFolder))).filter((f) => f.startsWith('chunk_'));
        const bytes = async (f) => (await stat(path.join(dist, oldFolder, f))).size;
        const sized = await Promise.all(chunks.map(async (f) => [await bytes(f), f]));
        const largest = sized.sort((a, b) => b[0] - a[0])[0][1];
        for (const part of ['split_replay.wasm', 'split_game.wasm', largest]) {
          assert(loaded.includes(part), `A's page did not load its ${part} (${loaded})`);
        }
        const toServer = requests.slice(takeover).filter((r) => r.worker && r.url.includes(oldFolder));
        assert(!toServer.length, `B's worker asked the server for A's files: ${toServer.map((r) => r.url)}`);
        assert((await runs(page)).includes(oldFolder), 'the tab changed build');

        // Reloaded, the tab runs B, and the game resumes.
        await page.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
        await page.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        await page.waitForFunction(() => window.__stateHash !== undefined, null, { timeout: TIMEOUT_MS });
        assert((await runs(page)).includes(newFolder), `after a reload the tab runs ${await runs(page)}, not build B`);
        const again = await state(page);
        assert(again.hash === last.hash && again.actions === last.actions, `resumed ${JSON.stringify(again)}, was ${JSON.stringify(last)}`);
        await playToEnd(page, 34, undefined, 1);
        await loadedAll(page, 'after the reload');
        const now = await state(page);
        // A second tab: B, the same game.
        const second = await context.newPage();
        await second.goto(`${site.url}?fast`, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await second.locator('.table-screen').waitFor({ timeout: TIMEOUT_MS });
        await second.waitForFunction(() => window.__stateHash !== undefined, null, { timeout: TIMEOUT_MS });
        assert((await runs(second)).includes(newFolder), 'the second tab does not run build B');
        const there = await state(second);
        assert(there.hash === now.hash && there.actions === now.actions, `the second tab shows ${JSON.stringify(there)}, not ${JSON.stringify(now)}`);
        await loadedAll(second, 'the second tab');
        // No page runs A: only B's cache is left.
        const names = await onlyCache(page, b.version);
        assert(names.length === 1 && names[0].endsWith(b.version), `caches at the end: ${JSON.stringify(names)}`);
        await pageViolations(page, 'takeover');
        await pageViolations(second, 'takeover');
        console.log(`  (the update was heard ${heard} ms after the tab's load; A's tab loaded ${loaded.join(' ')} from A's cache)`);
      } finally {
        site.root = dist;
        await context.close();
        await rm(scratch, { recursive: true, force: true });
      }
    },
  },

  {
    name: 'the built scripts are minified and every integrity attribute matches its file',
    async run() {
      const html = await readFile(path.join(dist, 'index.html'), 'utf8');
      const checked = [];
      for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*\bintegrity\b[^>]*>/gi)) {
        const url = tag.match(/\b(?:href|src)\s*=\s*"?([^"\s>]+)/i)[1].replace(/^\.\//, '');
        const [, algorithm, digest] = tag.match(/\bintegrity\s*=\s*"?(sha\d+)-([^"\s>]+)/i);
        const actual = createHash(algorithm).update(await readFile(path.join(dist, url))).digest('base64');
        assert(actual === digest, `the integrity of ${url} does not match the file`);
        checked.push(url);
      }
      assert(checked.some((u) => u.endsWith('.js')) && checked.some((u) => u.endsWith('.wasm')), `checked ${checked}`);
      for (const file of (await listFiles(dist)).filter((f) => f.endsWith('.js'))) {
        const lines = (await readFile(path.join(dist, file), 'utf8')).split('\n');
        // Minified: a few long lines (sw.js keeps its BUILD line apart).
        assert(lines.length <= 3, `${file} is not minified (${lines.length} lines)`);
      }
    },
  },

  {
    name: 'the Content-Security-Policy meta covers every inline script and forbids other origins',
    async run({ browser, site }) {
      const html = await readFile(path.join(dist, 'index.html'), 'utf8');
      const meta = html.match(/<meta\s+http-equiv="?Content-Security-Policy"?\s+content="([^"]*)"/i);
      assert(meta, 'no <meta http-equiv="Content-Security-Policy"> in dist/index.html');
      const policy = meta[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      const directives = new Map(
        policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([k, ...v]) => [k, v]),
      );
      const firstScript = html.search(/<script\b/i);
      assert(firstScript === -1 || meta.index < firstScript, 'the CSP meta comes after a script');
      assert(sameSet(directives.get('default-src') ?? [], ["'self'"]), `default-src ${directives.get('default-src')}`);
      for (const d of ['connect-src', 'img-src', 'style-src', 'worker-src', 'manifest-src', 'font-src']) {
        for (const source of directives.get(d) ?? []) {
          assert(["'self'", "'unsafe-inline'", 'data:', 'blob:'].includes(source), `${d} allows ${source}`);
        }
      }
      const scriptSrc = directives.get('script-src') ?? [];
      assert(scriptSrc.includes("'self'") && scriptSrc.includes("'wasm-unsafe-eval'"), `script-src ${scriptSrc}`);
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:']) {
        assert(!scriptSrc.includes(bad), `script-src allows ${bad}`);
      }
      assert(sameSet(directives.get('object-src') ?? [], ["'none'"]), 'object-src is not none');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc\s*=/.test(m[1]));
      assert(inline.length > 0, "no inline script: has Trunk's loader changed?");
      for (const [, , body] of inline) {
        const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
        assert(scriptSrc.includes(hash), `script-src lacks ${hash} of an inline script`);
      }

      // Enforced: a request to another origin is refused (and reported) — not recorded as
      // traffic, since it is this test's own doing.
      const context = await recordedContext(browser, 'csp', { record: false });
      const page = await context.newPage();
      try {
        await page.goto(site.url, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await appRendered(page);
        const other = site.url.replace('127.0.0.1', 'localhost');
        await page.evaluate((url) => fetch(url).catch(() => null), other);
        await page.waitForFunction(() => window.__cspViolations.length > 0, null, { timeout: 5_000 }).catch(() => {});
        const seen = await page.evaluate(() => window.__cspViolations);
        assert(seen.some((v) => v.startsWith('connect-src')), `a fetch of ${other} was not blocked by connect-src (${JSON.stringify(seen)})`);
      } finally {
        await context.close();
      }
    },
  },

  {
    name: 'no request left the origin, and no CSP violation or error happened in the runs above',
    async run({ site }) {
      assert(recorded.length >= 3, `only ${recorded.length} runs were recorded`);
      assert(requests.length > 0, 'no request was recorded');
      const origin = new URL(site.url).origin;
      const foreign = requests.filter(({ url }) => {
        const u = new URL(url);
        return !['data:', 'blob:'].includes(u.protocol) && u.origin !== origin;
      });
      assert(!foreign.length, `requests to other origins:\n${foreign.map((r) => `  ${r.test}: ${r.url}`).join('\n')}`);
      assert(!violations.length, `CSP violations:\n  ${violations.join('\n  ')}`);
      assert(!errors.length, `errors:\n  ${errors.join('\n  ')}`);
      const byWorker = requests.filter((r) => r.worker).length;
      console.log(`  (${requests.length} requests recorded in ${recorded.length} runs, ${byWorker} of them by the service worker)`);
    },
  },
];

runSuite({
  label: 'pwa',
  dist,
  tests,
  limitMs: 6 * 60_000,
  cleanup: async () => {
    for (const profile of profiles) await rm(profile, { recursive: true, force: true, maxRetries: 5 }).catch(() => {});
  },
});
