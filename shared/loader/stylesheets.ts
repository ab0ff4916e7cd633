import type { Registry } from '../runtime/registry';

/** The stylesheets one start has linked, by address: each settles once it has loaded or failed. */
export type LinkedStyles = Map<string, Promise<void>>;

/**
 * Links a widget's stylesheet once per start (`linked`) and resolves when it has loaded, so the widget never
 * shows unstyled. A stylesheet that fails (or does not match its `integrity`) resolves too (with a warning):
 * the widget still works, unstyled.
 */
export function linkStyle(doc: Document, linked: LinkedStyles, href: string, integrity?: string): Promise<void> {
  let ready = linked.get(href);
  if (!ready) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    if (integrity) {
      // A cross-origin stylesheet is checked only when fetched with CORS, as the modules are.
      link.crossOrigin = 'anonymous';
      link.integrity = integrity;
    }
    ready = new Promise((resolve) => {
      link.onload = () => resolve();
      link.onerror = () => {
        console.warn(`[widgets] a stylesheet did not load: ${href}`);
        resolve();
      };
    });
    doc.head.append(link);
    linked.set(href, ready);
  }
  return ready;
}

/** A widget's stylesheet: its path (relative to the loader's base) and its Subresource Integrity value. */
export type StyleFile = readonly [file: string, integrity: string];

/**
 * The classic build's registry with each widget's import also waiting for its stylesheets, each linked with
 * its integrity (the ESM loader's widget imports link their own: shared/loader/widget-files.ts).
 */
export function withStyles(registry: Registry, styles: Record<string, StyleFile[]>, doc: Document, base: string) {
  const wrapped: Registry = {};
  const linked: LinkedStyles = new Map();
  for (const [name, load] of Object.entries(registry)) {
    const links = (styles[name] ?? []).map(([file, integrity]) => [new URL(file, base).href, integrity] as const);
    wrapped[name] = () =>
      Promise.all([load(), ...links.map(([href, integrity]) => linkStyle(doc, linked, href, integrity))]).then(
        ([module]) => module,
      );
  }
  return wrapped;
}
