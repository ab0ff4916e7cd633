import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fixtureExamples } from '../host-fixtures/contract-examples';
import { startHost } from '../host-fixtures/start';
import { LOCALES } from '../shared/i18n/locales';
import { checkApi, formatReport } from './check';
import { buildOpenApi } from './openapi';

export const HELP = `npm run check:api -- --api <url> [options]
  Checks an API against the widgets' own calls and schemas; every finding with its fix, in one run.
  --api <url>         the API base, as the page's window.apiUrl (required)
  --origin <url>      the site's page origin: checks CORS as a browser on it would (preflights, error answers)
  --token <bearer>    a test account's token: the signed-in calls, beside a visitor's pass
  --locale <${LOCALES.join('|')}>  the locale of the full pass (default en); every locale is asked for Content-Language
  --mutating          also save a cart and create an order (a test bot-check key: --captcha)
  --captcha <token>   a bot-check token the API accepts in tests
  --sandbox           sign in as a test account the API marks as one (Sandbox-Account: true on GET /api/v1/user)
                      and make every state-changing call: cart, order, coin purchase, open x1 and xN, swap,
                      promo code, two-factor on and off, logout; the account is read back after each
  --login <e-mail|login> --password <password> [--server <key>] [--promo <code>]   the sandbox account
  --json              the report as JSON (for CI); the exit code is 1 on any error
  --help              this text

npm run openapi -- [--out <file>]
  Writes the OpenAPI document (default dist/openapi.json, where the build writes it too).`;

const FLAGS = ['mutating', 'sandbox', 'json', 'help'] as const;
const STRINGS = ['api', 'token', 'origin', 'captcha', 'locale', 'out', 'login', 'password', 'server', 'promo'] as const;

/** `--flag=1`/`true` and `--flag=0`/`false` as the bare flag or none; any other value is an error that says so. */
export function normalizeFlags(args: string[]): string[] {
  return args.flatMap((arg) => {
    const match = /^--([\w-]+)=(.*)$/.exec(arg);
    if (!match || !(FLAGS as readonly string[]).includes(match[1]!)) return [arg];
    const [, name, value] = match;
    if (/^(1|true|yes)$/i.test(value!)) return [`--${name}`];
    if (/^(0|false|no)$/i.test(value!)) return [];
    throw new Error(`--${name} is a flag: give it alone (--${name}), or as --${name}=1 / --${name}=0; not "${value}"`);
  });
}

function parse(rest: string[]) {
  const { values, positionals } = parseArgs({
    args: normalizeFlags(rest),
    allowPositionals: true,
    options: {
      ...Object.fromEntries(FLAGS.map((f) => [f, { type: 'boolean' as const }])),
      ...Object.fromEntries(STRINGS.map((s) => [s, { type: 'string' as const }])),
    },
  });
  if (positionals.length) throw new Error(`unexpected "${positionals[0]}": options start with -- (see --help)`);
  return values as Partial<Record<(typeof FLAGS)[number], boolean> & Record<(typeof STRINGS)[number], string>>;
}

/** Node's own parse errors, said as the fix. */
function explain(error: Error & { code?: string }): string {
  const option = /'(-{1,2}[^']+)'/.exec(error.message)?.[1] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return `unknown option ${option}: run with --help for the options`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return (FLAGS as readonly string[]).includes(option.replace(/^-+/, ''))
      ? `${option} is a flag: give it alone, or as ${option}=1 / ${option}=0`
      : `${option} needs a value: ${option} <value> (see --help)`;
  return `${error.message} (see --help)`;
}

const absolute = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (/^https?:$/.test(url.protocol)) return undefined;
  } catch {
    // said below
  }
  return `--${name} must be an absolute http(s) address, e.g. --${name} https://${name === 'api' ? 'api.' : 'www.'}example.com (got "${value}")`;
};

/** `check` (npm run check:api) and `openapi` (npm run openapi); returns the exit code. */
export async function main(argv: string[], root: string): Promise<number> {
  const [command, ...rest] = argv;
  let values: ReturnType<typeof parse>;
  try {
    values = parse(rest);
  } catch (error) {
    console.error(`check:api: ${explain(error as Error)}`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (command === 'openapi') {
    const host = await startHost({ port: 0, root });
    try {
      const out = values.out ?? 'dist/openapi.json';
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify(buildOpenApi(await fixtureExamples(host.url)), null, 2)}\n`);
      console.log(`wrote ${out}`);
      return 0;
    } finally {
      await host.close();
    }
  }
  const problems = [
    command === 'check' ? undefined : `unknown command "${command ?? ''}": use check (npm run check:api) or openapi`,
    command === 'check' && !values.api ? '--api <url> is required: the page’s window.apiUrl' : undefined,
    absolute('api', values.api),
    absolute('origin', values.origin),
    values.locale && !(LOCALES as readonly string[]).includes(values.locale)
      ? `--locale must be one of ${LOCALES.join(', ')} (got "${values.locale}")`
      : undefined,
    values.sandbox && !(values.login && values.password)
      ? '--sandbox needs the test account: --login <e-mail or login> --password <password>'
      : undefined,
    !values.sandbox && (values.login || values.password || values.promo)
      ? '--login, --password and --promo belong to --sandbox: add --sandbox'
      : undefined,
  ].filter(Boolean);
  if (problems.length) {
    for (const p of problems) console.error(`check:api: ${p}`);
    console.error('run with --help for the options');
    return 2;
  }
  const report = await checkApi({
    api: values.api!,
    token: values.token,
    origin: values.origin,
    mutating: values.mutating,
    captcha: values.captcha,
    locale: values.locale,
    sandbox: values.sandbox
      ? { login: values.login!, password: values.password!, server: values.server, promo: values.promo }
      : undefined,
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.ok ? 0 : 1;
}
