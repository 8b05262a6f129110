// Trunk post_build hook (Trunk.toml, before postbuild.mjs): builds the page's wasm, split into a
// main module that draws the first screen and the parts that load on demand.
//
// Trunk's own Rust pipeline runs cargo, wasm-bindgen and wasm-opt with no step between them, and
// splitting has to happen between the first two. So this script does the page's build itself:
//
// 1. cargo builds the `orleans-dw` binary for wasm32, its link keeping the relocations
//    (`--emit-relocs`) that tell which code and data each function uses. Only the binary's own
//    link gets the flag, so the library and the dependencies are the ones Trunk's worker build
//    (`thinker`, index.html) compiles too.
// 2. `wasm-split-cli` (crate wasm_split_cli_support; scripts/setup.sh installs it) cuts the
//    module at the split points the code marks with `#[wasm_split(…)]` (src/app/mod.rs):
//    each split point's code goes to `split_<name>.wasm`, code shared by several of them to
//    `chunk_<n>.wasm`, and `__wasm_split.js` loads them, sharing the main module's memory,
//    table and functions.
// 3. wasm-bindgen (the version of Cargo.lock) makes the main module's JS, keeping the exports
//    the parts import (`--keep-lld-exports`).
// 4. In release builds, wasm-opt optimises every module for size (the main one with the
//    options of `PAGE_WASM_OPT` below).
// 5. The files go to a folder named after their contents (`app-<hash>/`, so a new build never
//    meets an old file in a cache), and index.html gets the module script that starts the app
//    and preloads of what the first screen needs. postbuild.mjs then hashes that inline script
//    into the CSP, and the service worker precaches every file, the parts included.
//
// With PAGE_WASM_NAMES=1, wasm-opt keeps the functions' names (a build for CPU profiles:
// `tests/browser/profile.mjs … functions`; half a megabyte more wasm, so never a build to ship).
//
//   node scripts/page-wasm.mjs [dir]      (dir defaults to $TRUNK_STAGING_DIR)

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.resolve(process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? '');
if (!process.argv[2] && !process.env.TRUNK_STAGING_DIR) fail('TRUNK_STAGING_DIR is not set (run by trunk, or pass a folder)');
const release = (process.env.TRUNK_PROFILE ?? 'release') === 'release';

const BIN = 'orleans-dw';
const TARGET = 'wasm32-unknown-unknown';
const FEATURES = [
  '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
  '--enable-reference-types', '--enable-multivalue',
];
// The main module, optimised for size. wasm-opt may assume that the module's memory (its own,
// not imported) starts zeroed, and that its first kilobyte is never used: Rust's stack grows down
// from 1 MiB towards it, and reaches it only a kilobyte short of overflowing. Both shorten the
// code and data. Leptos always brings server_fn's browser client, whose wasm-streams exports JS
// stream sources and sinks (IntoUnderlying*) that the app never uses: removing those exports
// lets wasm-opt drop the code behind them.
const PAGE_WASM_OPT = [
  '-Os', '--converge', '--low-memory-unused', '--zero-filled-memory',
  '--remove-exports', '--pass-arg=remove-exports@*intounderlying*', ...FEATURES,
];
// The parts: their memory is the main module's (imported), so no assumption about it.
const PART_WASM_OPT = ['-Os', '--converge', ...FEATURES];
/** wasm-opt's option that keeps the name section, for a profiling build (see above). */
const NAMES = process.env.PAGE_WASM_NAMES === '1' ? ['-g'] : [];

function fail(message) {
  console.error(`page-wasm: ${message}`);
  process.exit(1);
}

function run(cmd, args, env = {}) {
  try {
    execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  } catch {
    fail(`\`${cmd} ${args.join(' ')}\` failed`);
  }
}

async function main() {
  const profile = release ? 'wasm-release' : 'dev';
  // The binary's link alone keeps its relocations (and its symbols, which name the parts).
  // LLVM inlines only what costs no code (a threshold of 0), which keeps the view code from
  // being copied into every caller. For the page only, added to .cargo/config.toml's flags: the
  // worker's search is faster without it (docs/engine.md).
  run('cargo', [
    '--config', 'target.wasm32-unknown-unknown.rustflags=["-Cllvm-args=-inline-threshold=0"]',
    'rustc', '--bin', BIN, '--target', TARGET, '--profile', profile,
    '--', '-C', 'link-arg=--emit-relocs', '-C', 'strip=none',
  ]);
  const targetDir = path.resolve(root, process.env.CARGO_TARGET_DIR ?? 'target');
  const built = path.join(targetDir, TARGET, release ? 'wasm-release' : 'debug', `${BIN}.wasm`);

  const work = await mkdtemp(path.join(os.tmpdir(), 'page-wasm-'));
  try {
    const split = path.join(work, 'split');
    const out = path.join(work, 'out');
    run('wasm-split-cli', [built, split, '--target', 'web', '--out-name', BIN]);
    run('wasm-bindgen', [
      '--target', 'web', '--keep-lld-exports', '--no-typescript',
      '--out-name', BIN, '--out-dir', out, path.join(split, `${BIN}.wasm`),
    ]);
    for (const name of await readdir(split)) {
      if (name !== `${BIN}.wasm`) await rename(path.join(split, name), path.join(out, name));
    }
    const names = (await readdir(out)).sort();
    if (release) {
      for (const name of names.filter((n) => n.endsWith('.wasm'))) {
        const file = path.join(out, name);
        run('wasm-opt', [...NAMES, ...(name === `${BIN}_bg.wasm` ? PAGE_WASM_OPT : PART_WASM_OPT), file, '-o', file]);
      }
    }

    const hash = createHash('sha256');
    for (const name of names) hash.update(`${name}\0`).update(await readFile(path.join(out, name)));
    const folder = `app-${hash.digest('hex').slice(0, 16)}`;
    await rm(path.join(dir, folder), { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await rename(out, path.join(dir, folder)).catch(async () => {
      // Another file system: copy instead.
      await mkdir(path.join(dir, folder));
      for (const name of names) await writeFile(path.join(dir, folder, name), await readFile(path.join(out, name)));
    });

    const index = path.join(dir, 'index.html');
    const html = await readFile(index, 'utf8');
    const js = `./${folder}/${BIN}.js`;
    const wasm = `./${folder}/${BIN}_bg.wasm`;
    // Subresource integrity, as Trunk gives its own files (postbuild.mjs updates it for the
    // scripts it minifies).
    const integrity = async (url) =>
      `sha384-${createHash('sha384').update(await readFile(path.join(dir, url))).digest('base64')}`;
    const loader = `./${folder}/__wasm_split.js`;
    const head =
      `<link rel="modulepreload" href="${js}" integrity="${await integrity(js)}" crossorigin>` +
      `<link rel="modulepreload" href="${loader}" integrity="${await integrity(loader)}" crossorigin>` +
      `<link rel="preload" href="${wasm}" as="fetch" type="application/wasm" integrity="${await integrity(wasm)}" crossorigin>` +
      `<script type="module">import init from '${js}';\nawait init({ module_or_path: '${wasm}' });</script>`;
    if (!html.includes('</head>')) fail('index.html has no </head>');
    await writeFile(index, html.replace('</head>', `${head}</head>`));
    const parts = names.filter((n) => n.endsWith('.wasm') && n !== `${BIN}_bg.wasm`);
    console.log(`page-wasm: ${folder}/ with the main module and ${parts.length} part(s): ${parts.join(', ')}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((err) => fail(err?.stack ?? String(err)));
