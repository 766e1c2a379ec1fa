#!/bin/sh
# Cuts the Azerbaijani letters beyond Latin-1 (Ə ə Ğ ğ İ Ş ş, and ₼) out of fontsource's latin-ext
# files into small files of their own (assets/fonts/web/*-az-*.woff2), so an az page loads a few
# kilobytes for them instead of the whole latin-ext file (86 kB for Inter). app/globals.css
# declares them after the fontsource faces, so browsers prefer them for those letters.
# Needs fonttools and brotli: apt-get install python3-fonttools python3-brotli. Rerun after
# upgrading @fontsource-variable/inter or /lora.
set -eu
cd "$(dirname "$0")/.."
py=/usr/bin/python3
unicodes='U+011E-011F,U+0130,U+015E-015F,U+018F,U+0259,U+20BC'
for font in inter lora; do
  $py -m fontTools.subset "node_modules/@fontsource-variable/$font/files/$font-latin-ext-wght-normal.woff2" \
    --unicodes="$unicodes" --layout-features='*' --flavor=woff2 \
    --output-file="assets/fonts/web/$font-az-wght-normal.woff2"
done
ls -l assets/fonts/web
