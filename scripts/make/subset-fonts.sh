#!/bin/sh
# Cuts the web fonts every page loads down to what the site uses (scripts/make/subset-fonts.py): for
# Inter and Lora, Latin with the Azerbaijani letters (Ə ə Ğ ğ İ Ş ş, ₼) and Cyrillic, Inter at
# weights 400-700 and Lora at 600 only, the OpenType features text needs. app/globals.css declares them after fontsource's
# faces. Needs fonttools and brotli: apt-get install python3-fonttools python3-brotli. Rerun after
# upgrading @fontsource-variable/inter or /lora; the output is committed. Then, after
# `npm install --no-save @fontsource/roboto @fontsource/noto-serif` (Android's faces, measured only),
# run scripts/make/font-fallback-metrics.py and copy its figures into app/globals.css's fallback faces.
set -eu
cd "$(dirname "$0")/../.."
/usr/bin/python3 scripts/make/subset-fonts.py
ls -l assets/fonts/web
