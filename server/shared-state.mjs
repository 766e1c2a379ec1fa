// Shared by server/main.mjs and the app in one process. Next bundles the app's copy apart from the
// server's, so the state lives on globalThis under registered symbols, not in module variables.

const SERVER = Symbol.for('xatire.server');

export const CLIENT_ADDRESS_HEADER = 'x-xatire-client-address';

/** Called once by server/main.mjs: from then on CLIENT_ADDRESS_HEADER is the server's, not the client's. */
export function markServedByXatireServer() {
  globalThis[SERVER] = true;
}

/**
 * The client address of a request, as the server worked it out; 'local' under `next dev` or a
 * bare `next start`, where a header of that name could only have come from the client.
 * @param {Headers} headers
 */
export function requestClientAddress(headers) {
  if (globalThis[SERVER] !== true) return 'local';
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
