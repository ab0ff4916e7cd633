// File-system helpers for build.mjs (paths are relative to the repository root, the cwd).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every folder widgets/<name>/ with an index.tsx (or index.ts), sorted. */
export function findWidgets() {
  if (!existsSync('widgets')) return [];
  return readdirSync('widgets', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const entry = ['index.tsx', 'index.ts'].map((f) => `widgets/${d.name}/${f}`).find((f) => existsSync(f));
      return entry ? { name: d.name, entry } : null;
    })
    .filter(Boolean)
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** `dir/**\/*.css`, as sorted forward-slash paths. */
export function findCss(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => `${dir}/${String(f).split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.css'))
    .sort();
}

export function writeOutputs(outputFiles) {
  for (const file of outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
}

/**
 * esbuild applies one entryNames template to every entry point, but the loader needs a fixed name
 * while widget chunks need a content hash. So every entry is hashed, then the loader (which no other
 * chunk imports) is renamed to a fixed name, together with its map, its sourceMappingURL and the metafile.
 */
export function renameLoader(result, { root, outdir, entry, name }) {
  const hashed = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === entry)?.[0];
  if (!hashed) throw new Error(`no output for ${entry} in the metafile`);
  const fixed = `${outdir}/${name}`;
  const renames = new Map([
    [hashed, fixed],
    [`${hashed}.map`, `${fixed}.map`],
  ]);
  const oldBase = path.basename(hashed);
  const encoder = new TextEncoder();
  const files = result.outputFiles.map((file) => {
    const rel = path.relative(root, file.path).split(path.sep).join('/');
    const to = renames.get(rel);
    if (!to) {
      if (file.text.includes(oldBase)) throw new Error(`${rel} refers to the loader ${oldBase}; it cannot be renamed`);
      return file;
    }
    let text = file.text;
    if (rel === hashed) text = text.replace(`//# sourceMappingURL=${oldBase}.map`, `//# sourceMappingURL=${name}.map`);
    return { path: path.join(root, to), contents: encoder.encode(text) };
  });
  const outputs = {};
  for (const [key, value] of Object.entries(result.metafile.outputs)) outputs[renames.get(key) ?? key] = value;
  return { files, metafile: { ...result.metafile, outputs } };
}
