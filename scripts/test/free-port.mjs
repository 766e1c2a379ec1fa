// Prints a free loopback port: `npm test` builds and serves the browser tests there.
import { freePort } from '../lib/free-port.mjs';

console.log(await freePort());
