import { MAX_SERVER_PAGES } from '@/lib/site.mjs';
import { pageRewrites } from './rewrites.mjs';

describe('lib/runtime/rewrites.mjs', () => {
  it('takes ?page=2..50 only, each listing in every language', () => {
    const rules = pageRewrites();
    const pageValue = new RegExp(`^${rules[0]!.has![0]!.value}$`);
    for (const ok of ['2', '9', '10', '49', String(MAX_SERVER_PAGES)])
      expect(pageValue.test(ok)).toBe(true);
    for (const bad of ['0', '1', '01', '51', '100', 'x', '2x', ''])
      expect(pageValue.test(bad)).toBe(false);
    expect(rules.filter((rule) => rule.has)).toHaveLength(12);
    expect(rules.at(-1)).toMatchObject({ destination: '/az/:path' });
  });
});
