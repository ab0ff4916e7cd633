// The ESM linking scheme (scripts/esm-build.mjs, docs/ARCHITECTURE.md "Loading") on a small tree, one
// locale: a core module with state, a page bundle carrying widget `a` (with a lazy part), and widget `b`
// built beside the core (as a deferred mount point loads it). The files are run, not only read.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script, plain JavaScript
import { manifestModule } from '../../scripts/build-helpers.mjs';
// @ts-expect-error: a build script, plain JavaScript
import { buildEsm, manifestOf } from '../../scripts/esm-build.mjs';

type Manifest = { files: string[]; cores: [number, string[]][]; widgets: Record<string, number[]> };
const TREE: Record<string, string> = {
  // A core module with page-wide state: every file must share the core's copy.
  'lib/counter.ts': 'export const counter = { n: 0 };\nexport function bump(): number { return ++counter.n; }\n',
  'lib/words.ts': 'export const word = (s: string): string => `<${s}>`;\n',
  'core.ts': [
    "import { bump } from './lib/counter';",
    'export const widgets = {};',
    'export const start = (): number => bump();',
  ].join('\n'),
  'widgets/a/messages.ts': "export const a = { en: { a: { hi: 'Hi' } }, xx: { a: { hi: 'Xx' } } };\n",
  'widgets/a/shared-with-part.ts':
    "import { word } from '../../lib/words';\nexport const label = () => word('a-part');\n",
  'widgets/a/index.ts': [
    "import { bump } from '../../lib/counter';",
    "import { a } from './messages';",
    "import { label } from './shared-with-part';",
    "export default { run: bump, hi: () => a.en?.a.hi, label, more: () => import('./more') };",
  ].join('\n'),
  'widgets/a/more.ts': [
    "import { bump } from '../../lib/counter';",
    "import { label } from './shared-with-part';",
    'export default () => `${label()}:${bump()}`;',
  ].join('\n'),
  'widgets/b/index.ts': "import { bump } from '../../lib/counter';\nexport default { run: bump };\n",
};
const WIDGETS = [
  { name: 'a', entry: 'widgets/a/index.ts' },
  { name: 'b', entry: 'widgets/b/index.ts' },
];

let root = '';
let manifest: Manifest;
const cwd = process.cwd();
const text = (file: string) => readFileSync(`${root}/dist/${file}`, 'utf8');
const load = (file: string) => import(pathToFileURL(`${root}/dist/${file}`).href);
/** What the loader requests for a page with these (non-deferred) widgets: shared/runtime/manifest.ts. */
const pageFiles = (names: string[]) => {
  const [core, inCore] = manifestModule.pickCore(manifest.cores, names);
  const others = names.filter((n) => !inCore.includes(n)).flatMap((n) => manifest.widgets[n] ?? []);
  return [...new Set([core, ...others])].map((i) => manifest.files[i]!);
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'esm-linking-'));
  for (const [file, source] of Object.entries(TREE)) {
    mkdirSync(path.dirname(`${root}/${file}`), { recursive: true });
    writeFileSync(`${root}/${file}`, source);
  }
  process.chdir(root); // the builds write relative to the working directory, as build.mjs does
  const common = {
    absWorkingDir: root,
    bundle: true,
    minify: false,
    sourcemap: 'linked',
    target: ['es2020'],
    logLevel: 'silent',
  };
  const [built] = await buildEsm({
    common,
    outdir: 'dist',
    locales: ['en'],
    coreEntry: 'core.ts',
    widgets: WIDGETS,
    bundles: { page: ['a'] },
    root,
  });
  const outputs = Object.assign({}, ...built.results.map((r: { metafile: { outputs: object } }) => r.metafile.outputs));
  manifest = manifestOf('dist', outputs, built, WIDGETS, {});
}, 60_000);
afterAll(() => {
  process.chdir(cwd);
  rmSync(root, { recursive: true, force: true });
});

const CORE = /globalThis\[.*Symbol\.for\("widgets\.core"\)\]/;
const BUNDLE = /globalThis\[.*Symbol\.for\("widgets\.bundle"\)\]/;
const name = (file: string) => path.posix.basename(file);
const bundleFile = () => manifest.files[manifest.cores.find(([, w]) => w.includes('a'))![0]]!;

describe('the ESM linking scheme (scripts/esm-build.mjs)', () => {
  it('puts every file of a locale in one versioned folder, named without hashes', () => {
    const folders = new Set(manifest.files.map((f) => path.posix.dirname(f)));
    expect([...folders]).toEqual([expect.stringMatching(/^en-[A-Z2-7]{8}$/)]);
    // a.js: widget a built beside the core too, for a page whose bundle is not picked; chunk*: links
    // and what a and its part share.
    expect(
      readdirSync(`${root}/dist/${[...folders][0]}`)
        .filter((f) => f.endsWith('.js'))
        .sort(),
    ).toEqual(['a.js', 'b.js', 'bundle-page.js', 'chunk-2.js', 'chunk-3.js', 'chunk.js', 'core.js', 'more.js']);
  });

  it('a page with a bundle loads that one file; a page without one loads the core and the widget', () => {
    expect(pageFiles(['a']).map(name)).toEqual(['bundle-page.js']);
    expect(pageFiles(['b']).map(name)).toEqual(['core.js', 'b.js', 'chunk.js']);
    expect(pageFiles(['a', 'b']).map(name)).toEqual(['bundle-page.js', 'b.js', 'chunk.js']);
  });

  it("a deferred widget (built beside the core) takes the core's modules through the link chunk, no copy", () => {
    const [b, link] = manifest.widgets.b!.map((i) => manifest.files[i]!);
    expect(text(link!)).toMatch(/var \[bump\] = globalThis\[.*Symbol\.for\("widgets\.core"\)\]/);
    expect(text(b!)).not.toContain('counter');
    expect(text(b!)).toMatch(/from "\.\/chunk\.js"/);
    // Every core fills the array the links read, in the same order.
    expect(text(manifest.files[manifest.cores[0]![0]]!)).toMatch(/Symbol\.for\("widgets\.core"\)\] = \[bump\];/);
    expect(text(bundleFile())).toMatch(/Symbol\.for\("widgets\.core"\)\] = \[bump\];/);
  });

  it("a bundle's lazy part is a file of its own that the bundle names, sharing the bundle's modules", () => {
    expect(text(bundleFile())).toMatch(/import\("\.\/more\.js"\)/);
    expect(text(bundleFile())).toMatch(/Symbol\.for\("widgets\.bundle"\)\] = \[bump, label\];/);
    const more = text(`${path.posix.dirname(bundleFile())}/more.js`);
    expect(more).toMatch(BUNDLE);
    expect(more).not.toMatch(CORE);
    expect(more).not.toContain('a-part'); // shared-with-part.ts stays in the bundle
    expect(more).not.toContain('counter');
  });

  it('keeps one locale of the strings', () => {
    expect(text(bundleFile())).toContain('"Hi"');
    expect(text(bundleFile())).not.toContain('Xx');
  });

  it('runs: the bundle, its lazy part and a widget loaded later share the one core state', async () => {
    const core = await load(bundleFile());
    expect(core.start()).toBe(1);
    const a = (await core.widgets.a()).default;
    expect(a.run()).toBe(2);
    expect(a.hi()).toBe('Hi');
    expect((await a.more()).default()).toBe('<a-part>:3');
    const [bFile] = manifest.widgets.b!.map((i) => manifest.files[i]!);
    expect((await load(bFile!)).default.run()).toBe(4);
  });
});
