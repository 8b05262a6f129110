// Trunk post_build hook (Trunk.toml): finishes the built site for offline use and a strict
// Content-Security-Policy. Trunk runs it after writing the final index.html and copying every
// asset into its staging folder ($TRUNK_STAGING_DIR), before that folder becomes dist/.
//
// 1. The CSP: scripts/page-wasm.mjs adds an inline module script that loads the wasm. The
//    sha256 hash of every inline script of the built index.html is written into the `script-src`
//    directive of the page's `<meta http-equiv="Content-Security-Policy">` (index.html holds
//    the rest of the policy). Builds for `trunk serve` with live reload, whose inline script the server rewrites
//    per request, get 'unsafe-inline' instead, and a network-first service worker.
// 2. The service worker: sw.js gets the list of every file of the build (relative URLs) and a
//    cache version that is a hash of those names and their contents, so any change to the build
//    makes a new sw.js, which the browser installs as an update.
// 3. Every script of the build is minified with terser (tools/package.json): Trunk's own
//    minifier cannot parse wasm-bindgen's ES module, and the app's few kilobytes of script
//    would otherwise ship as written. The `integrity` (SRI) attributes Trunk wrote for them in
//    index.html are updated to the minified contents.
//
//   node scripts/postbuild.mjs [dir]      (dir defaults to $TRUNK_STAGING_DIR)

import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? '');
if (!process.argv[2] && !process.env.TRUNK_STAGING_DIR) fail('TRUNK_STAGING_DIR is not set (run by trunk, or pass a folder)');

const INDEX = 'index.html';
const SW = 'sw.js';
const BUILD_LINE = /^const BUILD = .*; \/\/ @pwa-build$/m;

function fail(message) {
  console.error(`postbuild: ${message}`);
  process.exit(1);
}

const sha256 = (data) => createHash('sha256').update(data);

const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (entity, name) => {
    const n = name.toLowerCase();
    if (n[0] === '#') return String.fromCodePoint(n[1] === 'x' ? parseInt(n.slice(2), 16) : parseInt(n.slice(1), 10));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[n];
  });
const encode = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The attributes of a start tag's attribute text (minified HTML may leave values unquoted). */
function attributes(text) {
  const attrs = new Map();
  for (const m of text.matchAll(/([^\s"'<>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs.set(m[1].toLowerCase(), decode(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

/** Hashes the inline scripts of index.html into its CSP meta. Returns [html, hashes, devServer]. */
function secure(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  const inline = scripts.filter((m) => !attributes(m[1]).has('src'));
  // The script's text exactly as the browser sees it: script content is raw text, no entities.
  const hashes = [...new Set(inline.map((m) => `'sha256-${sha256(Buffer.from(m[2], 'utf8')).digest('base64')}'`))];
  const devServer = inline.some((m) => m[2].includes('.well-known/trunk/ws'));

  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi, '$1$2');
  if (/<[a-z][^>]*\son[a-z]+\s*=/i.test(markup)) {
    fail(`${INDEX} has an inline event handler attribute (on…=), which the CSP would block`);
  }

  const metas = [...html.matchAll(/<meta\b([^>]*)>/gi)].filter(
    (m) => attributes(m[1]).get('http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  if (metas.length !== 1) {
    fail(`${INDEX} must have exactly one <meta http-equiv="Content-Security-Policy"> (found ${metas.length})`);
  }
  const [meta] = metas;
  // A CSP meta only governs what comes after it.
  if (scripts.length && scripts[0].index < meta.index) {
    fail(`the Content-Security-Policy meta of ${INDEX} must come before its first script`);
  }

  const directives = (attributes(meta[1]).get('content') ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/).filter(Boolean))
    .filter((d) => d.length);
  const scriptSrc = directives.find((d) => d[0].toLowerCase() === 'script-src');
  if (!scriptSrc) fail(`the Content-Security-Policy of ${INDEX} has no script-src directive`);
  // Drop the hashes of an earlier run (the hook is idempotent), then add this build's. Under
  // `trunk serve` the live-reload script cannot be hashed: the server rewrites it in every
  // response (it writes in the request's Host), so such builds allow inline scripts instead.
  const kept = scriptSrc.filter((token) => !/^'(sha(256|384|512)-.*|unsafe-inline)'$/i.test(token));
  scriptSrc.splice(0, scriptSrc.length, ...kept, ...(devServer ? ["'unsafe-inline'"] : hashes));

  const policy = directives.map((d) => d.join(' ')).join('; ');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${encode(policy)}">`;
  return [html.slice(0, meta.index) + tag + html.slice(meta.index + meta[0].length), hashes, devServer];
}

/** terser, from the npm packages of tools/. */
const terser = (() => {
  try {
    return createRequire(new URL('../tools/package.json', import.meta.url))('terser');
  } catch {
    fail('terser is not installed: run `npm ci --prefix tools` (scripts/setup.sh does)');
  }
})();

/** `code` minified by terser (as an ES module if it imports or exports). */
async function minified(code) {
  const module = /^\s*(import|export)\b/m.test(code);
  return (await terser.minify(code, { module, compress: true, mangle: true })).code;
}

/** `html` with the `integrity` attribute of every tag loading `file` set to the digest of `content`. */
function reintegrate(html, file, content) {
  const digest = `sha384-${createHash('sha384').update(content).digest('base64')}`;
  return html.replace(/<(link|script)\b([^>]*)>/gi, (tag, name, attrs) => {
    const a = attributes(attrs);
    const url = (a.get('href') ?? a.get('src') ?? '').replace(/^\.\//, '');
    if (url !== file || !a.has('integrity')) return tag;
    return tag.replace(/\bintegrity\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, `integrity="${digest}"`);
  });
}

/** Every file under `root`, as sorted relative paths with forward slashes. */
async function files(root, sub = '') {
  const found = [];
  for (const entry of await readdir(path.join(root, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await files(root, rel)));
    else if (entry.isFile()) found.push(rel);
  }
  return found.sort();
}

async function main() {
  const indexPath = path.join(dir, INDEX);
  const swPath = path.join(dir, SW);
  const sw = await readFile(swPath, 'utf8').catch(() => fail(`${swPath} not found (public/sw.js is copied by index.html)`));
  if (!BUILD_LINE.test(sw)) fail(`${SW} has no \`const BUILD = …; // @pwa-build\` line to fill in`);

  // Every file but the service worker itself (the browser fetches and checks it on its own).
  const assets = (await files(dir)).filter((f) => f !== SW);
  let page = await readFile(indexPath, 'utf8');
  const scripts = assets.filter((f) => f.endsWith('.js'));
  for (const file of scripts) {
    const small = await minified(await readFile(path.join(dir, file), 'utf8'));
    await writeFile(path.join(dir, file), small);
    page = reintegrate(page, file, small);
  }
  const [html, hashes, devServer] = secure(page);
  const csp = devServer ? "'unsafe-inline' scripts in the CSP" : `${hashes.length} inline script hash(es) in the CSP`;
  await writeFile(indexPath, html);

  const version = sha256('');
  for (const file of assets) {
    version.update(`${file}\0${sha256(await readFile(path.join(dir, file))).digest('hex')}\n`);
  }
  const build = {
    version: version.digest('hex').slice(0, 16),
    assets: assets.map((f) => f.split('/').map(encodeURIComponent).join('/')),
    networkFirst: devServer,
  };
  // The BUILD line stays on a line of its own (a later run, and the tests, find it there).
  const line = `const BUILD = ${JSON.stringify(build)}; // @pwa-build`;
  await writeFile(swPath, `${line}\n${await minified(sw.replace(BUILD_LINE, ''))}`);

  console.log(
    `postbuild: ${csp}; ${scripts.length + 1} scripts minified; ${SW} precaches ${assets.length} files, ` +
      `cache version ${build.version}` +
      (devServer ? ' (trunk serve with live reload: CSP and service worker relaxed, network first)' : ''),
  );
}

main().catch((err) => fail(err?.stack ?? String(err)));
