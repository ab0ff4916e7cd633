// The ESM build (scripts/esm-build.mjs, docs/ARCHITECTURE.md "Loading") on a small tree, one locale: a core
// module with page-wide state, widget `a` (with a lazy part) on the page, widget `b` deferred, a module
// only a and b share, UI the core carries and two modules that go as one chunk though b uses one only.
// The files are run, not only read.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEsm, manifestOf, writeManifest, type LocaleBuild } from '../../scripts/esm-build.mjs';

const TREE: Record<string, string> = {
  'lib/counter.ts': 'export const counter = { n: 0 };\nexport function bump(): number { return ++counter.n; }\n',
  'lib/words.ts': 'export const word = (s: string): string => `<${s}>`;\n',
  'lib/a-and-b.ts': 'export const both = (): string => "a-and-b";\n',
  'lib/a-and-more.ts': 'export const shout = (s: string): string => s.toUpperCase();\n',
  'lib/ui.ts': 'export const ui = (s: string): string => `[${s}]`;\n',
  'lib/field.ts': 'export const field = (s: string): string => `${s}:`;\n',
  'lib/tabs.ts': 'export const tabs = (s: string[]): string => s.join("|");\n',
  // What the build wraps every import() of a relative path in (shared/runtime/parts.ts in the product).
  'lib/parts.ts': [
    'const asked: string[] = ((globalThis as { asked?: string[] }).asked = []);',
    'export const loadPart = <T>(id: string, load: () => Promise<T>): Promise<T> => (asked.push(id), load());',
  ].join('\n'),
  'core.ts': [
    "import { bump } from './lib/counter';",
    "import { word } from './lib/words';",
    'export const widgets = {};',
    'export const start = (): number => (word("core"), bump());',
  ].join('\n'),
  'widgets/a/messages.ts': "export const a = { en: { a: { hi: 'Hi' } }, xx: { a: { hi: 'Xx' } } };\n",
  'widgets/a/style.css': '.a { color: red }\n',
  'widgets/a/index.ts': [
    "import { bump } from '../../lib/counter';",
    "import { both } from '../../lib/a-and-b';",
    "import { a } from './messages';",
    "import { word } from '../../lib/words';",
    "import { shout } from '../../lib/a-and-more';",
    "import { ui } from '../../lib/ui';",
    "import { field } from '../../lib/field';",
    "import { tabs } from '../../lib/tabs';",
    "export default { run: bump, both, hi: () => a.en?.a.hi, label: () => shout(word('a')), more: () => import('./more'), form: () => ui(tabs([field('a')])) };",
    // Not lazy parts: a comment's import('./more'), a type's (scripts/lazy-parts.mjs reads the code, not the text).
    "// a comment's import('./more') is no part either",
    "export type Label = import('./more').Label;",
    'export const named = \'import("./more")\';',
  ].join('\n'),
  'widgets/a/more.ts': [
    'export type Label = string;',
    "import { bump } from '../../lib/counter';",
    "import { word } from '../../lib/words';",
    "import { shout } from '../../lib/a-and-more';",
    "export default () => `${shout(word('more'))}:${bump()}`;",
  ].join('\n'),
  'widgets/b/index.ts': [
    "import { bump } from '../../lib/counter';",
    "import { both } from '../../lib/a-and-b';",
    "import { ui } from '../../lib/ui';",
    "import { field } from '../../lib/field';",
    "export default { run: bump, both, form: () => ui(field('b')) };",
  ].join('\n'),
};
const WIDGETS = [
  { name: 'a', entry: 'widgets/a/index.ts' },
  { name: 'b', entry: 'widgets/b/index.ts' },
];

let root = '';
let manifest: LocaleBuild;
let metafile: Metafile;
const cwd = process.cwd();
const dir = () => `${root}/dist/en`;
const text = (file: string) => readFileSync(path.join(dir(), file), 'utf8');
const load = (file: string) => import(pathToFileURL(path.join(dir(), file)).href);
const files = (indexes: number[]) => indexes.map((i) => manifest.files[i]!);
const coreFiles = () => manifest.core.map(([file]) => file);
/** What the loader requests for a page with these widgets (shared/loader/load-core.ts): the core, then the rest. */
const wave = (names: string[]) => [...new Set([...coreFiles(), ...files(names.flatMap((n) => manifest.widgets[n]!))])];
/** A file's static imports as the browser reads them (the build itself never reads its output). */
const importsOf = (file: string) =>
  [...text(file).matchAll(/(?:^|[;}\s])import\s*[^("']*?from\s*"\.\/([^"]+)"/g)].map((m) => m[1]!);
/** The source modules in a file of the build (metafile keys are relative to the working directory). */
const modulesOf = (file: string) => Object.keys(metafile.outputs[`dist/en/${file}`]!.inputs);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'esm-build-'));
  for (const [file, source] of Object.entries(TREE)) {
    mkdirSync(path.dirname(`${root}/${file}`), { recursive: true });
    writeFileSync(`${root}/${file}`, source);
  }
  mkdirSync(`${root}/dist/css`, { recursive: true });
  writeFileSync(`${root}/dist/css/a-HASH.css`, TREE['widgets/a/style.css']!);
  process.chdir(root); // the builds write relative to the working directory, as build.mjs does
  const common = { absWorkingDir: root, bundle: true, minify: false, target: ['es2020'], logLevel: 'silent' as const };
  const [built] = await buildEsm({
    common,
    outdir: 'dist',
    locales: ['en'],
    coreEntry: 'core.ts',
    widgets: WIDGETS,
    loadPart: 'lib/parts.ts',
    inCore: ['lib/ui.ts'],
    sharedChunk: ['lib/field.ts', 'lib/tabs.ts'],
  });
  metafile = built!.metafile;
  manifest = manifestOf({
    outdir: 'dist',
    locale: 'en',
    metafile,
    coreEntry: 'core.ts',
    widgets: WIDGETS,
    styles: { a: 'css/a-HASH.css' },
  });
}, 60_000);
afterAll(() => {
  process.chdir(cwd);
  rmSync(root, { recursive: true, force: true });
});

describe('the ESM build (scripts/esm-build.mjs)', () => {
  it('names every file by its content and lists each with its sha256 (the integrity the loader checks)', () => {
    const listed = [...manifest.files.map((file, i) => [file, manifest.sha256[i]]), ...manifest.core];
    for (const [file, sha256] of listed) {
      expect(file).toMatch(/^(?:[\w-]+-[A-Z2-7]{8}\.js|\.\.\/css\/a-HASH\.css)$/);
      expect(sha256, file).toBe(
        createHash('sha256')
          .update(readFileSync(path.join(dir(), file!)))
          .digest('base64'),
      );
    }
  });

  it("gives the loader the manifest and the core's files with their hashes, relative to it, and leaves the core's out of the manifest", () => {
    const carried = writeManifest('dist', 'en', manifest);
    expect(carried.core).toEqual(manifest.core.map(([file, sha256]) => [`en/${file}`, sha256]));
    // The manifest is carried, not fetched: the page's widgets' files go out at boot beside the core's.
    expect(carried.files).toEqual(manifest.files.map((file) => path.posix.join('en', file)));
    expect(carried.files.filter((file) => file.endsWith('.css')).every((file) => file.startsWith('css/'))).toBe(true);
    expect({ sha256: carried.sha256, widgets: carried.widgets }).toEqual({
      sha256: manifest.sha256,
      widgets: manifest.widgets,
    });
    // The lazy parts' manifest beside it, named by the loader with its integrity (fetched at boot on a
    // page whose first screen can be a part).
    const { file, integrity } = carried.parts;
    expect(file).toMatch(/^en\/parts-[0-9A-F]{8}\.json$/);
    const partsBytes = readFileSync(path.join(root, 'dist', file));
    expect(integrity).toBe(`sha256-${createHash('sha256').update(partsBytes).digest('base64')}`);
    expect(JSON.parse(partsBytes.toString())).toEqual(manifest.parts);
    // The loader has imported the core before any widget: a widget's files are those the core lacks.
    for (const [file] of manifest.core) expect(manifest.files).not.toContain(file);
  });

  it("a page's one wave holds every file its scripts import, no lazy part and nothing of a deferred widget", () => {
    const page = wave(['a']);
    expect(page[0]).toMatch(/^core-/);
    expect(page).toContainEqual(expect.stringMatching(/^a-/));
    expect(page).toContain('../css/a-HASH.css');
    for (const file of page.filter((f) => f.endsWith('.js')))
      for (const imported of importsOf(file)) expect(page, `${file} imports ${imported}`).toContain(imported);
    const modules = page.filter((f) => f.endsWith('.js')).flatMap(modulesOf);
    expect(modules).not.toContain('widgets/a/more.ts');
    expect(modules).not.toContain('widgets/b/index.ts');
  });

  it('emits no module twice for a page, whatever widgets it carries', () => {
    for (const names of [[], ['a'], ['b'], ['a', 'b']]) {
      const modules = wave(names)
        .filter((f) => f.endsWith('.js'))
        .flatMap(modulesOf);
      expect(
        modules.filter((m, i) => modules.indexOf(m) !== i),
        names.join(','),
      ).toEqual([]);
    }
  });

  it("puts what the core carries in one chunk, so a page loads the core's own modules in two files", () => {
    expect(manifest.core).toHaveLength(2);
    // lib/words.ts is the core's, a's and its lazy part's; lib/counter.ts every file's: two chunks otherwise.
    expect(coreFiles().flatMap(modulesOf)).toEqual(
      expect.arrayContaining(['lib/counter.ts', 'lib/words.ts', 'core.ts']),
    );
  });

  it('carries the UI named for the core in its chunk, though only widgets import it', () => {
    expect(coreFiles().flatMap(modulesOf)).toContain('lib/ui.ts');
    const widgetFiles = files([...manifest.widgets.a!, ...manifest.widgets.b!]).filter((f) => f.endsWith('.js'));
    expect(widgetFiles.flatMap(modulesOf)).not.toContain('lib/ui.ts');
  });

  it('puts the modules named as one chunk in one file, though b uses one of them only', () => {
    // scripts/one-chunk.mjs: without it esbuild cuts lib/field.ts (a's and b's) from lib/tabs.ts (a's).
    const holding = [...new Set(files([...manifest.widgets.a!, ...manifest.widgets.b!]))].filter(
      (f) => f.endsWith('.js') && modulesOf(f).some((m) => ['lib/field.ts', 'lib/tabs.ts'].includes(m)),
    );
    expect(holding).toHaveLength(1);
    expect(modulesOf(holding[0]!)).toEqual(expect.arrayContaining(['lib/field.ts', 'lib/tabs.ts']));
    expect(files(manifest.widgets.b!)).toContain(holding[0]);
  });

  it("a widget's own lazy part cuts nothing from the widget: what both use comes in the widget's files", () => {
    // scripts/lazy-parts.mjs: without it esbuild puts lib/a-and-more.ts in a chunk of its own (a and more use it).
    const own = files(manifest.widgets.a!).filter((f) => f.endsWith('.js') && !wave([]).includes(f));
    const holding = own.filter((f) =>
      modulesOf(f).some((m) => ['lib/a-and-more.ts', 'widgets/a/index.ts', 'widgets/a/messages.ts'].includes(m)),
    );
    expect(holding).toHaveLength(1);
    expect(modulesOf(holding[0]!)).toEqual(
      expect.arrayContaining(['lib/a-and-more.ts', 'widgets/a/index.ts', 'widgets/a/messages.ts']),
    );
  });

  it("names a lazy part by its source path, with the files it adds to its widget's, each with its sha256", () => {
    const { files: partFiles, sha256, parts } = manifest.parts;
    expect(Object.keys(parts)).toEqual(['widgets/a/more']);
    const more = parts['widgets/a/more']!.map((i) => partFiles[i]!);
    expect(more.flatMap(modulesOf)).toContain('widgets/a/more.ts');
    for (const file of more) {
      expect(wave(['a']), file).not.toContain(file);
      for (const imported of importsOf(file))
        expect([...wave(['a']), ...more], `${file} imports ${imported}`).toContain(imported);
      expect(sha256[partFiles.indexOf(file)]).toBe(
        createHash('sha256')
          .update(readFileSync(path.join(dir(), file)))
          .digest('base64'),
      );
    }
  });

  it('a deferred widget brings only what the page lacks: its entry and what it shares with a only', () => {
    const later = files(manifest.widgets.b!).filter((f) => !wave(['a']).includes(f));
    expect(later.map((f) => f.replace(/-[A-Z2-7]{8}\.js$/, ''))).toEqual(['b']);
    const alone = files(manifest.widgets.b!).filter((f) => !wave([]).includes(f));
    expect(alone.flatMap(modulesOf)).toEqual(expect.arrayContaining(['widgets/b/index.ts', 'lib/a-and-b.ts']));
    expect(alone.flatMap(modulesOf)).not.toContain('lib/counter.ts');
  });

  it('starts every script with the compile hint, so its functions compile off the main thread as it loads', () => {
    const scripts = [...coreFiles(), ...manifest.files.filter((file) => file.endsWith('.js'))];
    expect(scripts.length).toBeGreaterThan(4);
    for (const file of scripts) expect(text(file).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  });

  it('keeps one locale of the strings', () => {
    const a = files(manifest.widgets.a!).find(
      (f) => f.endsWith('.js') && modulesOf(f).includes('widgets/a/messages.ts'),
    )!;
    expect(text(a)).toContain('"Hi"');
    expect(text(a)).not.toContain('Xx');
  });

  it('runs: the core, a widget, its lazy part (an import() of its own file) and a deferred widget share one state', async () => {
    const core = await load(coreFiles()[0]!);
    expect(core.start()).toBe(1);
    const a = (await load(files(manifest.widgets.a!)[0]!)).default;
    expect(a.run()).toBe(2);
    expect(a.hi()).toBe('Hi');
    expect(a.label()).toBe('<A>');
    expect((await a.more()).default()).toBe('<MORE>:3');
    // Its import() went through loadPart, named as the manifest names it.
    expect((globalThis as { asked?: string[] }).asked).toEqual(['widgets/a/more']);
    const b = (await load(files(manifest.widgets.b!)[0]!)).default;
    expect(b.run()).toBe(4);
    expect(b.both()).toBe(a.both());
    expect([a.form(), b.form()]).toEqual(['[a:]', '[b:]']);
  });
});
