import { phoneHref } from './safe-url';

describe('phoneHref', () => {
  it.each([
    ['+994 50 481 27 36', 'tel:+994504812736'],
    ['(012) 555-12-34', 'tel:0125551234'],
    ['050.481.27.36', 'tel:0504812736'],
    ['8 (916) 123-45-67', 'tel:89161234567'],
  ])('%s -> %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
  it('rejects letters and too few digits', () => {
    expect(phoneHref('call me')).toBeNull();
    expect(phoneHref('tel:123456')).toBeNull();
    expect(phoneHref('')).toBeNull();
  });
});
