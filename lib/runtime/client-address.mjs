// Who the client is: the peer the server saw (PEER_ADDRESS_HEADER), or behind trusted proxies the
// address they appended. Next bundles the app's copy apart from the server's: state on globalThis.
import net from 'node:net';
import { readSettings } from './settings.mjs';

const SERVER = Symbol.for('xatire.server');
const HOPS = Symbol.for('xatire.trusted-proxy-hops');

export const PEER_ADDRESS_HEADER = 'x-xatire-peer-address';

/** From then on PEER_ADDRESS_HEADER is the server's, not the client's. */
export function markServedByXatireServer() {
  globalThis[SERVER] = true;
}

/**
 * The key a request's limits count it by (clientKey); 'local' under `next dev` or `next start`,
 * where only the client could have written the header.
 * @param {Headers} headers
 */
export function requestClientKey(headers) {
  if (globalThis[SERVER] !== true) return 'local';
  const peer = headers.get(PEER_ADDRESS_HEADER) ?? undefined;
  globalThis[HOPS] ??= readSettings().TRUSTED_PROXY_HOPS;
  return clientKey(
    clientAddress(peer, headers.get('x-forwarded-for') ?? undefined, globalThis[HOPS]),
  );
}

function normalizeAddress(address) {
  const text = String(address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  return mapped ? mapped[1] : text.toLowerCase();
}

/**
 * @param {string | undefined} peer
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedHops
 */
export function clientAddress(peer, forwardedFor, trustedHops) {
  const socket = normalizeAddress(peer) || 'unknown';
  if (!trustedHops || trustedHops < 1) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [
    ...header
      .split(',')
      .map(normalizeAddress)
      .filter((entry) => entry !== ''),
    socket,
  ];
  let client = socket;
  for (let hop = 1; hop <= trustedHops && hop < chain.length; hop++) {
    const entry = chain[chain.length - 1 - hop];
    if (!net.isIP(entry)) break;
    client = entry;
  }
  return client;
}

function ipv6Groups(address) {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parts = (s) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/** An IPv6 address counts by its /64, which one subscriber holds whole. @param {string} address */
export function clientKey(address) {
  const text = address.trim().toLowerCase();
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (net.isIP(bare) === 4) return bare;
  if (net.isIP(bare) !== 6) return text;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
