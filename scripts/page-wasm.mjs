// Trunk hooks (Trunk.toml): build the page's wasm, split into a main module that draws the first
// screen and the parts that load on demand, and place it in the built site.
//
// Trunk's own Rust pipeline runs cargo, wasm-bindgen and wasm-opt with no step between them, and
// splitting has to happen between the first two. So this script does the page's build itself, in
// two steps:
//
// `build`, in Trunk's build stage, beside Trunk's own build of the thinking worker (the two
// compile at once, each with its own cargo profile; one's single-threaded link while the other
// compiles):
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
//    options of `PAGE_WASM_OPT` below), one per core at a time.
//
// The files wait in the build folder (`page-wasm/` under cargo's target folder) for `place`, in
// Trunk's post-build stage (before postbuild.mjs), once Trunk has written the page's index.html:
//
// 5. The files go to a folder named after their contents (`app-<hash>/`, so a new build never
//    meets an old file in a cache), and index.html gets the module script that starts the app
//    and preloads of what the first screen needs. postbuild.mjs then hashes that inline script
//    into the CSP, and the service worker precaches every file, the parts included.
//
// With PAGE_WASM_NAMES=1, wasm-opt keeps the functions' names (a build for CPU profiles:
// `tests/browser/profile.mjs … functions`; half a megabyte more wasm, so never a build to ship).
//
//   node scripts/page-wasm.mjs build
//   node scripts/page-wasm.mjs place [dir]      (dir defaults to $TRUNK_STAGING_DIR)

import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const release = (process.env.TRUNK_PROFILE ?? 'release') === 'release';
const targetDir = path.resolve(root, process.env.CARGO_TARGET_DIR ?? 'target');
/** Where `build` leaves the files for `place`. */
const built = path.join(targetDir, 'page-wasm');
const execFileAsync = promisify(execFile);

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

/** Steps 1–4: the page's modules and their JS, in `built`. */
async function build() {
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
  const linked = path.join(targetDir, TARGET, release ? 'wasm-release' : 'debug', `${BIN}.wasm`);
  const split = path.join(targetDir, 'page-wasm-split');
  await rm(built, { recursive: true, force: true });
  await rm(split, { recursive: true, force: true });
  run('wasm-split-cli', [linked, split, '--target', 'web', '--out-name', BIN]);
  run('wasm-bindgen', [
    '--target', 'web', '--keep-lld-exports', '--no-typescript',
    '--out-name', BIN, '--out-dir', built, path.join(split, `${BIN}.wasm`),
  ]);
  for (const name of await readdir(split)) {
    if (name !== `${BIN}.wasm`) await rename(path.join(split, name), path.join(built, name));
  }
  await rm(split, { recursive: true, force: true });
  if (release) {
    // The largest first, one per core at a time.
    const modules = [];
    for (const name of (await readdir(built)).filter((n) => n.endsWith('.wasm'))) {
      modules.push({ name, size: (await stat(path.join(built, name))).size });
    }
    modules.sort((a, b) => b.size - a.size);
    const optimise = async () => {
      for (let m; (m = modules.shift());) {
        const file = path.join(built, m.name);
        const args = [...NAMES, ...(m.name === `${BIN}_bg.wasm` ? PAGE_WASM_OPT : PART_WASM_OPT), file, '-o', file];
        await execFileAsync('wasm-opt', args, { cwd: root }).catch((err) =>
          fail(`\`wasm-opt ${args.join(' ')}\` failed\n${err.stderr ?? err}`));
      }
    };
    await Promise.all(Array.from({ length: os.availableParallelism() }, optimise));
  }
}

/** Step 5: the files of `build` in `dir`'s folder `app-<hash>/`, and index.html loading them. */
async function place(dir) {
  const names = (await readdir(built).catch(() => fail(`${built} is missing: run \`page-wasm.mjs build\` first`))).sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(`${name}\0`).update(await readFile(path.join(built, name)));
  const folder = `app-${hash.digest('hex').slice(0, 16)}`;
  await rm(path.join(dir, folder), { recursive: true, force: true });
  await mkdir(path.join(dir, folder), { recursive: true });
  for (const name of names) await copyFile(path.join(built, name), path.join(dir, folder, name));

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
}

const [step, dir = process.env.TRUNK_STAGING_DIR] = process.argv.slice(2);
const done = step === 'build' ? build()
  : step === 'place' && dir ? place(path.resolve(dir))
  : fail(step === 'place' ? 'TRUNK_STAGING_DIR is not set (run by trunk, or pass a folder)' : 'usage: page-wasm.mjs build | place [dir]');
done.catch((err) => fail(err?.stack ?? String(err)));
