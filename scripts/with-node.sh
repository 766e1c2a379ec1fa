#!/bin/sh
# Runs a command with the project's Node.js: the Node on the PATH when it is at least 22.12,
# else the release named in .nvmrc, fetched once from the npm registry (the node-linux-<arch>
# package ships the binary) into .node/. Usage: sh scripts/with-node.sh npm run test:all
set -eu
cd "$(dirname "$0")/.."

want=$(tr -d ' \n\r' < .nvmrc)

recent_enough() {
  # 22.12 is the oldest Node that every dependency accepts.
  "$1" -e 'const [a, b] = process.versions.node.split(".").map(Number);
    process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null
}

if command -v node >/dev/null 2>&1 && recent_enough node; then
  exec "$@"
fi

case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "with-node: no Node.js $want build for $(uname -m); install Node >= 22.12" >&2; exit 1 ;;
esac
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "with-node: install Node >= 22.12 for $(uname -s)" >&2; exit 1 ;;
esac

home="$PWD/.node/$want"
if [ ! -x "$home/bin/node" ]; then
  echo "with-node: Node $(node -v 2>/dev/null || echo none) is too old; fetching Node $want from the npm registry"
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-$os-$arch@$want" >/dev/null)
  mkdir -p "$home"
  tar -xzf "$tmp"/node-"$os"-"$arch"-"$want".tgz -C "$home" --strip-components=1
  rm -rf "$tmp"
fi

PATH="$home/bin:$PATH"
export PATH
exec "$@"
