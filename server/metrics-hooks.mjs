// The app's side of the metrics (server/metrics.mjs). The app is bundled apart from the server, so
// it reaches the server's one registry through globalThis; it imports no metrics library, and
// counts nothing where the server made none (METRICS_PORT unset, next dev, the unit tests).

export const METRICS = Symbol.for('xatire.metrics');

/**
 * @typedef {'timeout' | 'unreachable' | 'status' | 'invalid_json' | 'shape'} UpstreamFailure
 * @typedef {{
 *   upstreamCall(call: string, seconds: number): void,
 *   upstreamFailure(call: string, reason: UpstreamFailure): void,
 *   contactStored(): void,
 *   contactDelivered(): void,
 * }} AppMetrics
 */

/** @returns {AppMetrics | undefined} */
const live = () => /** @type {any} */ (globalThis)[METRICS];

/**
 * One call to the operator's API, failed or not, named by its path pattern, never its URL.
 * @param {string} call
 * @param {number} seconds
 */
export function countUpstreamCall(call, seconds) {
  live()?.upstreamCall(call, seconds);
}

/**
 * @param {string} call
 * @param {UpstreamFailure} reason
 */
export function countUpstreamFailure(call, reason) {
  live()?.upstreamFailure(call, reason);
}

export function countContactStored() {
  live()?.contactStored();
}

export function countContactDelivered() {
  live()?.contactDelivered();
}
