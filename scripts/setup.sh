#!/bin/sh
# Installs what a fresh machine lacks: npm dependencies (when missing, when package-lock.json
# changed, or for another Node release) and, with --browser, Debian's Chromium for the browser
# tests. Run it under scripts/with-node.sh, which picks the Node it installs for.
set -eu
cd "$(dirname "$0")/.."

stamp=node_modules/.install-stamp
want="$(sha256sum package-lock.json | cut -d' ' -f1) node-abi-$(node -p process.versions.modules)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "setup: installing npm dependencies"
  # npm ci refuses a lock file without the other platforms' optional binaries (@next/swc-darwin-*,
  # ...), which registry mirrors without them leave out; npm install takes the same pinned tree.
  npm ci --no-audit --no-fund 2>/dev/null || npm install --no-save --no-audit --no-fund
  echo "$want" > "$stamp"
fi

if [ "${1:-}" = "--browser" ]; then
  chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$chromium_path" ]; then
    echo "setup: installing Debian's chromium for the browser tests"
    if [ "$(id -u)" = "0" ]; then sudo=""; else sudo="sudo"; fi
    if ! command -v apt-get >/dev/null 2>&1; then
      echo "setup: no apt-get here; install Chromium and set CHROMIUM_PATH to its binary" >&2
      exit 1
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  fi
fi
