// Next bundles the app's copy of this module apart from server/main.mjs's: state lives on globalThis.

const SERVER = Symbol.for('xatire.server');

export const CLIENT_ADDRESS_HEADER = 'x-xatire-client-address';

/** From then on CLIENT_ADDRESS_HEADER is the server's, not the client's. */
export function markServedByXatireServer() {
  globalThis[SERVER] = true;
}

/**
 * 'local' under `next dev` or `next start`, where only the client could have written the header.
 * @param {Headers} headers
 */
export function requestClientAddress(headers) {
  if (globalThis[SERVER] !== true) return 'local';
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
