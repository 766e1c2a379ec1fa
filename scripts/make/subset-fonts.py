"""Cuts the web fonts the site loads on every page down to what it uses
(scripts/make/subset-fonts.sh).

For each of Inter and Lora, from fontsource's variable files: one file for Latin with the
Azerbaijani letters, one for Cyrillic; the weight axis narrowed to the weights the CSS asks for,
and only the OpenType features text needs. app/globals.css declares them after fontsource's own
faces, so browsers prefer them for these characters and fetch fontsource's only for others.
"""
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

SRC = 'node_modules/@fontsource-variable/{font}/files/{font}-{subset}-wght-normal.woff2'
OUT = 'assets/fonts/web/{font}-{name}-{axis}-normal.woff2'

# Google's latin range, plus the Azerbaijani letters beyond it (Ə ə Ğ ğ İ Ş ş) and ₼.
LATIN = ('U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,'
         'U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD,'
         'U+011E-011F,U+0130,U+015E-015F,U+018F,U+0259,U+20BC')
CYRILLIC = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'
FEATURES = 'kern,liga,calt,ccmp,locl,mark,mkmk,case'

# The weights app/**/*.css uses: Inter 400 to 700; Lora, the headings' face, only 600, a static
# instance of 20 kB instead of 35 kB for the weight range (the bytes every first paint waits for).
WEIGHTS = {'inter': (400, 700), 'lora': (600, 600)}


def cut(font, source_subset, name, unicodes):
    tt = TTFont(SRC.format(font=font, subset=source_subset), lazy=False)
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = FEATURES.split(',')
    options.name_IDs = ['*']
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=subset.parse_unicodes(unicodes))
    sub.subset(tt)
    low, high = WEIGHTS[font]
    tt = instancer.instantiateVariableFont(tt, {'wght': low if low == high else (low, high)})
    out = OUT.format(font=font, name=name, axis=low if low == high else 'wght')
    tt.flavor = 'woff2'
    tt.save(out)
    print(out, file=sys.stderr)


for font in ('inter', 'lora'):
    # Latin and the az letters come from two source files: merge by cutting each, in turn.
    cut(font, 'latin', 'latin', LATIN.split(',U+011E')[0])
    cut(font, 'latin-ext', 'az', 'U+011E-011F,U+0130,U+015E-015F,U+018F,U+0259,U+20BC')
    cut(font, 'cyrillic', 'cyrillic', CYRILLIC)
