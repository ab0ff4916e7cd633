import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fixtureExamples } from '../host-fixtures/contract-examples';
import { startHost } from '../host-fixtures/start';
import { checkApi, formatReport } from './check';
import { buildOpenApi } from './openapi';

const USAGE = `npm run check:api -- --api <apiUrl> [--token <bearer>] [--origin <site>] [--mutating] [--captcha <token>] [--locale ru|uk|en] [--json]
npm run openapi -- [--out openapi.json]`;

/** `check` (npm run check:api) and `openapi` (npm run openapi); returns the exit code. */
export async function main(argv: string[], root: string): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      api: { type: 'string' },
      token: { type: 'string' },
      origin: { type: 'string' },
      mutating: { type: 'boolean' },
      captcha: { type: 'string' },
      locale: { type: 'string' },
      json: { type: 'boolean' },
      out: { type: 'string' },
    },
  });
  if (command === 'openapi') {
    const host = await startHost({ port: 0, root });
    try {
      const doc = buildOpenApi(await fixtureExamples(host.url));
      const out = values.out ?? 'openapi.json';
      writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
      console.log(`wrote ${out}`);
      return 0;
    } finally {
      await host.close();
    }
  }
  if (command !== 'check' || !values.api) {
    console.error(USAGE);
    return 2;
  }
  const report = await checkApi({
    api: values.api,
    token: values.token,
    origin: values.origin,
    mutating: values.mutating,
    captcha: values.captcha,
    locale: values.locale,
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.ok ? 0 : 1;
}
