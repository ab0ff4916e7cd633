import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { validate } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE } from '../../contract/openapi';
import { recordOn } from '../../contract/record';
import type { Route } from '../../host-fixtures/api/types';
import { demoPath, newWidget, PROVISIONAL_BUDGET } from '../../scripts/new-widget.mjs';

// The scaffold on a copy of the files it edits; `npm run new:widget` itself is proven whole (typecheck,
// lint, build, tests) in a scratch clone (docs/ARCHITECTURE.md, "Where a new widget's files go").
const REPO = path.join(import.meta.dirname, '../..');
const EDITED = ['host-fixtures/api/index.ts', 'host-fixtures/pages/list.ts', 'size-budgets.json'];
const TICKETS = '/api/v1/support/tickets';
const roots: string[] = [];
/** A support ticket's fields instead of the scaffold's: a select, a nickname with a pattern, a text. */
const TICKET_FIELDS = `import { areaField, choiceField, textField } from '../../shared/ui/form-fields';

export const fields = {
  server: choiceField({ options: { alpha: 'Alpha', bravo: 'Bravo' }, sample: 'bravo' }),
  nickname: textField({ min: 3, max: 24, match: /^[A-Za-z0-9_]+$/, sample: 'Ann_Lee' }),
  text: areaField({ min: 10, max: 2000, sample: 'I lost my car after the restart.' }),
};
`;
const RENAMED = { subject: 'server', email: 'nickname', message: 'text' };
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function copy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'new-widget-'));
  roots.push(root);
  for (const file of [...EDITED, '.prettierrc.json']) cpSync(path.join(REPO, file), path.join(root, file));
  return root;
}

/** A copy the scaffolded fixture route can be imported from: what it imports links to the repository's. */
function importable(): string {
  const root = copy();
  for (const link of ['node_modules', 'shared', 'contract', 'host-fixtures/api/reply.ts']) {
    mkdirSync(path.dirname(path.join(root, link)), { recursive: true });
    symlinkSync(path.join(REPO, link), path.join(root, link));
  }
  return root;
}

/**
 * A scratch root inside the repository (its tsconfig and node_modules in reach): the folders the scaffold
 * writes into are real, everything else in them links to the repository's, and the lists it edits are copies.
 */
function scratch(): string {
  const root = mkdtempSync(path.join(REPO, '.scaffold-'));
  roots.push(root);
  const written = ['widgets', 'tests/widgets', 'docs/widgets', 'e2e', 'host-fixtures/api', 'host-fixtures/pages'];
  const real = new Set([
    '.',
    ...written.flatMap((dir) => dir.split('/').map((_, i, all) => all.slice(0, i + 1).join('/'))),
  ]);
  for (const dir of real) {
    mkdirSync(path.join(root, dir), { recursive: true });
    for (const entry of readdirSync(path.join(REPO, dir))) {
      const rel = path.join(dir, entry);
      if (real.has(rel) || entry.startsWith('.') || EDITED.includes(rel)) continue;
      symlinkSync(path.join(REPO, rel), path.join(root, rel));
    }
  }
  for (const file of [...EDITED, '.prettierrc.json']) cpSync(path.join(REPO, file), path.join(root, file));
  return root;
}

// Formatting ten files with prettier takes seconds on a busy machine.
describe('npm run new:widget (scripts/new-widget.mjs)', { timeout: 30_000 }, () => {
  it("writes the widget's own places and edits three lists outside them: fixture routes, fixture pages, budgets", async () => {
    const root = copy();
    const files: string[] = await newWidget(root, 'top-donors');
    const own =
      /^(widgets\/top-donors\/|tests\/widgets\/top-donors\/|docs\/widgets\/top-donors\.md$|e2e\/top-donors\.spec\.ts$|host-fixtures\/api\/top-donors\.ts$|host-fixtures\/pages\/widget-top-donors\.ts$)/;
    expect(files.filter((f) => !own.test(f))).toEqual(EDITED);
    for (const file of files) expect(existsSync(path.join(root, file)), file).toBe(true);
    const budgets = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8')).budgets;
    expect(budgets['widget:top-donors']).toBe(PROVISIONAL_BUDGET);
    expect(readFileSync(path.join(root, 'host-fixtures/api/index.ts'), 'utf8')).toMatch(
      /import \{ routes as topDonors \} from '\.\/top-donors';[\s\S]*\.\.\.topDonors,\n\];/,
    );
    expect(readFileSync(path.join(root, 'host-fixtures/pages/list.ts'), 'utf8')).toMatch(
      /\{ path: '\/demo\/top-donors', page: topDonorsPage, label: 'Widget: top-donors', group: 'test' \},\n\];/,
    );
  });

  it('--kind=form writes a plain form posting the fields declared in fields.ts to the path given', async () => {
    const root = copy();
    const files: string[] = await newWidget(root, 'support-ticket', 'form', TICKETS);
    const component = readFileSync(path.join(root, 'widgets/support-ticket/support-ticket.tsx'), 'utf8');
    for (const piece of ['useAction(', 'troubleText(', 'FormAlert', '<DeclaredField', 'session.signedIn', 'useT('])
      expect(component).toContain(piece);
    expect(component).not.toContain('bus.');
    const api = readFileSync(path.join(root, 'widgets/support-ticket/api.ts'), 'utf8');
    expect(api).toContain(`client.send('POST', '${TICKETS}'`);
    expect(api).toContain('requestOf(fields)');
    const fields = readFileSync(path.join(root, 'widgets/support-ticket/fields.ts'), 'utf8');
    expect(fields).toMatch(/subject: textField\([\s\S]*email: emailField\([\s\S]*message: areaField\(/);
    expect(files).toContain('e2e/support-ticket.spec.ts');
    expect(readFileSync(path.join(root, 'host-fixtures/pages/list.ts'), 'utf8')).toContain(
      "path: '/demo/support-ticket'",
    );
  });

  it('--kind=form wants the API path the backend has, never one guessed from the name', async () => {
    await expect(newWidget(copy(), 'support-ticket', 'form')).rejects.toThrow(/--path=\/api\/v1\//);
    await expect(newWidget(copy(), 'support-ticket', 'form', "/api/v1/x'); alert(1")).rejects.toThrow(/--path=/);
  });

  // tsc and vitest take most of a minute each on a busy machine.
  it(
    'writes code that type-checks, and a form with other fields (declared in fields.ts and messages.ts only) passes its own tests',
    { timeout: 300_000 },
    async () => {
      const root = scratch();
      const list: string[] = await newWidget(root, 'top-donors');
      const form: string[] = await newWidget(root, 'support-ticket', 'form', TICKETS);
      // What the README's steps ask of a newcomer: the fields, their texts (and the docs page).
      writeFileSync(path.join(root, 'widgets/support-ticket/fields.ts'), TICKET_FIELDS);
      const messages = path.join(root, 'widgets/support-ticket/messages.ts');
      writeFileSync(
        messages,
        readFileSync(messages, 'utf8').replace(
          /\b(subject|email|message):/g,
          (_, key: keyof typeof RENAMED) => `${RENAMED[key]}:`,
        ),
      );
      const ts = [...list, ...form].filter((f) => /\.tsx?$/.test(f));
      // Its own name: the root's tsconfig.json is a link to the repository's.
      const config = path.join(root, 'tsconfig.scaffold.json');
      writeFileSync(config, JSON.stringify({ extends: '../tsconfig.json', include: [], files: ts }), {
        flag: 'wx',
      });
      const tsc = spawnSync(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', config], {
        encoding: 'utf8',
      });
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
      // The repository's vitest config, with leave to read the files the scratch root's links point to.
      writeFileSync(
        path.join(root, 'vitest.scaffold.config.ts'),
        `import { mergeConfig } from 'vitest/config';\nimport base from './vitest.config';\n` +
          `export default mergeConfig(base, { server: { fs: { allow: [${JSON.stringify(REPO)}] } } });\n`,
      );
      const tests = spawnSync(
        process.execPath,
        [
          path.join(REPO, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--root',
          root,
          '--config',
          'vitest.scaffold.config.ts',
          'tests/widgets/support-ticket',
        ],
        { encoding: 'utf8' },
      );
      expect(stripVTControlCharacters(tests.stdout + tests.stderr)).toMatch(/Tests +14 passed \(14\)/);
      expect(tests.status).toBe(0);
    },
  );

  it.each([
    ['top-donors', 'list'],
    ['support-ticket', 'form'],
  ])(
    "%s (%s): its fixture route carries its operation in the API contract, the widget's own call on its route",
    async (name, kind) => {
      const root = importable();
      await newWidget(root, name, kind, TICKETS);
      const { routes } = (await import(path.join(root, `host-fixtures/api/${name}.ts`))) as { routes: Route[] };
      const [route] = routes;
      const contract = route?.contract;
      expect(contract, 'contract/ collects it from apiRoutes; without it openapi.test.ts fails').toBeDefined();
      const request = recordOn((client) => contract!.call(contract!.endpoints(client), SAMPLE));
      expect(`${request.method} ${request.path}`).toBe(`${route!.method} ${route!.path}`);
      expect(contract!.usedBy).toEqual([name]);
      if (request.body === undefined) expect(contract!.body).toBeUndefined();
      else expect(contract!.body?.some((struct) => !validate(request.body, struct)[0])).toBe(true);
    },
  );

  it("--kind=form: its fixture route checks a body by the widget's fields, refusing hostile ones", async () => {
    const root = importable();
    await newWidget(root, 'support-ticket', 'form', TICKETS);
    const { routes } = (await import(path.join(root, 'host-fixtures/api/support-ticket.ts'))) as { routes: Route[] };
    const { fields } = (await import(path.join(root, 'widgets/support-ticket/fields.ts'))) as {
      fields: Record<string, { sample: string }>;
    };
    const status = async (body: unknown) => (await routes[0]!.handle({ body } as never)).status;
    const samples = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.sample]));
    expect(Object.keys(samples)).toEqual(['subject', 'email', 'message']);
    expect(await status(samples)).toBe(200);
    for (const hostile of [
      null,
      'subject',
      { ...samples, subject: 'x'.repeat(81) },
      { ...samples, email: 'ann@' },
      { ...samples, message: 1000 },
      { ...samples, admin: true },
      JSON.parse(`{"__proto__": {"admin": true}, "subject": "${samples.subject}"}`),
    ])
      expect(await status(hostile), JSON.stringify(hostile)).toBe(400);
  });

  it('puts the fixture page where the fixture host serves pages, not under its static /widgets/ folder', () => {
    expect(demoPath('top-donors')).toBe('/demo/top-donors');
    expect(demoPath('top-donors').startsWith('/widgets/')).toBe(false);
  });

  it("imports only modules that exist in this repository (the template follows the repo's moves)", async () => {
    const root = copy();
    const files: string[] = [
      ...(await newWidget(root, 'top-donors')),
      ...(await newWidget(root, 'support-ticket', 'form', TICKETS)),
    ];
    for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, names, spec] of text.matchAll(/import (?:type )?(?:\{([^}]*)\}|\w+) from '(\.[^']+)'/g)) {
        const target = path.join(path.dirname(file), spec!);
        const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
          .flatMap((ext) => [path.join(root, target + ext), path.join(REPO, target + ext)])
          .find((candidate) => existsSync(candidate));
        expect(found, `${file}: ${spec}`).toBeDefined();
        // A named import the module no longer exports compiles nowhere (noAnswer outlived its module once).
        const source = readFileSync(found!, 'utf8');
        for (const name of (names ?? '')
          .split(',')
          .map((n) =>
            n
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]!
              .trim(),
          )
          .filter(Boolean))
          expect(source, `${file}: ${name} from ${spec}`).toMatch(
            new RegExp(
              `export (?:declare )?(?:async )?(?:const|function|class|type|interface|enum) ${name}\\b|export (?:type )?\\{[^}]*\\b${name}\\b`,
            ),
          );
      }
    }
  });

  it('refuses a bad name and a widget that exists', async () => {
    await expect(newWidget(copy(), 'Top_Donors')).rejects.toThrow(/no widget name/);
    await expect(newWidget(copy(), 'top-donors', 'table')).rejects.toThrow(/the kinds are list, form/);
    const root = copy();
    await newWidget(root, 'top-donors');
    await expect(newWidget(root, 'top-donors')).rejects.toThrow(/exists already/);
  });
});
