#!/usr/bin/env bash
# Sets up the machine if needed, then builds the app in release mode and serves it at
# http://127.0.0.1:8080/ (rebuilding on changes).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
exec trunk serve --release --address 127.0.0.1 --port 8080
