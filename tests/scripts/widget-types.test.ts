import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWidgets } from '../../scripts/build-helpers.mjs';
import { OUT, widgetTypesFile } from '../../scripts/widget-types.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('types/widget-options.d.ts', () => {
  it('is what the widgets’ option structs give (node scripts/widget-types.mjs writes it)', async () => {
    expect(readFileSync(path.join(root, OUT), 'utf8')).toBe(await widgetTypesFile());
  }, 60_000);

  it('names every widget folder', async () => {
    const text = await widgetTypesFile();
    const map = text.slice(
      text.indexOf('interface WidgetOptionsMap {'),
      text.indexOf('\n}', text.indexOf('WidgetOptionsMap')),
    );
    const named = [...map.matchAll(/^ {2}'?([a-z-]+)'?: /gm)].map((m) => m[1]);
    for (const { name } of findWidgets(root)) expect(named).toContain(name);
  }, 60_000);
});
