import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptsBrotli } from './compression.mjs';

const brotliCompress = promisify(zlib.brotliCompress);

/** The build's text files, as Next's own static route types them. */
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};
const isTextFile = (name) => Object.hasOwn(TYPES, path.extname(name));
// Named by their content's hash: Next writes the build id's manifests after the hook.
const CHUNKS_URL = '/_next/static/chunks/';

function textFiles(distDir) {
  const dir = path.join(distDir, 'static', 'chunks');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isTextFile)
    .map((name) => ({ name: name.split(path.sep).join('/'), file: path.join(dir, name) }));
}

/** The file's mtime if its copy was written no earlier (a file changed since has no copy). */
function currentCopyOf(file) {
  try {
    const modified = fs.statSync(file).mtimeMs;
    return fs.statSync(`${file}.br`).mtimeMs >= modified ? modified : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes a brotli copy (quality 11, `name.js.br`) beside every script and stylesheet chunk,
 * after `next build` (next.config's `runAfterProductionCompile`, after the compile hints): Next
 * compresses each request with gzip, 15% larger than brotli on these files, and spends the CPU
 * every time (docs/performance.md). Rewrites every copy, so a copy always matches its file.
 * Returns how many it wrote.
 */
export async function precompressStatic(distDir) {
  const files = textFiles(distDir);
  await Promise.all(
    files.map(async ({ file }) => {
      const body = await fs.promises.readFile(file);
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      // Whole or not at all: a build stopped halfway leaves no half copy to serve.
      await fs.promises.writeFile(`${file}.br.tmp`, await brotliCompress(body, { params }));
      await fs.promises.rename(`${file}.br.tmp`, `${file}.br`);
    }),
  );
  return files.length;
}

/**
 * Serves the build's brotli copies: `serve(req, res, pathname, orElse)` answers a GET or HEAD of a
 * script or stylesheet whose copy exists, for a client that accepts brotli, and returns true;
 * anything else (another file, a range, gzip only, no copy) returns false and is Next's, as
 * before, and so is a copy that cannot be read (`orElse`, then always). The copies are read
 * once each and kept (a build's are about 0.3 MB). `cacheControl` is the value Next gives these
 * files; `Last-Modified` is their file's, as Next's, and answers `If-Modified-Since`.
 */
export function brotliStaticFiles(distDir, { cacheControl }) {
  const copies = new Map(
    textFiles(distDir).flatMap(({ name, file }) => {
      const modified = currentCopyOf(file);
      if (modified === undefined) return [];
      return [
        [encodeURI(`${CHUNKS_URL}${name}`), { file, modified: new Date(modified).toUTCString() }],
      ];
    }),
  );
  /** @type {Map<string, Promise<Buffer>>} */
  const bodies = new Map();
  const body = (file) => {
    let read = bodies.get(file);
    if (!read) {
      read = fs.promises.readFile(`${file}.br`);
      bodies.set(file, read);
      read.catch(() => bodies.delete(file));
    }
    return read;
  };

  return {
    size: copies.size,
    serve(req, res, pathname, orElse) {
      const copy = copies.get(pathname);
      if (copy === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      if (req.headers.range !== undefined || !acceptsBrotli(req.headers['accept-encoding'])) {
        return false;
      }
      const { file, modified } = copy;
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('cache-control', cacheControl);
      res.setHeader('last-modified', modified);
      const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
      if (since >= Date.parse(modified)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      body(file).then(
        (bytes) => {
          res.statusCode = 200;
          res.setHeader('content-type', TYPES[path.extname(file)]);
          res.setHeader('content-encoding', 'br');
          res.setHeader('content-length', bytes.length);
          res.end(req.method === 'HEAD' ? undefined : bytes);
        },
        (error) => {
          console.error(`[server] ${pathname}.br unreadable, served by Next: ${error.message}`);
          copies.delete(pathname);
          for (const name of ['vary', 'cache-control', 'last-modified']) res.removeHeader(name);
          orElse();
        },
      );
      return true;
    },
  };
}
