// The named checks of test:cluster and test:cdn: each prints ok or FAIL (with its stack) and its time.

/** @type {{ name: string, ok: boolean, ms?: number }[]} */
export const results = [];

/** Runs one named check; a failure is printed, recorded and thrown on. */
export async function check(name, run) {
  const started = Date.now();
  try {
    await run();
    results.push({ name, ok: true, ms: Date.now() - started });
    console.log(`  ok   ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  FAIL ${name}\n${String(error?.stack ?? error).replace(/^/gm, '       ')}`);
    throw error;
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
