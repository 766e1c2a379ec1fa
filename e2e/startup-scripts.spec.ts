import fs from 'node:fs';
import { COMPILE_HINT } from '../server/compile-hints.mjs';
import { expect, test } from './fixtures';

test("the scripts every page starts with carry V8's compile hint, a route's own scripts do not", async ({
  request,
}) => {
  const { rootMainFiles } = JSON.parse(fs.readFileSync('.next/build-manifest.json', 'utf8')) as {
    rootMainFiles: string[];
  };
  const html = await (await request.get('/videos/1')).text();
  const scripts = [...html.matchAll(/<script src="\/_next\/([^"]+\.js)" async/g)].map((m) => m[1]!);
  for (const file of rootMainFiles) expect(scripts).toContain(file);
  expect(scripts.length).toBeGreaterThan(rootMainFiles.length);
  for (const file of scripts) {
    const body = await (await request.get(`/_next/${file}`)).text();
    expect({ file, hinted: body.startsWith(COMPILE_HINT) }).toEqual({
      file,
      hinted: rootMainFiles.includes(file),
    });
  }
});
