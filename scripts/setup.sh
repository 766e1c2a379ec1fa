#!/bin/sh
# Installs what a fresh machine lacks: npm dependencies (when missing, when package-lock.json
# changed, or for another Node release); Debian's ffmpeg, which draws the posters of the videos that
# play on their own (lib/media/poster.ts; without it they have none); with --browser, Debian's
# Chromium (its headless shell for the browser tests), and its firefox-esr, webkit2gtk-driver and
# xvfb for the same flows in Firefox and WebKit (npm run test:engines); with --services, Debian's
# PostgreSQL, Redis and nginx, which the tests start on their own ports (scripts/lib/services.mjs),
# and the front's nginx modules; with --front, what `npm run serve` and `npm run test:front` need:
# Debian's nginx with its brotli and headers-more modules (front/nginx.conf loads them) and openssl;
# with --validator, Debian's default-jre-headless, which runs the W3C Nu HTML checker (the npm
# package vnu-jar) in the browser tests. Run it under scripts/with-node.sh, which picks the Node it
# installs for.
# Usage: sh scripts/setup.sh [--browser] [--services] [--front] [--validator]
set -eu
cd "$(dirname "$0")/.."

browser=false
services=false
front=false
validator=false
for arg in "$@"; do
  case "$arg" in
    --browser) browser=true ;;
    --services) services=true ;;
    --front) front=true ;;
    --validator) validator=true ;;
    *) echo "setup: unknown option '$arg' (known: --browser, --services, --front, --validator)" >&2; exit 2 ;;
  esac
done

stamp=node_modules/.install-stamp
want="$(sha256sum package-lock.json | cut -d' ' -f1) node-abi-$(node -p process.versions.modules)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "setup: installing npm dependencies"
  # npm ci refuses a lock file without the other platforms' optional binaries (@next/swc-darwin-*,
  # ...), which registry mirrors without them leave out; npm install takes the same pinned tree.
  npm ci --no-audit --no-fund 2>/dev/null || npm install --no-save --no-audit --no-fund
  echo "$want" > "$stamp"
fi

packages=""
if ! command -v ffmpeg >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing Debian's ffmpeg, which draws video posters"
    packages="ffmpeg"
  else
    echo "setup: no ffmpeg and no apt-get here: videos will have no poster (install ffmpeg)" >&2
  fi
fi
if [ "$browser" = true ]; then
  # The tests drive Chromium's headless shell (scripts/lib/test-browser.mjs); npm run audit and
  # scripts/measure/screenshots.mjs the whole browser.
  if [ ! -x "${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}" ]; then
    echo "setup: installing Debian's chromium-headless-shell for the browser tests"
    packages="$packages chromium-headless-shell"
  fi
  if [ ! -x /usr/bin/chromium ]; then
    echo "setup: installing Debian's chromium for the audit and the screenshots"
    packages="$packages chromium"
  fi
  # npm run test:engines: Firefox ESR (puppeteer-core drives it over WebDriver BiDi), and
  # WebKitGTK's WebDriver with its MiniBrowser, which needs an X server (Xvfb).
  if [ ! -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ]; then
    echo "setup: installing Debian's firefox-esr for the browser tests in Firefox"
    packages="$packages firefox-esr"
  fi
  if [ ! -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ]; then
    echo "setup: installing Debian's webkit2gtk-driver for the browser tests in WebKit"
    packages="$packages webkit2gtk-driver"
  fi
  # The family archive's tests unpack it with two readers: Info-ZIP's and Python's zipfile.
  for tool in unzip python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
      echo "setup: installing Debian's $tool, which the archive tests unpack with"
      packages="$packages $tool"
    fi
  done
  if [ ! -x /usr/bin/Xvfb ]; then
    echo "setup: installing Debian's xvfb, the X server of the browser tests in WebKit"
    packages="$packages xvfb"
  fi
fi

if [ "$validator" = true ] && ! command -v java >/dev/null 2>&1; then
  echo "setup: installing Debian's default-jre-headless for the HTML validator"
  packages="$packages default-jre-headless"
fi

# The service of each server the tests need and lack (Debian's package names).
lacking=""
if [ "$services" = true ]; then
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 && ! command -v postgres >/dev/null 2>&1; then
    lacking=" postgresql"
  fi
  if ! command -v redis-server >/dev/null 2>&1 && [ ! -x /usr/bin/redis-server ]; then
    lacking="$lacking redis-server"
  fi
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    lacking="$lacking nginx"
  fi
  if [ -n "$lacking" ]; then
    echo "setup: installing Debian's postgresql, redis-server and nginx for the tests (lacking:$lacking)"
    packages="$packages postgresql redis-server nginx"
  fi
fi

# The front (front/nginx.conf): nginx and the modules it loads (Debian's package names).
if [ "$services" = true ] || [ "$front" = true ]; then
  front_lacking=""
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    front_lacking=" nginx"
    # Its service is kept down like the tests' servers (below).
    case "$lacking" in *nginx*) ;; *) lacking="$lacking nginx" ;; esac
  fi
  for module in brotli-filter brotli-static headers-more-filter; do
    if [ ! -f "/usr/lib/nginx/modules/ngx_http_$(echo "$module" | tr - _)_module.so" ]; then
      front_lacking="$front_lacking libnginx-mod-http-$module"
    fi
  done
  if [ "$front" = true ] && ! command -v openssl >/dev/null 2>&1; then
    front_lacking="$front_lacking openssl"
  fi
  if [ -n "$front_lacking" ]; then
    echo "setup: installing Debian's$front_lacking for the front"
    packages="$packages$front_lacking"
  fi
fi

if [ -n "$packages" ]; then
  if [ "$(id -u)" = "0" ]; then sudo=""; else sudo="sudo"; fi
  if ! command -v apt-get >/dev/null 2>&1; then
    case "$packages" in
      *chromium*) echo "setup: no apt-get here; install Chromium and set CHROMIUM_PATH to its binary" >&2 ;;
    esac
    case "$packages" in
      *firefox-esr*) echo "setup: no apt-get here; install Firefox ESR and set FIREFOX_PATH to its binary" >&2 ;;
    esac
    case "$packages" in
      *webkit2gtk-driver*|*xvfb*) echo "setup: no apt-get here; install WebKitGTK's WebKitWebDriver and MiniBrowser (WEBKIT_DRIVER_PATH, MINIBROWSER_PATH) and Xvfb" >&2 ;;
    esac
    case "$packages" in
      *default-jre-headless*) echo "setup: no apt-get here; install a Java runtime (java on the PATH)" >&2 ;;
    esac
    if [ "$services" = true ] && [ -n "$lacking" ]; then
      echo "setup: no apt-get here; install PostgreSQL, Redis and nginx (their binaries on the PATH)" >&2
    fi
    if [ -n "${front_lacking:-}" ]; then
      echo "setup: no apt-get here; the front needs nginx with its brotli and headers-more modules (in /usr/lib/nginx/modules) and openssl" >&2
    fi
    exit 1
  fi

  # Debian starts a package's service when it installs it: a system nginx on port 80, a
  # PostgreSQL cluster on 5432, a Redis on 6379, none of which the tests use. A policy-rc.d that
  # answers 101 ("action forbidden") keeps them down, with or without systemd; one already there
  # (Docker images ship one) stays as it is.
  policy=/usr/sbin/policy-rc.d
  if [ -n "$lacking" ] && [ ! -e "$policy" ]; then
    trap '$sudo rm -f "$policy"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    printf '#!/bin/sh\n# scripts/setup.sh: no service starts during its apt-get install\nexit 101\n' |
      $sudo tee "$policy" >/dev/null
    $sudo chmod 755 "$policy"
  fi

  $sudo apt-get update -qq
  # shellcheck disable=SC2086 # word splitting wanted: one package a word
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null

  if [ -n "$lacking" ]; then
    if [ -e "$policy" ] && grep -q 'scripts/setup.sh' "$policy"; then
      $sudo rm -f "$policy"
      trap - EXIT INT TERM
    fi
    # Should a service have started anyway (a policy-rc.d that allows it), stop it.
    for service in $lacking; do
      $sudo service "$service" stop >/dev/null 2>&1 || true
    done
  fi
fi
