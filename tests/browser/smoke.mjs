// Browser smoke test: serves the release build in dist/ on loopback, loads it in headless
// Chromium (Debian's, driven by playwright-core) and checks that the wasm app rendered.
//
//   node tests/browser/smoke.mjs [dist-dir]
//
// Prints one line per test and a final `browser: N passed, N failed`; exits non-zero on failure.
// Screenshots go to tests/output/.

import { createServer } from 'node:http';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const output = path.join(root, 'tests', 'output');
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';

const TITLE = 'Joan of Arc: Orléans Draw & Write';
const TIMEOUT_MS = 30_000;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** A minimal static file server for `dir`, on 127.0.0.1 at a free port. */
async function serve(dir) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      let file = path.join(dir, decodeURIComponent(url.pathname));
      if (file !== dir && !file.startsWith(dir + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

const tests = [
  {
    name: 'the page loads and the wasm app renders its title',
    async run({ browser, url }) {
      const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
      const errors = [];
      page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
      });
      const withErrors = (err) =>
        errors.length ? new Error(`${err.message}\n${errors.join('\n')}`) : err;
      try {
        await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
        // The heading only exists once the wasm module has run and mounted the app.
        await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: TIMEOUT_MS });
        await page.getByText('The playable scoresheet is coming soon.').waitFor({ timeout: TIMEOUT_MS });
        const docTitle = await page.title();
        if (docTitle !== TITLE) throw new Error(`document title is ${JSON.stringify(docTitle)}`);
        await page.screenshot({ path: path.join(output, 'smoke.png'), fullPage: true });
        if (errors.length) throw new Error(errors.join('\n'));
      } catch (err) {
        throw withErrors(err);
      } finally {
        await page.close();
      }
    },
  },
];

async function main() {
  if (!(await stat(path.join(dist, 'index.html')).catch(() => null))) {
    throw new Error(`${dist}/index.html not found: run \`trunk build --release\` first`);
  }
  await mkdir(output, { recursive: true });
  const { server, url } = await serve(dist);
  let browser;
  let passed = 0;
  let failed = 0;
  try {
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    for (const test of tests) {
      try {
        await test.run({ browser, url });
        passed += 1;
        console.log(`ok - ${test.name}`);
      } catch (err) {
        failed += 1;
        console.log(`FAILED - ${test.name}\n${err?.stack ?? err}`);
      }
    }
  } finally {
    await browser?.close();
    server.close();
  }
  console.log(`browser: ${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0;
}

// Never hang: give up after two minutes.
const watchdog = setTimeout(() => {
  console.log('browser smoke test timed out');
  process.exit(1);
}, 120_000);
watchdog.unref();

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err?.stack ?? err);
    console.log('browser: 0 passed, 1 failed');
    process.exit(1);
  },
);
