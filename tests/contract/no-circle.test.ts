// @vitest-environment node
// The contract and the fixture host import in one direction: no file reaches itself again through its
// imports, type-only ones included (lint checks widgets/ and shared/ the same way, import-x/no-cycle).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The repo files `file` imports (relative specifiers, resolved as the bundler does). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .flatMap((name) => {
      const base = path.resolve(path.dirname(file), name);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((f) => existsSync(f) && /\.tsx?$/.test(f));
      return found ? [found] : [];
    });
}

/** Every circle reachable from `entries`, each as the files in it from the repo's root. */
function circles(entries: string[]): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const at = stack.indexOf(file);
    if (at >= 0) return void found.push(stack.slice(at).map((f) => path.relative(root, f)));
    if (done.has(file)) return;
    stack.push(file);
    importsOf(file).forEach(visit);
    stack.pop();
    done.add(file);
  };
  entries.forEach(visit);
  return found;
}

describe('imports run one way', () => {
  it('from the contract and the fixture host, no file comes back to itself', () => {
    const entries = ['contract/cli.ts', 'contract/record.ts', 'contract/openapi.ts', 'host-fixtures/server.ts']
      .map((f) => path.join(root, f))
      .filter(existsSync);
    expect(entries.length).toBeGreaterThan(2);
    expect(circles(entries)).toEqual([]);
  });
});
