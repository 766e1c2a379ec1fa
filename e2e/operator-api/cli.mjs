// Starts the stand-in by hand, for trying the site against it: run from the repository's root,
// `node e2e/operator-api/cli.mjs [--port N] [--admin-port N] [--prefix /api]`.
import { startOperatorApi } from './server.mjs';

/** @param {string} flag */
const arg = (flag) => { const i = process.argv.indexOf(flag); return i > 0 ? process.argv[i + 1] : undefined; };
const api = await startOperatorApi({
  port: Number(arg('--port') ?? 0), adminPort: Number(arg('--admin-port') ?? 0), prefix: arg('--prefix') ?? '',
});
console.log(`API host   (API_URL):   ${api.apiUrl}`);
console.log(`Admin host (media):     ${api.adminUrl}`);
console.log(`Switches: POST ${api.adminUrl}/__standin {"action":"setMode","pattern":"/v1/homepage","mode":"error"}`);
const stop = () => { api.close().then(() => process.exit(0)); };
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
