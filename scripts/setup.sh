#!/usr/bin/env bash
# Installs everything needed to build, serve and test the app on a Debian machine with rustup,
# Node.js and npm. Idempotent: each step runs only if its result is missing or at the wrong version.
# Scripts that build afterwards put tools/node_modules/.bin and ~/.cargo/bin first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
SETUP_START=$SECONDS

TRUNK_VERSION="0.21.14" # trunk 0.22 needs a newer rustc than this project's toolchain
WASM_SPLIT_VERSION="0.2.4" # wasm_split_cli_support, the crate of wasm-split-cli
# chromium-headless-shell: the browser tests; chromium: the bench's figures (a player's browser);
# poppler-utils: the print tests read PDFs; firefox-esr: the Firefox browser tests (tests/browser/firefox.mjs)
APT_PACKAGES=(chromium chromium-headless-shell poppler-utils firefox-esr)
export PATH="$HOME/.cargo/bin:$PATH"

log() { echo "setup: $*"; }

# `waited PID LOG WHAT`: waits for a step run in the background with its output in LOG; if it
# failed, shows that output and stops, saying WHAT failed.
waited() {
  if ! wait "$1"; then
    cat "$2" >&2
    echo "setup: $3 failed (above)" >&2
    exit 1
  fi
}

# Run a command as root (directly when already root, else through sudo).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# --- Debian and npm packages: downloaded and installed while the build tools compile ---------
system_packages() {
  # --- Debian packages: Chromium and Firefox for the browser tests (and Node.js if missing) ----
  missing=()
  for pkg in "${APT_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    missing+=(nodejs npm)
  fi
  if [ "${#missing[@]}" -gt 0 ]; then
    log "installing Debian packages: ${missing[*]}"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  fi

  # --- npm packages: wasm-opt and terser (tools/), Playwright and Puppeteer (tests/browser/) ---
  # Installs a folder's locked packages unless those named are already there at their locked
  # versions.
  npm_ci_if_needed() {
    local dir="$1" pkg wanted have
    shift
    for pkg in "$@"; do
      wanted="$(node -p "require('./$dir/package-lock.json').packages['node_modules/$pkg'].version")"
      have="$(node -p "try { require('./$dir/node_modules/$pkg/package.json').version } catch { '' }")"
      if [ "$wanted" != "$have" ]; then
        log "installing the npm packages of $dir"
        (cd "$dir" && npm ci --no-audit --no-fund)
        return
      fi
    done
  }
  # binaryen's wasm-opt from npm: Debian's binaryen (108) corrupts wasm-bindgen's table export.
  # terser minifies the built scripts (scripts/postbuild.mjs). The app's typeface comes from
  # @fontsource (index.html copies its files into the build).
  npm_ci_if_needed tools binaryen terser @fontsource/source-serif-4
  # playwright-core drives Chromium; puppeteer-core drives Firefox ESR (over WebDriver BiDi, which
  # Playwright cannot do with Debian's Firefox); axe-core checks the accessibility of the recovery panel.
  npm_ci_if_needed tests/browser playwright-core puppeteer-core axe-core
}
system_log="$(mktemp)"
system_packages >"$system_log" 2>&1 &
system_pid=$!

# --- Rust: the wasm target, rustfmt and clippy (the tests check formatting and lints) ------
installed_targets="$(rustup target list --installed)"
if ! grep -qx wasm32-unknown-unknown <<<"$installed_targets"; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
  log "adding rustfmt and clippy"
  rustup component add rustfmt clippy
fi

# --- Cargo.lock (pins wasm-bindgen, which the CLI must match exactly) ----------------------
if [ ! -f Cargo.lock ]; then
  log "generating Cargo.lock"
  cargo generate-lockfile
fi
WASM_BINDGEN_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
if [ -z "$WASM_BINDGEN_VERSION" ]; then
  echo "setup: could not read the wasm-bindgen version from Cargo.lock" >&2
  exit 1
fi

# --- The build tools: Trunk, wasm-bindgen-cli, wasm-split-cli --------------------------------
# Compiled with only the features used (they download nothing here: no TLS, no update check),
# without link-time optimisation, at opt-level 1 (`install_tool FOLDER OPT-LEVEL …`): they run
# for seconds in a build, and their compile time is most of a first set-up. wasm-bindgen-cli and
# wasm-split-cli share one build folder (their common dependencies are built once); Trunk, which
# shares little with them and mostly starts other programs and copies files, compiles at
# opt-level 0 (its 450 crates in about half the time) in a folder of its own, beside them: each
# compile leaves one core idle for long stretches (a large crate alone, a link) that the other
# fills.
TOOLS_TARGET="${CARGO_HOME:-$HOME/.cargo}/orleans-tools-target"
TRUNK_TARGET="${CARGO_HOME:-$HOME/.cargo}/orleans-trunk-target"
install_tool() {
  local folder="$1" opt_level="$2"
  shift 2
  CARGO_TARGET_DIR="$folder" CARGO_PROFILE_RELEASE_LTO=false \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=false \
    CARGO_PROFILE_RELEASE_OPT_LEVEL="$opt_level" cargo install --force "$@"
}
installed_any=

trunk_pid=
if [ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]; then
  log "installing trunk $TRUNK_VERSION (beside the other tools; its output at the end)"
  # In a process group of its own, stopped with the script if another step fails first.
  trunk_log="$(mktemp)"
  export -f install_tool
  setsid bash -c 'install_tool "$@"' _ "$TRUNK_TARGET" 0 trunk --version "=$TRUNK_VERSION" \
    --no-default-features --locked >"$trunk_log" 2>&1 &
  trunk_pid=$!
  trap 'kill -- -"$trunk_pid" 2>/dev/null || true' EXIT
fi

# wasm-bindgen-cli, at exactly the version in Cargo.lock (Trunk cannot download it here).
if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  # Its own lock file can name a dependency version the registry no longer offers: then
  # resolve its dependencies afresh.
  install_tool "$TOOLS_TARGET" 1 wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION" --no-default-features --locked ||
    install_tool "$TOOLS_TARGET" 1 wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION" --no-default-features
  installed_any=1
fi

# wasm-split-cli: splits the page's wasm into the parts loaded on demand (scripts/page-wasm.mjs).
# Version 0.2.x matches the wasm_split_helpers of Cargo.lock (the split points' markers).
# (It has no --version: cargo's list of installed crates says which one is there.)
if ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:" ||
  ! command -v wasm-split-cli >/dev/null; then
  log "installing wasm-split-cli $WASM_SPLIT_VERSION (crate wasm_split_cli_support)"
  install_tool "$TOOLS_TARGET" 1 wasm_split_cli_support --version "=$WASM_SPLIT_VERSION" --features build-binary --locked
  installed_any=1
fi
if [ -n "$trunk_pid" ]; then
  waited "$trunk_pid" "$trunk_log" "installing trunk"
  grep -E "Finished|Installed" "$trunk_log" || true
  rm -rf "$TRUNK_TARGET" "$trunk_log"
fi
# The build folders are only needed while installing (about 1 GB each).
if [ -n "$installed_any" ]; then rm -rf "$TOOLS_TARGET"; fi

waited "$system_pid" "$system_log" "installing the Debian or npm packages"
cat "$system_log"
rm -f "$system_log"

log "ready in $((SECONDS - SETUP_START)) s (trunk $TRUNK_VERSION, wasm-bindgen $WASM_BINDGEN_VERSION, wasm-split-cli $WASM_SPLIT_VERSION, $(tools/node_modules/.bin/wasm-opt --version), $(chromium --version 2>/dev/null | head -n1), $(firefox-esr --version 2>/dev/null | head -n1))"
