// The API contract's command line (contract/cli.ts): `npm run check:api` checks a real API against the widgets'
// own calls and schemas; `npm run openapi` writes the OpenAPI document. The contract is TypeScript: it is bundled
// for node first (packages stay imports), into node_modules/.cache/, and removed once imported.
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'node_modules/.cache/contract');
const outfile = path.join(dir, `cli-${process.pid}-${Date.now()}.mjs`);
mkdirSync(dir, { recursive: true });
let code = 1;
try {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['contract/cli.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
  });
  const { main } = await import(pathToFileURL(outfile).href);
  code = await main(process.argv.slice(2), root);
} finally {
  rmSync(outfile, { force: true });
}
process.exit(code);
