// widgets/registry.ts is only declared: the build writes the real module (registryPlugin). Here that
// generated source is type-checked, in place of the declaration, with the entry that uses it (widgets/iife.ts).
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findWidgets, registryPlugin, widgetsImportedBy } from '../../scripts/build-helpers.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const REGISTRY = 'widgets/registry.ts';

type Widget = ReturnType<typeof findWidgets>[number];
type OnLoad = (args: { path: string }) => { contents: string } | undefined;

/** The source registryPlugin gives esbuild for widgets/registry.ts. */
function generated(widgets: Widget[], inCore: Set<string>): string {
  let load: OnLoad | undefined;
  const build = { onLoad: (_options: unknown, callback: OnLoad) => void (load = callback) };
  void registryPlugin(REGISTRY, widgets, inCore).setup(build as never);
  const contents = load?.({ path: path.resolve(REGISTRY) })?.contents;
  if (!contents) throw new Error('registryPlugin wrote no registry');
  return contents;
}

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
)!;

const parsed = new Map<string, ts.SourceFile | undefined>();

/**
 * The type errors of the generated registry and of widgets/iife.ts, which mounts from it, by the repo's
 * tsconfig, with `extra` files added. Only these two are checked: the widgets' own code `tsc` checks as it is.
 */
function typeErrors(registry: string, extra: Record<string, string> = {}): string[] {
  const overlay = new Map<string, string>([
    [path.join(root, REGISTRY), registry],
    ...Object.entries(extra).map(([file, text]) => [path.join(root, file), text] as const),
  ]);
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  const dirs = new Set([...overlay.keys()].map((file) => path.dirname(file)));
  host.fileExists = (file) => overlay.has(path.resolve(file)) || fileExists(file);
  host.readFile = (file) => overlay.get(path.resolve(file)) ?? readFile(file);
  host.directoryExists = (dir) => dirs.has(path.resolve(dir)) || (directoryExists?.(dir) ?? true);
  // The repo's own files and the libs are parsed once for both tests; the overlay's never come from the cache.
  host.getSourceFile = (file, ...rest) => {
    if (overlay.has(path.resolve(file))) return getSourceFile(file, ...rest);
    let source = parsed.get(file);
    if (!source) parsed.set(file, (source = getSourceFile(file, ...rest)));
    return source;
  };
  const checked = [path.join(root, 'widgets/iife.ts'), path.join(root, REGISTRY)];
  const program = ts.createProgram({ rootNames: checked, options: config.options, host });
  return checked
    .flatMap((file) => {
      const source = program.getSourceFile(file);
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    })
    .map(
      (d) => `${path.relative(root, d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

describe('the generated registry (widgets/registry.ts as the build writes it)', () => {
  it('type-checks with the entry that mounts from it', async () => {
    const widgets = findWidgets(root);
    const inCore = await widgetsImportedBy('widgets/chrome.ts', widgets, root);
    expect(widgets.length).toBeGreaterThan(inCore.size);
    expect(typeErrors(generated(widgets, inCore))).toEqual([]);
  }, 30_000);

  it('refuses a widget folder whose entry has no default definition', () => {
    const broken = { name: 'broken', entry: 'widgets/broken/index.ts' };
    const errors = typeErrors(generated([broken], new Set()), {
      [broken.entry]: 'export const notADefinition = 1;\n',
    });
    expect(errors.join('\n')).toMatch(/widgets\/iife\.ts: .*Property 'default' is missing/);
  }, 30_000);
});
