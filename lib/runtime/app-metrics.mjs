// The app's side of lib/runtime/metrics.mjs, through globalThis: the cache handler and the server are bundled apart.

export const METRICS = Symbol.for('xatire.metrics');

/**
 * @typedef {'timeout' | 'unreachable' | 'status' | 'invalid_json' | 'shape'} UpstreamFailure
 * @typedef {{ upstreamCall(call: string, seconds: number): void,
 *   upstreamFailure(call: string, reason: UpstreamFailure): void,
 *   dependencyFailure(dependency: 'redis' | 'store', reason: 'timeout' | 'error'): void,
 *   contactStored(): void, contactDelivered(): void }} AppMetrics
 */

/** @returns {AppMetrics | undefined} */
const live = () => /** @type {any} */ (globalThis)[METRICS];

/** @param {string} call its path pattern, never its URL @param {number} seconds */
export function countUpstreamCall(call, seconds) {
  live()?.upstreamCall(call, seconds);
}

/** @param {string} call @param {UpstreamFailure} reason */
export function countUpstreamFailure(call, reason) {
  live()?.upstreamFailure(call, reason);
}

/** @param {'redis' | 'store'} dependency @param {'timeout' | 'error'} reason */
export function countDependencyFailure(dependency, reason) {
  live()?.dependencyFailure(dependency, reason);
}

export function countContactStored() {
  live()?.contactStored();
}

export function countContactDelivered() {
  live()?.contactDelivered();
}
