import fs from 'node:fs';
import path from 'node:path';

// Client components import this module's constants: a runtime import here would ship what it
// imports (the contract's zod schemas, 32 kB gzip) to every browser. Types only.
describe('lib/api/types.ts', () => {
  it("imports nothing at run time but the site's facts", () => {
    const source = fs.readFileSync(path.join(__dirname, 'types.ts'), 'utf8');
    const runtime = source
      .split('\n')
      .filter((line) => /^(import|export)\b.*\bfrom\s+'/.test(line))
      .filter((line) => !/^(import|export) type\b/.test(line))
      .filter((line) => !line.endsWith("from '@/lib/site.mjs';"));
    expect(runtime).toEqual([]);
  });
});
