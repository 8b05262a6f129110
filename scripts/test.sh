#!/usr/bin/env bash
# Runs every test: formatting, lints and doc links, the native tests (rules engine, app logic),
# the release build of the browser app, and the browser tests of the app against that build.
# Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# A run starts from a clean clone: incremental caches would only take disk (gigabytes at the test
# build's opt-level) for a second build that never comes.
export CARGO_INCREMENTAL=0

# The free disk space and the size of the build folder, printed after each stage: a machine whose
# disk runs out fails in the linker with a bus error, and these lines say why.
disk() { echo "disk: $(df -h --output=avail . | tail -1 | tr -d ' ') free, target $(du -sh target 2>/dev/null | cut -f1)"; }
disk

echo "== formatting, lints and docs (native and browser code)"
cargo fmt --check
cargo clippy --all-targets -- -D warnings
cargo clippy --target wasm32-unknown-unknown -- -D warnings
# The page's build, with its split points (Cargo.toml, feature `split`).
cargo clippy --target wasm32-unknown-unknown --features split -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps

disk
echo "== native tests"
cargo test

disk
echo "== browser app release build"
trunk build --release
for wasm in dist/*.wasm dist/app-*/*.wasm; do
  echo "wasm: $wasm $(wc -c < "$wasm") bytes, $(gzip -9c "$wasm" | wc -c) gzipped"
done

disk
echo "== browser app release build with the test-only panic switch (for the recovery tests)"
# Same target folder: only this crate is compiled again, with the feature (Trunk's --features for
# the worker, PAGE_FEATURES for the page's wasm, which scripts/page-wasm.mjs builds).
PAGE_FEATURES=panic-test trunk build --release --features panic-test --dist target/dist-panic

disk
echo "== browser tests"
node tests/browser/app.mjs
node tests/browser/pwa.mjs
node tests/browser/print.mjs
node tests/browser/french.mjs
node tests/browser/safety.mjs
node tests/browser/table.mjs
node tests/browser/preview.mjs
node tests/browser/rules.mjs
node tests/browser/layout.mjs
node tests/browser/tutorial.mjs
node tests/browser/axe.mjs
node tests/browser/saves.mjs
node tests/browser/replay.mjs
node tests/browser/daily.mjs
node tests/browser/challenge.mjs
node tests/browser/companion.mjs
node tests/browser/bots.mjs
node tests/browser/recovery.mjs dist target/dist-panic
node tests/browser/firefox.mjs
disk
