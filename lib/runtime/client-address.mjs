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
 * 'local' under `next dev` or `next start`, where only the client could have written the header.
 * @param {Headers} headers
 */
export function requestClientAddress(headers) {
  if (globalThis[SERVER] !== true) return 'local';
  const peer = headers.get(PEER_ADDRESS_HEADER) ?? undefined;
  globalThis[HOPS] ??= readSettings().TRUSTED_PROXY_HOPS;
  return clientAddress(peer, headers.get('x-forwarded-for') ?? undefined, globalThis[HOPS]);
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
