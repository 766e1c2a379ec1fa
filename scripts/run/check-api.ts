// `npm run check:api [-- --api URL --admin URL]`: before switching the site to an operator's API,
// says what will not display and why. Exit 0: everything displays; 1: something will not; 2: bad
// arguments or settings.
import { checkApi, type Finding, type Report } from '../../lib/api/check-api';
import { readSettings } from '../../lib/runtime/settings.mjs';

const USAGE = `Usage: npm run check:api -- [--api URL] [--admin URL] [--media URL] [--send-test-message]
  --api URL            the base the /v1/... calls are appended to (default: API_URL)
  --admin URL          the admin host: media and /api/v1/genealogy/{id} (default: ADMIN_URL)
  --media URL          where media paths are appended, if not the admin host (default: MEDIA_URL)
  --send-test-message  post one labelled test message to POST /v1/contact (it reaches you)
The time each call may take is API_TIMEOUT_MS (default 5000).`;

class UsageError extends Error {}

function parseArgs(argv: string[]) {
  const flags: Record<string, 'API_URL' | 'ADMIN_URL' | 'MEDIA_URL'> = {
    '--api': 'API_URL',
    '--admin': 'ADMIN_URL',
    '--media': 'MEDIA_URL',
  };
  const env: Record<string, string | undefined> = {};
  let sendTestMessage = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = argv[i]!.split(/=(.*)/s);
    if (flag === '--send-test-message') sendTestMessage = true;
    else if (flag === '--help' || flag === '-h') help = true;
    else if (flag in flags) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`${flag} needs a URL`);
      env[flags[flag]!] = value;
    } else throw new UsageError(`unknown argument ${argv[i]}`);
  }
  return { env, sendTestMessage, help };
}

const LEVEL = { fail: 'FAIL', warn: 'WARN', ok: 'ok  ' } as const;
const ORDER = { fail: 0, warn: 1, ok: 2 } as const;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function line(f: Finding): string {
  const where = [f.record, f.field && `field ${f.field}`].filter(Boolean).join(', ');
  return `  ${LEVEL[f.level]}  ${where ? `${where}: ` : ''}${f.message}`;
}

function print(report: Report): number {
  const groups = new Map<string, Finding[]>();
  for (const f of report.findings) groups.set(f.call, [...(groups.get(f.call) ?? []), f]);
  const out: string[] = [];
  for (const [call, findings] of groups) {
    out.push('', call);
    for (const f of findings.toSorted((a, b) => ORDER[a.level] - ORDER[b.level])) out.push(line(f));
  }
  const fails = report.findings.filter((f) => f.level === 'fail').length;
  const warns = report.findings.filter((f) => f.level === 'warn').length;
  const summary = fails
    ? `${plural(fails, 'problem')} will keep content from displaying, ${plural(warns, 'warning')}`
    : `Nothing will keep content from displaying, ${plural(warns, 'warning')}`;
  out.push(
    '',
    `${summary} (${plural(report.calls.length, 'call')}, ${plural(report.media.checked, 'media file')} checked).`,
  );
  console.log(out.join('\n'));
  return fails ? 1 : 0;
}

async function main(): Promise<number> {
  let args;
  let settings;
  try {
    args = parseArgs(process.argv.slice(2));
    if (args.help) {
      console.log(USAGE);
      return 0;
    }
    const env = { ...process.env, ...args.env };
    settings = readSettings({
      API_URL: env.API_URL,
      ADMIN_URL: env.ADMIN_URL,
      MEDIA_URL: env.MEDIA_URL,
      API_TIMEOUT_MS: env.API_TIMEOUT_MS,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `${message.replace(/^Invalid settings, the server cannot start:/, 'Invalid settings:')}\n\n${USAGE}`,
    );
    return 2;
  }
  if (!settings.API_URL || !settings.ADMIN_URL) {
    console.error(
      `API_URL is not set: give the operator's API as --api URL or API_URL.\n\n${USAGE}`,
    );
    return 2;
  }
  console.log(
    `Checking ${settings.API_URL} (admin host ${settings.ADMIN_URL}, media from ${settings.MEDIA_BASE})`,
  );
  const report = await checkApi({
    apiUrl: settings.API_URL,
    adminUrl: settings.ADMIN_URL,
    mediaBase: settings.MEDIA_BASE,
    timeoutMs: settings.API_TIMEOUT_MS,
    sendTestMessage: args.sendTestMessage,
  });
  return print(report);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`check:api stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
