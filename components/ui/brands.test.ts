import fs from 'node:fs';
import path from 'node:path';
import { BRANDS } from './icons';

test('brands.svg holds one symbol per brand BrandIcon names, and nothing else', () => {
  const sprite = fs.readFileSync(path.join(__dirname, 'brands.svg'), 'utf8');
  const ids = [
    ...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g),
  ];
  expect(ids.map((m) => m[1]).sort()).toEqual([...BRANDS].sort());
  expect(sprite.match(/<symbol/g)).toHaveLength(BRANDS.length);
});
