// One content hash per folder instead of one per file: `dist/ru/auth-ACZJ3AN3.js` becomes
// `dist/ru-7K2QF3AB/auth.js`. The loader carries the manifest, so every file name it lists costs every page
// its bytes: sixty 8-character hashes a locale were 0.75 KB gzip of the 2.8 KB loader; one hash a folder
// costs a few bytes. A changed file changes its folder's name, so the files stay safe to cache for good.
// What it costs: a release that changes any file of a locale renames all of them (in practice most
// releases change the core, which every page bundle carries, so most files changed anyway).
//
// Names stay readable and the same in every locale: an entry keeps its name (`auth.js`, `bundle-case.js`),
// a chunk or a second file of the same name gets a number (`chunk-3.js`, `purify-2.js`), in an order that
// depends on the builds and their inputs, never on the hashes; packManifest (shared/runtime/manifest.ts)
// fails the build if the locales still differ.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HASHED = /^(.+)-[A-Z0-9]{8}(\.\w+)$/;

/** A key that orders a build's outputs the same way in every locale. */
const orderKey = (output) => output.entryPoint ?? Object.keys(output.inputs).sort().join('\n');

/** The folder's content hash: 8 characters of base32, like esbuild's. */
function folderHash(dir, names) {
  const hash = createHash('sha256');
  for (const name of [...names].sort()) hash.update(`${name}\0`).update(readFileSync(`${dir}/${name}`));
  const bits = [...hash.digest()].map((b) => b.toString(2).padStart(8, '0')).join('');
  return Array.from(
    { length: 8 },
    (_, i) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[parseInt(bits.slice(i * 5, i * 5 + 5), 2)],
  ).join('');
}

/**
 * Renames the files that `metafiles` (the esbuild builds that wrote into `dir`, in a fixed order) put in
 * `dir`, rewrites the references between them (imports, source map comments) and the metafiles' keys,
 * then moves `dir` to `dir-HASH`.
 * @param {string} dir a folder of outputs, as the metafiles' keys spell it (`dist/ru`)
 * @param {{outputs: Record<string, {entryPoint?: string, inputs: object, imports?: {path: string}[]}>}[]} metafiles
 * @returns {{folder: string, moved: (key: string) => string}} the new folder; a key's new spelling
 */
export function versionFolder(dir, metafiles) {
  const names = new Map();
  const used = new Set();
  for (const { outputs } of metafiles) {
    const keys = Object.keys(outputs).filter((key) => path.posix.dirname(key) === dir && !key.endsWith('.map'));
    keys.sort((a, b) => (orderKey(outputs[a]) < orderKey(outputs[b]) ? -1 : 1));
    for (const key of keys) {
      const old = path.posix.basename(key);
      if (names.has(old)) continue;
      const [, stem, ext] = HASHED.exec(old) ?? [];
      if (!stem) throw new Error(`versioned folder: ${key} has no content hash to drop`);
      let name = `${stem}${ext}`;
      for (let n = 2; used.has(name); n++) name = `${stem}-${n}${ext}`;
      used.add(name);
      names.set(old, name);
    }
  }
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp([...names.keys()].map(escape).join('|'), 'g');
  const rename = (text) => text.replace(pattern, (old) => names.get(old));
  for (const [old, name] of names) {
    for (const [from, to] of [
      [old, name],
      [`${old}.map`, `${name}.map`],
    ]) {
      const file = `${dir}/${from}`;
      writeFileSync(file, rename(readFileSync(file, 'utf8')));
      renameSync(file, `${dir}/${to}`);
    }
  }
  const versioned = `${dir}-${folderHash(dir, names.values())}`;
  renameSync(dir, versioned);
  const moved = (key) => {
    if (path.posix.dirname(key) !== dir) return key;
    const base = path.posix.basename(key);
    const plain = base.endsWith('.map') ? `${names.get(base.slice(0, -4))}.map` : names.get(base);
    return `${versioned}/${plain}`;
  };
  for (const metafile of metafiles) {
    metafile.outputs = Object.fromEntries(
      Object.entries(metafile.outputs).map(([key, output]) => {
        for (const imp of output.imports ?? []) if (!imp.external) imp.path = moved(imp.path);
        return [moved(key), output];
      }),
    );
  }
  return { folder: versioned, moved };
}
