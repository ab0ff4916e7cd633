import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadTags } from '../../host-fixtures/pages/preload';

const build = {
  ru: {
    core: [['core-A.js', 'c0']],
    files: ['donate-B.js', '../css/donate-C.css'],
    sha256: ['w0', 'w1'],
    widgets: { donate: [0, 1] },
    parts: { files: ['chunk-D.js'], sha256: ['p0'], parts: { 'widgets/donate/cases/case-page': [0] } },
  },
};
const tags = (names: string[], parts?: string[], dist = mkdtempSync(join(tmpdir(), 'preload-'))) => {
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify(build));
  return preloadTags(dist, '/widgets/', 'ru', names, 'http://api.test', parts).map((tag) => tag.value);
};

describe('the preload tags (docs/BACKEND.md)', () => {
  it("name the core's, the page's widgets' and the route's part's files, each with its integrity", () => {
    expect(tags(['donate'], ['widgets/donate/cases/case-page', '__proto__', 'constructor'])).toEqual([
      '<link rel="preconnect" href="http://api.test" crossorigin>',
      '<link rel="modulepreload" href="/widgets/ru/core-A.js" integrity="sha256-c0">',
      '<link rel="modulepreload" href="/widgets/ru/donate-B.js" integrity="sha256-w0">',
      '<link rel="preload" as="style" href="/widgets/css/donate-C.css" integrity="sha256-w1" crossorigin>',
      '<link rel="modulepreload" href="/widgets/ru/chunk-D.js" integrity="sha256-p0">',
    ]);
  });

  it('are none before the first build (no dist/manifest.json): the page keeps its one tag', () => {
    expect(preloadTags(join(tmpdir(), 'no-such-dist'), '/widgets/', 'ru', ['donate'], 'http://api.test')).toEqual([]);
  });
});
