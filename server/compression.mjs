import compression from 'compression';
import zlib from 'node:zlib';

/**
 * Brotli as a response is sent: quality 4 with a 64 kB window answered about as many pages a
 * second as gzip (693 against 670-844 at 50 connections), 20% smaller (a memorial: 14.9 against
 * 18.8 kB); the package's own 4 MB window cost 3 times the CPU (docs/performance.md).
 */
const BROTLI = { quality: 4, window: 16 };

/**
 * Whether an Accept-Encoding header accepts brotli (`br`, or `*`, with a weight above 0): the
 * build's copies go to such a client even when it weighs gzip higher, which no browser does.
 */
export function acceptsBrotli(header) {
  let any = false;
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'br') return accepted;
    if (coding === '*') any = accepted;
  }
  return any;
}

/** The header without brotli: `br` removed, and refused if a `*` would let it in. */
export function withoutBrotli(header) {
  const rest = String(header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split(';')[0].trim().toLowerCase() !== 'br');
  return rest.some((part) => part.split(';')[0].trim() === '*')
    ? [...rest, 'br;q=0'].join(', ')
    : rest.join(', ');
}

/**
 * Compression of what Next sends (next.config's `compress` is off): brotli for a client that
 * accepts it, gzip for another, as the `compression` package negotiates (Next's own is gzip
 * only). `brotli: false` (behind a cache that ignores Vary) answers in gzip at most, which
 * every client that asks for compression reads.
 */
export function responseCompression({ brotli }) {
  const compress = compression({
    // A range's Content-Range counts the file's own bytes: never compressed.
    filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI.quality,
        [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI.window,
      },
    },
  });
  if (brotli) return compress;
  return (req, res, next) => {
    if (acceptsBrotli(req.headers['accept-encoding'])) {
      req.headers['accept-encoding'] = withoutBrotli(req.headers['accept-encoding']);
    }
    compress(req, res, next);
  };
}
