import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script, plain JavaScript
import { versionFolder } from '../../scripts/versioned-folder.mjs';

type Outputs = Record<
  string,
  { entryPoint?: string; inputs: object; imports?: { path: string; external?: boolean }[] }
>;

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** One locale's folder as esbuild leaves it: an entry, two chunks, a part, with source maps. */
function locale(name: string, hashes: [string, string, string, string], strings: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'versioned-'));
  roots.push(root);
  const dir = `${root}/${name}`;
  const [entry, shared, text, part] = hashes;
  const files: Record<string, string> = {
    [`auth-${entry}.js`]: `import"./chunk-${shared}.js";import"./chunk-${text}.js";import("./more-${part}.js");\n//# sourceMappingURL=auth-${entry}.js.map`,
    [`chunk-${shared}.js`]: 'export const a=1;',
    [`chunk-${text}.js`]: `export const t=${JSON.stringify(strings)};`,
    [`more-${part}.js`]: `import"./chunk-${shared}.js";`,
  };
  mkdirSync(dir);
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(`${dir}/${file}`, text);
    writeFileSync(`${dir}/${file}.map`, `{"file":"${file}"}`);
  }
  const outputs: Outputs = {
    [`${dir}/chunk-${text}.js`]: { inputs: { 'widgets/auth/messages.ts': {} } },
    [`${dir}/auth-${entry}.js`]: {
      entryPoint: 'widgets/auth/index.tsx',
      inputs: {},
      imports: [{ path: `${dir}/chunk-${shared}.js` }, { path: `${dir}/more-${part}.js` }],
    },
    [`${dir}/chunk-${shared}.js`]: { inputs: { 'shared/ui/button.tsx': {} } },
    [`${dir}/more-${part}.js`]: { entryPoint: 'widgets/auth/more.ts', inputs: {} },
  };
  return { dir, metafile: { outputs } };
}

describe('versionFolder (one content hash a folder: scripts/versioned-folder.mjs)', () => {
  it('drops the files’ hashes, numbers the chunks, rewrites the references and moves the folder to dir-HASH', () => {
    const { dir, metafile } = locale('ru', ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC', 'DDDDDDDD'], 'Привіт');
    const { folder, moved } = versionFolder(dir, [metafile]);
    expect(folder).toMatch(new RegExp(`^${dir}-[A-Z2-7]{8}$`));
    expect(readdirSync(folder).sort()).toEqual(
      ['auth.js', 'chunk-2.js', 'chunk.js', 'more.js'].flatMap((f) => [f, `${f}.map`]).sort(),
    );
    // Chunks are numbered by their inputs, not by their hashes: shared/ui/button.tsx < widgets/auth/….
    expect(readFileSync(`${folder}/auth.js`, 'utf8')).toBe(
      'import"./chunk.js";import"./chunk-2.js";import("./more.js");\n//# sourceMappingURL=auth.js.map',
    );
    expect(readFileSync(`${folder}/chunk-2.js`, 'utf8')).toContain('Привіт');
    expect(readFileSync(`${folder}/auth.js.map`, 'utf8')).toBe('{"file":"auth.js"}');
    expect(Object.keys(metafile.outputs).sort()).toEqual(
      ['auth.js', 'chunk-2.js', 'chunk.js', 'more.js'].map((f) => `${folder}/${f}`),
    );
    expect(metafile.outputs[`${folder}/auth.js`]!.imports!.map((i) => i.path)).toEqual([
      `${folder}/chunk.js`,
      `${folder}/more.js`,
    ]);
    expect(moved(`${dir}/auth-AAAAAAAA.js`)).toBe(`${folder}/auth.js`);
  });

  it('names the files alike in every locale, whatever their hashes, and hashes the folders by content', () => {
    const ru = locale('ru', ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC', 'DDDDDDDD'], 'Привет');
    const uk = locale('uk', ['EEEEEEEE', 'BBBBBBBB', 'ZZZZZZZZ', 'FFFFFFFF'], 'Привіт');
    const again = locale('uk', ['EEEEEEEE', 'BBBBBBBB', 'ZZZZZZZZ', 'FFFFFFFF'], 'Привіт');
    const folders = [ru, uk, again].map(({ dir, metafile }) => versionFolder(dir, [metafile]).folder);
    const names = folders.map((folder) => readdirSync(folder).sort());
    expect(names[1]).toEqual(names[0]);
    expect(readFileSync(`${folders[1]}/chunk-2.js`, 'utf8')).toContain('Привіт');
    expect(path.basename(folders[2]!)).toBe(path.basename(folders[1]!));
    expect(path.basename(folders[1]!).slice(3)).not.toBe(path.basename(folders[0]!).slice(3));
  });

  it('refuses a file without a content hash', () => {
    const { dir, metafile } = locale('ru', ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC', 'DDDDDDDD'], 'x');
    writeFileSync(`${dir}/plain.js`, '');
    metafile.outputs[`${dir}/plain.js`] = { entryPoint: 'plain.ts', inputs: {} };
    expect(() => versionFolder(dir, [metafile])).toThrow(`${dir}/plain.js has no content hash to drop`);
  });
});
