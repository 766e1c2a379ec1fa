// The offline worker's registration (docs/offline.md): a first visit hands over what it loaded.
export const SERVICE_WORKER_AT_LOAD = `;if('serviceWorker'in navigator)addEventListener('load',function(){var c=navigator.serviceWorker.controller;navigator.serviceWorker.register('/sw.js').then(function(){return c||navigator.serviceWorker.ready.then(function(r){r.active&&r.active.postMessage({type:'keep',page:location.href,assets:performance.getEntriesByType('resource').map(function(e){return e.name})})})}).catch(function(){})});`;

/** A recording the visitor played: kept whole on the device, to play again with no network. */
export function keepOnDevice(media: string): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'keep', media: [media] }))
    .catch(() => undefined);
}
