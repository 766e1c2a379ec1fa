import { linkHref, phoneHref, whatsappHref } from './safe-url';

describe('phoneHref', () => {
  it.each([
    ['+994 50 481 27 36', 'tel:+994504812736'],
    ['(012) 555-12-34', 'tel:0125551234'],
    ['050.481.27.36', 'tel:0504812736'],
    ['8 (916) 123-45-67', 'tel:89161234567'],
    // Stored without its "+": twelve digits or more are no local number.
    ['994504812736', 'tel:+994504812736'],
    ['79161234567', 'tel:+79161234567'],
    ['12125551234', 'tel:+12125551234'],
    ['89161234567', 'tel:89161234567'],
    ['0504812736', 'tel:0504812736'],
  ])('%s -> %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
  it('rejects letters and too few digits', () => {
    expect(phoneHref('call me')).toBeNull();
    expect(phoneHref('tel:123456')).toBeNull();
    expect(phoneHref('')).toBeNull();
  });
});

describe('linkHref and whatsappHref: links as admins paste them', () => {
  it.each([
    ['https://www.instagram.com/xatire', 'https://www.instagram.com/xatire'],
    ['instagram.com/xatire', 'https://instagram.com/xatire'],
    [' www.facebook.com/xatire.az ', 'https://www.facebook.com/xatire.az'],
    ['xatire.az', 'https://xatire.az/'],
    ['not a link', null],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['uploads/photo', null],
  ])('%s -> %s', (value, href) => {
    expect(linkHref(value)).toBe(href);
  });
  it.each([
    ['https://wa.me/994504812736', 'https://wa.me/994504812736'],
    ['wa.me/994504812736', 'https://wa.me/994504812736'],
    ['+994 50 481 27 36', 'https://wa.me/994504812736'],
    ['994504812736', 'https://wa.me/994504812736'],
    ['https://chat.whatsapp.com/AbCdEf', 'https://chat.whatsapp.com/AbCdEf'],
    [
      'https://api.whatsapp.com/send?phone=994504812736',
      'https://api.whatsapp.com/send?phone=994504812736',
    ],
    ['https://evilwhatsapp.com/x', null],
    // WhatsApp needs the country: a local number says nothing of it.
    ['050 481 27 36', null],
    ['https://evil.example/wa', null],
    ['http://wa.me/994', null],
  ])('WhatsApp %s -> %s', (value, href) => {
    expect(whatsappHref(value)).toBe(href);
  });
});
