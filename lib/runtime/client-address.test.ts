import { clientAddress, clientKey } from './client-address.mjs';

describe('clientAddress', () => {
  it.each<[string, string | undefined, number, string]>([
    // No trusted proxy: the socket, whatever the client wrote.
    ['198.51.100.7', '203.0.113.1', 0, '198.51.100.7'],
    ['::ffff:198.51.100.7', undefined, 0, '198.51.100.7'],
    ['::1', '127.0.0.1', 0, '::1'],
    // One proxy (nginx on loopback) appends the client it saw.
    ['127.0.0.1', '198.51.100.7', 1, '198.51.100.7'],
    ['127.0.0.1', 'spoofed, 203.0.113.9, 198.51.100.7', 1, '198.51.100.7'],
    ['127.0.0.1', '2001:DB8::1', 1, '2001:db8::1'],
    // Two proxies (a CDN, then nginx).
    ['127.0.0.1', '198.51.100.7, 192.0.2.10', 2, '198.51.100.7'],
    // Fewer entries than hops: the leftmost one there is.
    ['127.0.0.1', '198.51.100.7', 3, '198.51.100.7'],
    // Nothing appended, or garbage where an address should be: the nearest trusted hop.
    ['127.0.0.1', undefined, 1, '127.0.0.1'],
    ['127.0.0.1', 'unknown', 1, '127.0.0.1'],
    ['127.0.0.1', '198.51.100.7, not-an-ip', 2, '127.0.0.1'],
  ])('peer %s, X-Forwarded-For %j, %i hops -> %s', (peer, forwarded, hops, expected) => {
    expect(clientAddress(peer, forwarded, hops)).toBe(expected);
  });

  it('reads repeated X-Forwarded-For headers as one list', () => {
    expect(clientAddress('127.0.0.1', ['203.0.113.1', '198.51.100.7'], 1)).toBe('198.51.100.7');
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:CB00:7109', '203.0.113.9'],
    ['[::ffff:203.0.113.9]', '203.0.113.9'],
    ['2001:db8:77:2::1', '2001:db8:77:2::/64'],
    ['2001:db8:77:2::c', '2001:db8:77:2::/64'],
    ['2001:0DB8:0077:0002:ffff:ffff:ffff:ffff', '2001:db8:77:2::/64'],
    ['2001:db8:77:2:1:2:3:4', '2001:db8:77:2::/64'],
    ['2001:db8:77:3::1', '2001:db8:77:3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::77:2:0:1', '2001:db8:0:0::/64'],
    ['2001:db8:0:77:2::1', '2001:db8:0:77::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['FE80::abcd%25en0', 'fe80:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['local', 'local'],
    ['unknown', 'unknown'],
    ['2001:db8:::1', '2001:db8:::1'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
