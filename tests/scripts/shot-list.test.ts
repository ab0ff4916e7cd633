import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// A node resolve hook refusing esbuild: whatever imports it fails to load.
const NO_ESBUILD = `export async function resolve(specifier, context, next) {
  if (specifier === 'esbuild' || specifier.startsWith('esbuild/')) throw new Error('esbuild was imported');
  return next(specifier, context);
}`;

describe('scripts/shot-list.mjs', () => {
  it('is data and small helpers: it loads without esbuild (e2e/layout-guard.spec.ts imports it)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shot-list-'));
    const hook = path.join(dir, 'no-esbuild.mjs');
    writeFileSync(hook, NO_ESBUILD);
    const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(hook).href)});`;
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        `data:text/javascript,${encodeURIComponent(register)}`,
        '--input-type=module',
        '-e',
        "const { SHOTS, shotUrl } = await import('./scripts/shot-list.mjs'); console.log(SHOTS.length, shotUrl('https://x.test', { path: '/cabinet', user: 'verified' }, (p) => '/en' + p));",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).not.toContain('esbuild was imported');
    expect(run.status).toBe(0);
    const [count, url] = run.stdout.trim().split(' ');
    expect(Number(count)).toBeGreaterThan(10);
    expect(url).toBe('https://x.test/__fixtures/login-as?user=verified&next=%2Fen%2Fcabinet');
  });
});
