// @vitest-environment node
// Proves the house lint rules fire (and stay quiet on clean code). Each file under
// eslint-rules/__fixtures__/ is linted with the real eslint.config.mjs as if it lived at the same
// path in the project; a line that must be reported is annotated `// expect: RULE[, RULE…]`
// (or `{/* expect: RULE */}` inside JSX), and every report must be annotated.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixturesDir = path.join(root, 'eslint-rules/__fixtures__');
const fixtures = readdirSync(fixturesDir, { recursive: true })
  .map((f) => String(f).split(path.sep).join('/'))
  .filter((f) => /\.(ts|tsx)$/.test(f))
  .sort();

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
  // The first file pays for loading the plugins and the import-x resolver; not a test's time.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'shared/ui/warm-up.ts') });
}, 60_000);

async function lint(virtualPath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, virtualPath) });
  if (!result) throw new Error(`no lint result for ${virtualPath}`);
  return result.messages;
}

/** "line rule" for every `expect:` annotation in the source. */
function expectedReports(code: string): string[] {
  return code.split('\n').flatMap((text, i) => {
    const match = /expect:\s*([^*]+?)\s*(?:\*\/\s*\}?\s*)?$/.exec(text);
    return match?.[1] ? match[1].split(',').map((rule) => `${i + 1} ${rule.trim()}`) : [];
  });
}

describe('house lint rules on fixtures', () => {
  it('has fixtures', () => {
    expect(fixtures.length).toBeGreaterThan(5);
  });

  it.each(fixtures)(
    '%s: reports exactly the annotated lines',
    async (fixture) => {
      const code = readFileSync(path.join(fixturesDir, fixture), 'utf8');
      const messages = await lint(fixture, code);
      const fatal = messages.filter((m) => m.fatal || m.ruleId === null);
      expect(fatal, 'parse errors or ignored file').toEqual([]);
      const actual = messages.map((m) => `${m.line} ${m.ruleId}`).sort();
      expect(actual).toEqual(expectedReports(code).sort());
      // import-x/no-cycle reads the imported files: a fixture that imports widgets parses many.
    },
    30_000,
  );

  it('covers every house rule', () => {
    const ruleIds = new Set<string>();
    for (const fixture of fixtures) {
      for (const report of expectedReports(readFileSync(path.join(fixturesDir, fixture), 'utf8'))) {
        ruleIds.add(report.split(' ')[1] ?? '');
      }
    }
    expect([...ruleIds].sort()).toEqual([
      'house/import-boundaries',
      'house/locale-literals',
      'house/typed-i18n',
      'import-x/no-cycle',
      'no-restricted-globals',
      'no-restricted-imports',
      'no-restricted-syntax',
      'react-hooks/exhaustive-deps',
      'react-hooks/rules-of-hooks',
    ]);
  });
});

describe('house lint rules: messages say what to do instead', () => {
  const cases: Array<[string, string, RegExp]> = [
    [
      'widgets/online-counter/a.ts',
      "import { x } from '../auth/api';\nexport { x };",
      /move the shared code to shared\/.*bus/,
    ],
    [
      'shared/ui/a.ts',
      "import { x } from '../../widgets/auth/api';\nexport { x };",
      /Imports flow one way, widgets → shared/,
    ],
    [
      'shared/i18n/a.ts',
      "import { x } from '../runtime/config';\nexport { x };",
      /layers are i18n, storage, api < runtime < ui/,
    ],
    ['widgets/online-counter/a.ts', "export const f = () => fetch('/x');", /shared\/api/],
    ['widgets/online-counter/a.ts', 'export const f = () => window.fetch;', /shared\/api/],
    ['shared/api/a.ts', "export const f = () => fetch('/x');", /through ofetch, in shared\/api\/client\.ts/],
    ['widgets/online-counter/a.ts', "export const f = () => localStorage.getItem('x');", /services\.storage/],
    ['widgets/online-counter/a.ts', 'export const f = () => document.cookie;', /shared\/storage/],
    ['widgets/online-counter/a.ts', 'export const f = () => window.apiToken;', /shared\/runtime\/host-page\.ts/],
    [
      'shared/runtime/a.ts',
      "export const f = () => document.getElementById('widgets-config');",
      /player's post.*checks what it got/,
    ],
    [
      'widgets/online-counter/a.ts',
      "export const f = (s: { i18n: { t(k: string): string } }) => s.i18n.t('x.y');",
      /const \{ t \} = useT\(dictionary\)/,
    ],
    [
      'widgets/online-counter/a.ts',
      'export const f = (t: (k: string) => string, k: string) => t(`x.${k}`);',
      /typed map/,
    ],
    ['widgets/online-counter/a.ts', "import { use } from 'react';\nexport { use };", /useContext/],
    [
      'widgets/online-counter/a.tsx',
      'export const F = (p: { save: () => void }) => <form action={p.save} />;',
      /onSubmit/,
    ],
    [
      'widgets/online-counter/a.tsx',
      'export const F = (p: { save: () => void }) => <button formAction={p.save} />;',
      /onClick/,
    ],
  ];

  it.each(cases)('%s: %s', async (file, code, advice) => {
    const messages = await lint(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toMatch(advice);
  });

  it('leaves the same code alone where the side effect belongs', async () => {
    expect(
      await lint('shared/api/a.ts', "import { ofetch } from 'ofetch';\nexport const f = () => ofetch('/x');"),
    ).toEqual([]);
    expect(await lint('shared/storage/a.ts', 'export const f = () => document.cookie;')).toEqual([]);
    expect(await lint('shared/runtime/host-page.ts', 'export const f = () => window.apiToken;')).toEqual([]);
    expect(
      await lint(
        'tests/a.test.ts',
        "import { x } from '../widgets/auth/api';\nexport const f = () => [x, fetch, localStorage];",
      ),
    ).toEqual([]);
    expect(await lint('widgets/registry.ts', "export const r = { auth: () => import('./auth/index') };")).toEqual([]);
  });
});
