// The API contract's command line (contract/cli.ts): `npm run check:api` checks a real API against the widgets'
// own calls and schemas; `npm run openapi` writes the OpenAPI document.
import path from 'node:path';
import { importTs } from './build-helpers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { main } = await importTs('contract/cli.ts');
process.exit(await main(process.argv.slice(2), root));
