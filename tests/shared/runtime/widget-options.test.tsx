import { describe, expect, it, vi } from 'vitest';
import type { WidgetDefinition } from '../../../shared/runtime/define';
import { readOptions } from '../../../shared/runtime/options';
import type { WidgetModule } from '../../../shared/runtime/registry';

// Every widget: the folders widgets/<name>/ with an index, the one list (docs/ARCHITECTURE.md).
const registry = Object.fromEntries(
  Object.entries(import.meta.glob<WidgetModule>('../../../widgets/*/index.{ts,tsx}')).map(([file, load]) => [
    file.split('/').at(-2)!,
    load,
  ]),
);

const el = (attrs: string) => {
  document.body.innerHTML = `<div data-widget="x" ${attrs}></div>`;
  return document.body.firstElementChild as HTMLElement;
};
const kebab = (key: string) => key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);
const HOSTILE = ['0.001', '1e308', '-1', '2.5', 'Infinity', '99999999999'];

/** Every widget's options: a number-valued option must take only integers in its documented range. */
describe('widget options are bounded', () => {
  it.each(Object.keys(registry))('%s', async (name) => {
    const definition = (await registry[name]!()).default as WidgetDefinition<Record<string, unknown>>;
    if (!definition.options) return;
    const defaults = readOptions(el(''), definition.options, () => {});
    for (const [key, fallback] of Object.entries(defaults)) {
      if (typeof fallback !== 'number') continue;
      for (const value of HOSTILE) {
        const warn = vi.fn();
        const props = readOptions(el(`data-${kebab(key)}="${value}"`), definition.options, warn);
        expect(props[key], `${name} ${key}=${value}`).toBe(fallback);
        expect(warn, `${name} ${key}=${value}`).toHaveBeenCalledWith(
          expect.stringMatching(new RegExp(`^invalid option "${key}" \\(.+\\); using its default$`)),
        );
      }
    }
  });

  it.each([
    ['0', 0],
    ['10', 10],
    ['3600', 3600],
    ['9', 60],
    ['3601', 60],
    ['0.001', 60],
    ['1e308', 60],
    ['3e6', 60],
  ])('online-counter interval %s → %s', async (value, expected) => {
    const definition = (await registry['online-counter']!()).default as WidgetDefinition<{ interval: number }>;
    expect(readOptions(el(`data-interval="${value}"`), definition.options, () => {}).interval).toBe(expected);
  });
});

describe('widget options are read one by one', () => {
  it('donate keeps a digits-only server and its support link', async () => {
    const definition = (await registry.donate!()).default as WidgetDefinition<Record<string, unknown>>;
    const warn = vi.fn();
    const props = readOptions(el('data-server="2" data-support="https://help.example/t"'), definition.options, warn);
    expect(props).toEqual({ server: '2', support: 'https://help.example/t' });
    expect(warn).not.toHaveBeenCalled();
  });
});
