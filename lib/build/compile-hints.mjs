import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with it is compiled whole, on a
 * background thread while it downloads, instead of function by function on the main thread when
 * each is first called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts every page runs at start (the build manifest's `rootMainFiles`: React, the
 * router, Turbopack's runtime) with the compile hint, after `next build` compiles them
 * (next.config's `runAfterProductionCompile`). Lazily compiling them was most of the start-up
 * task on a phone (docs/audit.md). Route chunks keep V8's own choice. Idempotent; returns the
 * files marked.
 */
export async function markStartupScripts(distDir) {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0 || !files.every((f) => /\.js$/.test(f))) {
    throw new Error(`compile hints: ${manifestPath} lists no rootMainFiles scripts`);
  }
  const marked = [];
  for (const file of files) {
    const full = path.join(distDir, file);
    const source = await readFile(full, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(full, COMPILE_HINT + source);
    marked.push(file);
  }
  return marked;
}
