#!/usr/bin/env bash
# Runs every test: formatting, lints and doc links, the native tests (rules engine, app logic,
# fuzzing), the release build of the browser app, and the browser tests against that build
# (tests/browser/run.mjs, several suites at a time). Stops at the first failing stage; prints
# each stage's time and a final `N passed, N failed` line. The figures of the budgets are
# scripts/bench.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# A run starts from a clean clone: incremental caches would only take disk for a second build
# that never comes.
export CARGO_INCREMENTAL=0

STARTED=$SECONDS
stage_started=$SECONDS
# Starts a stage: prints the last one's time, the free disk space and the build folder's size
# (a machine whose disk runs out fails in the linker with a bus error, and these lines say why).
stage() {
  echo "   ($((SECONDS - stage_started)) s; disk: $(df -h --output=avail . | tail -1 | tr -d ' ') free, target $(du -sh target 2>/dev/null | cut -f1))"
  stage_started=$SECONDS
  echo "== $*"
}

cargo fmt --check
# The release build of the app runs beside the lints and the native tests: each has stretches on
# one core (a crate's last codegen and link, wasm-opt) that the other fills. In a build folder of
# its own, as cargo takes one build folder at a time.
mkdir -p target
release_log=target/release-build.log
CARGO_TARGET_DIR=target/release setsid trunk build --release >"$release_log" 2>&1 &
release_pid=$!
# If a stage fails first, the build (its own process group) stops with the script.
trap 'kill -- -"$release_pid" 2>/dev/null || true' EXIT

stage "lints and docs (native, the page, the worker), beside the release build"
cargo clippy --all-targets -- -D warnings
cargo clippy --target wasm32-unknown-unknown -- -D warnings
# The thinking worker's build, without the page (index.html).
cargo clippy --target wasm32-unknown-unknown --no-default-features --bin thinker -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps

stage "native tests, beside the release build"
native_log=target/native-tests.log
# The library's tests and tests/native's, in two binaries; the examples, linted above, are built
# by scripts/bench.sh, which runs them.
cargo test --tests 2>&1 | tee "$native_log"
native_passed=$(grep -o '[0-9]* passed' "$native_log" | awk '{ n += $1 } END { print n + 0 }')
native_failed=$(grep -o '[0-9]* failed' "$native_log" | awk '{ n += $1 } END { print n + 0 }')

stage "the browser app's release build (waited for)"
if ! wait "$release_pid"; then
  cat "$release_log"
  echo "the release build failed (above)"
  exit 1
fi
grep -E "Finished|page-wasm:|success" "$release_log"
for wasm in dist/*.wasm dist/app-*/*.wasm; do
  echo "wasm: $wasm $(wc -c < "$wasm") bytes, $(gzip -9c "$wasm" | wc -c) gzipped"
done

stage "browser tests"
browser_log=target/browser-tests.log
set +e
node tests/browser/run.mjs 2>&1 | tee "$browser_log"
browser_status=${PIPESTATUS[0]}
set -e
browser_line=$(grep '^browser tests: ' "$browser_log" | tail -1)
browser_passed=$(sed -E 's/^browser tests: ([0-9]+) passed.*/\1/' <<<"$browser_line")
browser_failed=$(sed -E 's/^browser tests: [0-9]+ passed, ([0-9]+) failed.*/\1/' <<<"$browser_line")

stage "done"
elapsed=$((SECONDS - STARTED))
passed=$((native_passed + ${browser_passed:-0}))
failed=$((native_failed + ${browser_failed:-1}))
echo "native tests: $native_passed passed, $native_failed failed"
echo "$browser_line"
echo "$passed passed, $failed failed in $((elapsed / 60)) min $((elapsed % 60)) s (after the set-up)"
exit "$browser_status"
