import { INERT_ATTR } from './define';
import { matchingIn, observeElements } from './element-observer';
import { createDeferral } from './load-strategies';
import { readOptions } from './options';
import { loadDefinition, type Registry } from './registry';
import { forInstance, type Services } from './services';
import { renderFailure, renderWidget } from './widget-root';
import { yieldToMain } from './yield-to-main';

const SELECTOR = '[data-widget]';

interface Instance {
  id: string;
  unmount(): void;
}

export interface Mounter {
  /** Mounts every mount point in root (and root itself); resolves when all of them settled. */
  mount(root?: ParentNode): Promise<void>;
  unmount(el: Element): void;
  /** Watches the document for mount points added or removed later. */
  observe(): () => void;
  readonly size: number;
}

/**
 * Brings mount points to life: each waits as its load strategy says (load-strategies.ts), then its
 * widget's definition is loaded (registry.ts) and rendered in isolation (widget-root.tsx). Idempotent: a
 * mount point is mounted once however often it is found.
 */
export function createMounter(doc: Document, registry: Registry, services: Services): Mounter {
  const instances = new Map<Element, Instance | 'pending'>();
  const counters = new Map<string, number>();
  const deferral = createDeferral(doc.defaultView!);

  function mountOne(el: HTMLElement): Promise<void> | undefined {
    if (instances.has(el)) return;
    // Sanitized server markup never brings widgets to life, even if a data-widget slipped through.
    if (el.closest(`[${INERT_ATTR}]`))
      return void services.log.warn(`ignored data-widget="${el.dataset.widget}" inside widget output`);
    // Pending from here, so no later scan mounts it, also while it waits.
    instances.set(el, 'pending');
    const waiting = deferral.hold(el, () => void load(el));
    if (!waiting) return load(el);
    el.dataset.widgetState = waiting;
  }

  async function load(el: HTMLElement): Promise<void> {
    const name = el.dataset.widget ?? '';
    const n = (counters.get(name) ?? 0) + 1;
    counters.set(name, n);
    const id = `${name}#${n}`;
    const scoped = forInstance(services, name, n);
    el.dataset.widgetState = 'loading';
    try {
      const definition = await loadDefinition(registry, name);
      // Each widget's first render in a task of its own, so the page stays responsive while a page full
      // of widgets mounts (no long task made of several widgets).
      await yieldToMain();
      if (!el.isConnected || instances.get(el) !== 'pending') return void instances.delete(el);
      definition.messages?.forEach((dictionary) => scoped.i18n.add(dictionary));
      const props = readOptions(el, definition.options, (message) => scoped.log.warn(message));
      instances.set(el, { id, unmount: renderWidget(el, definition, props, scoped) });
      // The error boundary may already have marked it failed during the first render.
      if (el.dataset.widgetState === 'loading') el.dataset.widgetState = 'ready';
      services.bus.emit('widget:mounted', { id });
    } catch (error) {
      instances.set(el, { id, unmount: renderFailure(el, scoped, error) });
    }
  }

  function unmount(el: Element) {
    const instance = instances.get(el);
    instances.delete(el);
    deferral.release(el);
    if (!instance || instance === 'pending') return;
    try {
      instance.unmount();
    } catch (error) {
      services.log.error(`${instance.id}: unmount failed`, error);
    }
    if (el instanceof HTMLElement) delete el.dataset.widgetState;
  }

  return {
    mount: async (root = doc) => void (await Promise.all(matchingIn(root, SELECTOR).map(mountOne))),
    unmount,
    observe: () => observeElements(doc, SELECTOR, { added: (el) => void mountOne(el), removed: unmount }),
    get size() {
      return instances.size;
    },
  };
}
