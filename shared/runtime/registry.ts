import type { WidgetDefinition } from './define';

/** What a widget's module gives the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetModule = { default: WidgetDefinition<any> };

/** Every widget a page can mount: its name → its module's import (widgets/registry.ts, the ESM manifest). */
export type Registry = Record<string, () => Promise<WidgetModule>>;

/** The definition of the widget a page names; own names only: `constructor` or `__proto__` name no widget. */
export async function loadDefinition(registry: Registry, name: string): Promise<WidgetDefinition<unknown>> {
  const load = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!load) throw new Error(`unknown widget "${name}"`);
  return (await load()).default;
}
