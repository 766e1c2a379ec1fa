import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { precompressStatic } from './static-copies.mjs';

describe('lib/build/static-copies.mjs', () => {
  let dist: string;
  const file = (name: string) => path.join(dist, 'static', name);
  const script = 'function hello(){return "a memorial"}'.repeat(200);

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'static', 'media'), { recursive: true });
    mkdirSync(path.join(dist, 'static', 'build-id'), { recursive: true });
    writeFileSync(file('chunks/app.js'), script);
    writeFileSync(file('chunks/site.css'), 'body{color:#1f2328}');
    writeFileSync(file('media/font.woff2'), 'not text');
    writeFileSync(file('build-id/_ssgManifest.js'), 'self.__SSG_MANIFEST=new Set');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a brotli copy of every script and stylesheet chunk, and of nothing else', async () => {
    expect(await precompressStatic(dist)).toBe(2);
    const copy = readFileSync(file('chunks/app.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(script);
    expect(copy.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(readFileSync(file('chunks/site.css.br'))).toString()).toBe(
      'body{color:#1f2328}',
    );
    expect(() => readFileSync(file('media/font.woff2.br'))).toThrow();
    // Next writes the build id's manifests after the hook: they are never copied.
    expect(() => readFileSync(file('build-id/_ssgManifest.js.br'))).toThrow();
    // Run again after a file changed (the compile hints, a rebuild): its copy follows it.
    writeFileSync(file('chunks/app.js'), 'let changed=1');
    await precompressStatic(dist);
    expect(brotliDecompressSync(readFileSync(file('chunks/app.js.br'))).toString()).toBe(
      'let changed=1',
    );
  });
});
