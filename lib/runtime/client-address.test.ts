import { clientAddress } from './client-address.mjs';

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
