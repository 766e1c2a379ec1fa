// Reading the server's access log (one JSON line per request on its standard output) by the
// request id it sent back as X-Request-Id: the tests learn a response's cache state there.

/**
 * The parsed line of the request `id` in the log `text`, or undefined when it is not there yet.
 * @param {string} text
 * @param {string} id
 */
export function findAccessLine(text, id) {
  const needle = `"id":${JSON.stringify(id)}`;
  const line = text.split('\n').find((l) => l.startsWith('{') && l.includes(needle));
  return line === undefined ? undefined : JSON.parse(line);
}

/**
 * Waits (up to 5 s: the line is written when the response has finished) for the line of the
 * request `id` in what `read()` answers.
 * @param {() => string} read
 * @param {string} id
 */
export async function waitForAccessLine(read, id) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const line = findAccessLine(read(), id);
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no access log line for request ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
