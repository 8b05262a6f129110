#!/usr/bin/env bash
# Runs every test: formatting, lints and doc links, the native tests (rules engine, app logic,
# fuzzing), the release build of the browser app, and the browser tests against that build
# (tests/browser/run.mjs, several suites at a time). The lints, docs and native tests run beside
# the release build and the browser tests, at a lower priority. Stops if the formatting or the
# release build fails; prints each stage's time and a final `N passed, N failed` line, and exits
# non-zero if anything failed. The figures of the budgets are scripts/bench.sh's.
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
mkdir -p target
# The release build of the app comes first: the browser tests, the longest stage, wait for it.
# In a build folder of its own, as cargo takes one build folder at a time. It compiles the app
# and the thinking worker through clippy (`RUSTC_WORKSPACE_WRAPPER`), which lints them for wasm
# as they compile: a clippy pass of its own would check Leptos's dependency tree once more (about
# 280 core-seconds). A warning of theirs fails the run, as `-D warnings` does.
release_log=target/release-build.log
RUSTC_WORKSPACE_WRAPPER=clippy-driver CARGO_TARGET_DIR=target/release setsid trunk build --release >"$release_log" 2>&1 &
release_pid=$!

# The lints, the docs and the native tests run beside the release build and then beside the
# browser tests, at a lower priority: the build and the browser tests are on the way to the end,
# they fill the CPU these leave (the build's stretches on one core, the browser tests' waits for
# frames and timers). Their output goes to target/checks.log, shown here if they fail.
checks_log=target/checks.log
checks() {
  set -euo pipefail
  # A session of its own (setsid, for the kill below) is also a scheduling group of its own where
  # the kernel groups by session (autogroup): there a process's nice counts only inside its group,
  # and the checks took half the CPU from the release build. The group's own nice puts them behind.
  { echo 19 >/proc/self/autogroup; } 2>/dev/null || true
  local at=$SECONDS
  # Natively, the tests' build lints as it compiles, through clippy (`RUSTC_WORKSPACE_WRAPPER`,
  # `-D warnings`): the library, the binaries, the tests and the examples (built, not run; their
  # figures are scripts/bench.sh's), each compiled once where a clippy pass of its own checked
  # them again. For wasm, the release build lints the app and the worker (above).
  export RUSTC_WORKSPACE_WRAPPER=clippy-driver RUSTFLAGS="-D warnings"
  cargo test --tests --examples --no-run
  RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --profile test
  echo "checks: lints, docs and the native tests' build in $((SECONDS - at)) s"
  at=$SECONDS
  # The library's tests and tests/native's, in two binaries.
  cargo test --tests
  echo "checks: native tests in $((SECONDS - at)) s"
}
export -f checks
setsid nice -n 10 bash -c checks >"$checks_log" 2>&1 &
checks_pid=$!
# If a stage fails first, the build and the checks (process groups of their own) stop with the
# script.
trap 'kill -- -"$release_pid" -"$checks_pid" 2>/dev/null || true' EXIT

stage "the browser app's release build (waited for; the lints, docs and native tests beside it)"
if ! wait "$release_pid"; then
  cat "$release_log"
  echo "the release build failed (above)"
  exit 1
fi
grep -E "Finished|page-wasm:|success" "$release_log"
# The lints of the app and the worker for wasm, from the release build (rustc's and clippy's
# warnings about this crate; the dependencies' are capped).
wasm_lints=0
if grep -q '^warning: `orleans-dw` (.*) generated' "$release_log"; then
  wasm_lints=1
  grep -E -A12 '^(warning|error)(\[[^]]*\])?: ' "$release_log" | grep -vE '^warning: (the `target_features`|unknown name subsection)' || true
  echo "the release build's lints for wasm found warnings (above)"
fi
for wasm in dist/*.wasm dist/app-*/*.wasm; do
  echo "wasm: $wasm $(wc -c < "$wasm") bytes, $(gzip -9c "$wasm" | wc -c) gzipped"
done

stage "browser tests (the lints, docs and native tests beside them)"
browser_log=target/browser-tests.log
set +e
node tests/browser/run.mjs 2>&1 | tee "$browser_log"
browser_status=${PIPESTATUS[0]}
set -e
browser_line=$(grep '^browser tests: ' "$browser_log" | tail -1)
browser_passed=$(sed -E 's/^browser tests: ([0-9]+) passed.*/\1/' <<<"$browser_line")
browser_failed=$(sed -E 's/^browser tests: [0-9]+ passed, ([0-9]+) failed.*/\1/' <<<"$browser_line")

stage "lints, docs and native tests (waited for)"
set +e
wait "$checks_pid"
checks_status=$?
set -e
if [ "$checks_status" -ne 0 ]; then
  cat "$checks_log"
  echo "the lints, docs or native tests failed (above)"
fi
grep -E "^checks: |^test result: |Finished" "$checks_log" || true
native_passed=$(grep '^test result: ' "$checks_log" | grep -o '[0-9]* passed' | awk '{ n += $1 } END { print n + 0 }')
native_failed=$(grep '^test result: ' "$checks_log" | grep -o '[0-9]* failed' | awk '{ n += $1 } END { print n + 0 }')
# A lint or a test binary that failed to build counts as one failure.
if [ "$checks_status" -ne 0 ] && [ "$native_failed" -eq 0 ]; then native_failed=1; fi
native_failed=$((native_failed + wasm_lints))

stage "done"
elapsed=$((SECONDS - STARTED))
passed=$((native_passed + ${browser_passed:-0}))
failed=$((native_failed + ${browser_failed:-1}))
echo "native tests: $native_passed passed, $native_failed failed"
echo "$browser_line"
echo "$passed passed, $failed failed in $((elapsed / 60)) min $((elapsed % 60)) s (after the set-up)"
[ "$checks_status" -eq 0 ] && [ "$wasm_lints" -eq 0 ] && exit "$browser_status"
exit 1
