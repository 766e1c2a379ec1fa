import fs from 'node:fs';
import { COMPILE_HINT } from '../lib/build/compile-hints.mjs';
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

test("a figure listing's scripts leave out the HTML parser the genealogy listing needs", async ({
  page,
}) => {
  const parsers = async (path: string) => {
    const scripts: Promise<boolean>[] = [];
    const listen = (res: import('@playwright/test').Response) => {
      if (res.request().resourceType() === 'script')
        scripts.push(res.text().then((body) => body.includes('x-attribsNamespace')));
    };
    page.on('response', listen);
    await page.goto(path, { waitUntil: 'networkidle' });
    page.off('response', listen);
    return (await Promise.all(scripts)).filter(Boolean).length;
  };
  expect(await parsers('/category/public-figures')).toBe(0);
  expect(await parsers('/genealogy')).toBeGreaterThan(0);
  await expect(page.locator('article h2 strong').first()).toHaveText('Hacıyevlər');
});
