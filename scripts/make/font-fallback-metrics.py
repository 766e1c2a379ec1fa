"""The metric overrides of app/globals.css's local fallback faces (scripts/make/subset-fonts.sh).

A first visit paints with a local face until the web fonts arrive (components/layout/web-fonts.ts).
Each fallback face is scaled (size-adjust) so that the site's own text in it is as wide as in the
web font, and given the web font's ascent, descent and line gap, so the swap barely moves a line.
The widths are averaged over the site's own words (messages/*.json), each letter by its frequency.
Arial and Times New Roman are measured through their metric-compatible Liberation faces (Debian's
fonts-liberation); Android's Roboto and Noto Serif through fontsource's copies, installed for the
measurement only: npm install --no-save @fontsource/roboto @fontsource/noto-serif
"""
import json
import sys
from collections import Counter
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

LIBERATION = '/usr/share/fonts/truetype/liberation/Liberation{}.ttf'
FONTSOURCE = 'node_modules/@fontsource/{0}/files/{0}-latin-{1}-normal.woff2'
INTER = 'inter-latin-wght-normal.woff2'
PAIRS = [
    # (web font, its weight, fallback file, what the face is called in CSS)
    (INTER, 400, LIBERATION.format('Sans-Regular'), 'Xatire Inter Fallback 400'),
    (INTER, 700, LIBERATION.format('Sans-Bold'), 'Xatire Inter Fallback 700'),
    ('lora-latin-600-normal.woff2', None, LIBERATION.format('Serif-Bold'),
     'Xatire Lora Fallback 600'),
    (INTER, 400, FONTSOURCE.format('roboto', 400), 'Xatire Inter Android 400'),
    (INTER, 700, FONTSOURCE.format('roboto', 700), 'Xatire Inter Android 700'),
    ('lora-latin-600-normal.woff2', None, FONTSOURCE.format('noto-serif', 700),
     'Xatire Lora Android 600'),
]


def letters():
    text = ''
    for lang in ('az', 'en', 'ru'):
        with open(f'messages/{lang}.json', encoding='utf-8') as f:
            text += json.dumps(json.load(f), ensure_ascii=False)
    return Counter(ch for ch in text if ch.isalpha() or ch == ' ')


def average_width(font, counts):
    cmap = font.getBestCmap()
    metrics = font['hmtx'].metrics
    total = sum(metrics[cmap[ord(ch)]][0] * n for ch, n in counts.items())
    return total / sum(counts.values()) / font['head'].unitsPerEm


def main():
    counts = letters()
    for web, wght, fallback, name in PAIRS:
        font = TTFont(f'assets/fonts/web/{web}')
        if wght is not None and 'fvar' in font:
            font = instancer.instantiateVariableFont(font, {'wght': wght})
        local = TTFont(fallback)
        # The letters both faces have (the web font's file here is its Latin one).
        both = {ch: n for ch, n in counts.items()
                if ord(ch) in font.getBestCmap() and ord(ch) in local.getBestCmap()}
        size = average_width(font, both) / average_width(local, both)
        em = font['head'].unitsPerEm
        hhea = font['hhea']
        pct = lambda v: f'{abs(v) / em / size * 100:.2f}%'
        print(f'{name}: size-adjust: {size * 100:.2f}%; ascent-override: {pct(hhea.ascent)}; '
              f'descent-override: {pct(hhea.descent)}; line-gap-override: {pct(hhea.lineGap)};')


if __name__ == '__main__':
    sys.exit(main())
