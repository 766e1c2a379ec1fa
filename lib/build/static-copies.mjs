import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);

// Scripts and stylesheets, named by their content's hash (Next writes the build id's manifests
// after the hook: never copied).
const isTextFile = (name) => ['.js', '.css'].includes(path.extname(name));

function textFiles(distDir) {
  const dir = path.join(distDir, 'static', 'chunks');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isTextFile)
    .map((name) => path.join(dir, name));
}

/**
 * Writes a brotli copy (quality 11, `name.js.br`) beside every script and stylesheet chunk,
 * after `next build` (next.config's `runAfterProductionCompile`, after the compile hints), which
 * the front serves as they are (front/nginx.conf, `brotli_static`): 15% smaller than gzip, no CPU
 * per request (docs/performance.md). Rewrites every copy, so a copy always matches its file.
 * Returns how many it wrote.
 */
export async function precompressStatic(distDir) {
  const files = textFiles(distDir);
  await Promise.all(
    files.map(async (file) => {
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
