import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeRelease } from '../../scripts/release.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A built dist/ in miniature: the three entry files, a locale folder, the types. */
function fakeBuild() {
  mkdirSync(path.join(dir, 'ru'), { recursive: true });
  for (const [file, text] of Object.entries({
    'widgets.js': 'export{};',
    'widgets.css': ':root{}',
    'widgets.iife.js': '(()=>{})();',
    'widgets.d.ts': 'export {};',
    'ru/core-ABC.js': 'export{};',
  }))
    writeFileSync(path.join(dir, file), text);
}

describe('scripts/release.mjs', () => {
  it('writes the OpenAPI document beside the types, the build under its version, and tags with their integrity', () => {
    fakeBuild();
    const release = writeRelease({ root, outdir: dir, version: '9.8.7' });
    const folder = path.join(dir, 'v9.8.7');
    expect(readdirSync(folder).sort()).toEqual(
      ['openapi.json', 'ru', 'tags.html', 'widgets.css', 'widgets.d.ts', 'widgets.iife.js', 'widgets.js'].sort(),
    );
    const doc = JSON.parse(readFileSync(path.join(dir, 'openapi.json'), 'utf8')) as { openapi: string; paths: object };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/user');
    const sri = `sha384-${createHash('sha384').update('export{};').digest('base64')}`;
    expect(release.tags).toContain(
      `<script type="module" src="/widgets/v9.8.7/widgets.js" integrity="${sri}" crossorigin></script>`,
    );
    expect(readFileSync(path.join(folder, 'tags.html'), 'utf8')).toBe(`${release.tags.join('\n')}\n`);
  }, 60_000);

  it('never nests an earlier release in the next one', () => {
    writeRelease({ root, outdir: dir, version: '9.8.8' });
    expect(readdirSync(path.join(dir, 'v9.8.8'))).not.toContain('v9.8.7');
  }, 60_000);
});
