import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstWave, preloadTags } from '../../host-fixtures/pages/preload';

describe('preload tags', () => {
  it('a page renders before any build: no manifest, no tags (the build measures pages first)', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-dist-'));
    try {
      expect(preloadTags(join(empty, 'dist'), '/widgets/', 'ru', ['cabinet'], 'http://127.0.0.1:1')).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('the first wave leaves deferred mount points out', () => {
    expect(firstWave('<div data-widget="nav"></div><div data-widget="video" data-widget-defer></div>')).toEqual([
      'nav',
    ]);
  });
});
