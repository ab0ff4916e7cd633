#!/usr/bin/env node
// npm run check:widget -- <name>: the fast loop for one widget, in well under a minute. It checks the
// widget's places (scripts/widget-places.mjs), then, side by side: the types of the widget, its tests,
// its e2e spec and its fixture route and page (and what they import), lint and formatting of its files, and its tests on both
// flavors (vitest's preact and react projects) with the meta-tests, and the API contract tests when it has a fixture route. The full suite is `npm test`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { widgetProblems } from './widget-places.mjs';

const root = path.join(import.meta.dirname, '..');
const name = process.argv[2] ?? '';

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function run(label, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} ${label} (${seconds} s)`);
      if (code !== 0) console.log(output.replace(/^npm warn .*\n/gm, '').trimEnd());
      resolve(code === 0);
    });
  });
}

const problems = await widgetProblems(root, name);
if (!name || problems.some((p) => p.endsWith('with an index.ts(x)'))) {
  console.error(`check:widget: ${problems.join('; ') || 'no widget named'}\nUsage: npm run check:widget -- <name>`);
  process.exit(1);
}
console.log(problems.length === 0 ? '✓ places: docs page, tests, budget' : `✗ places:\n  ${problems.join('\n  ')}`);

// Every place the scaffold writes, its fixture route and page included.
const own = [
  `widgets/${name}`,
  `tests/widgets/${name}`,
  `docs/widgets/${name}.md`,
  `e2e/${name}.spec.ts`,
  `host-fixtures/api/${name}.ts`,
  `host-fixtures/pages/widget-${name}.ts`,
].filter((p) => existsSync(path.join(root, p)));
// tsc checks what these files import too, not the whole project.
const config = path.join(root, 'node_modules/.cache/check-widget/tsconfig.json');
mkdirSync(path.dirname(config), { recursive: true });
writeFileSync(
  config,
  JSON.stringify({
    extends: path.join(root, 'tsconfig.json'),
    include: own.filter((p) => !p.endsWith('.md')).map((p) => path.join(root, p)),
  }),
);
const bin = (/** @type {string} */ tool) => path.join(root, 'node_modules/.bin', tool);
const results = await Promise.all([
  run('types', bin('tsc'), ['--noEmit', '-p', config]),
  run('lint and format', 'sh', [
    '-c',
    `"${bin('eslint')}" ${own.filter((p) => !p.endsWith('.md')).join(' ')} && "${bin('prettier')}" --check ${own.join(' ')}`,
  ]),
  run('tests on preact and React, meta-tests', bin('vitest'), [
    'run',
    `tests/widgets/${name}`,
    'tests/scripts/widget-places.test.ts',
    // A fixture route carries its operation in the API contract: the document and the fixture keep it.
    ...(own.includes(`host-fixtures/api/${name}.ts`)
      ? ['tests/contract/openapi.test.ts', 'tests/contract/fixture-contract.test.ts']
      : []),
    // Every export of a widget's api.ts is an endpoint group, fed hostile bodies (docs/ARCHITECTURE.md).
    ...(existsSync(path.join(root, `widgets/${name}/api.ts`)) ? ['tests/shared/api/hostile-bodies.test.ts'] : []),
  ]),
]);
process.exit(problems.length === 0 && results.every(Boolean) ? 0 : 1);
