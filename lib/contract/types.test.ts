import fs from 'node:fs';
import path from 'node:path';

// Client components import the contract's keys and types: a runtime import of the schemas would
// ship zod (32 kB gzip) to every browser.
const runtimeImports = (file: string) =>
  fs
    .readFileSync(path.join(__dirname, file), 'utf8')
    .split('\n')
    .filter((line) => /^(import|export)\b.*\bfrom\s+'/.test(line))
    .filter((line) => !/^(import|export) type\b/.test(line));

describe('the contract for the browser', () => {
  it('types.ts imports nothing at run time', () => {
    expect(runtimeImports('types.ts')).toEqual([]);
  });

  it("keys.ts imports the site's facts alone, which import nothing", () => {
    expect(runtimeImports('keys.ts')).toEqual([
      "import { FIGURE_CATEGORIES } from '@/lib/site.mjs';",
    ]);
    const site = fs.readFileSync(path.join(__dirname, '..', 'site.mjs'), 'utf8');
    expect(site).not.toMatch(/^\s*(import|export .* from)\b/m);
  });
});
