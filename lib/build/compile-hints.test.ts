import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, markStartupScripts } from './compile-hints.mjs';

describe('server/compile-hints.mjs', () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);
  const write = (manifest: unknown, files: Record<string, string>) => {
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest));
    for (const [name, text] of Object.entries(files)) writeFileSync(chunk(name), text);
  };

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('marks the scripts every page starts with, once, and no route chunk', async () => {
    write(
      { rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'] },
      { 'react.js': '(()=>1)()', 'runtime.js': 'let a=1', 'route.js': 'let b=2' },
    );
    expect(await markStartupScripts(dist)).toEqual([
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ]);
    expect(readFileSync(chunk('react.js'), 'utf8')).toBe(`${COMPILE_HINT}(()=>1)()`);
    expect(readFileSync(chunk('route.js'), 'utf8')).toBe('let b=2');
    // A second run (or a build that marked them already) writes nothing.
    expect(await markStartupScripts(dist)).toEqual([]);
    expect(readFileSync(chunk('runtime.js'), 'utf8')).toBe(`${COMPILE_HINT}let a=1`);
  });

  it('stops the build with the manifest named when it lists no start-up scripts', async () => {
    write({ pages: {} }, {});
    await expect(markStartupScripts(dist)).rejects.toThrow(
      `compile hints: ${path.join(dist, 'build-manifest.json')} lists no rootMainFiles scripts`,
    );
    write({ rootMainFiles: ['static/chunks/app.css'] }, {});
    await expect(markStartupScripts(dist)).rejects.toThrow(/lists no rootMainFiles scripts/);
  });
});
