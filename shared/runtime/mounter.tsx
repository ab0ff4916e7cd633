import { flushSync } from 'react-dom';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from './error-boundary';
import { ServicesContext } from './context';
import { INERT_ATTR, type WidgetDefinition } from './define';
import { readOptions } from './options';
import { forInstance, type Services } from './services';

/** What a widget's module gives the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetModule = { default: WidgetDefinition<any> };
export type Registry = Record<string, () => Promise<WidgetModule>>;

const SELECTOR = '[data-widget]';
/**
 * A mount point marked `data-widget-defer` (server markup below the fold, which already holds its place)
 * waits, state `deferred` (settled: `widgets:ready` does not wait for it), until it comes within this
 * margin of the viewport; then it loads and mounts like any other.
 */
export const DEFER_ATTR = 'data-widget-defer';
const NEAR = '300px 0px';

type Scheduler = { yield?: () => Promise<void> };
/** scheduler.yield() where the browser has it (Chromium); elsewhere the mount simply continues. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}

/** What a failed widget shows: the same on a render error (the boundary) and on a failed load. */
const fallback = (scoped: Services) => (
  <p className="wgt-fallback" role="alert">
    {scoped.i18n.t('common.widgetFailed')}
  </p>
);

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
 * Brings mount points to life: one lazily imported definition per widget name, one root and error
 * boundary per mount point, idempotent (a mount point is mounted once however often it is scanned).
 */
export function createMounter(doc: Document, registry: Registry, services: Services): Mounter {
  const instances = new Map<Element, Instance | 'pending'>();
  const counters = new Map<string, number>();
  let nearby: IntersectionObserver | undefined;

  async function mountOne(el: HTMLElement, near?: boolean): Promise<void> {
    if (instances.has(el) && !near) return;
    // Sanitized server markup never brings widgets to life, even if a data-widget slipped through.
    if (el.closest(`[${INERT_ATTR}]`))
      return services.log.warn(`ignored data-widget="${el.dataset.widget}" inside widget output`);
    instances.set(el, 'pending');
    const Observer = doc.defaultView!.IntersectionObserver;
    if (!near && Observer && el.hasAttribute(DEFER_ATTR)) {
      // On hold (held as pending, so no scan mounts it) until it comes near; without the observer: at once.
      el.dataset.widgetState = 'deferred';
      nearby ??= new Observer(
        (entries) =>
          entries.forEach(
            (entry) =>
              entry.isIntersecting &&
              instances.has(entry.target) &&
              (nearby!.unobserve(entry.target), void mountOne(entry.target as HTMLElement, true)),
          ),
        { rootMargin: NEAR },
      );
      return nearby.observe(el);
    }
    const name = el.dataset.widget ?? '';
    const n = (counters.get(name) ?? 0) + 1;
    counters.set(name, n);
    const scoped = forInstance(services, name, n);
    el.dataset.widgetState = 'loading';
    try {
      // Own properties only: `constructor`, `__proto__` or `toString` on a page name no widget.
      const loader = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!loader) throw new Error(`unknown widget "${name}"`);
      const definition = (await loader()).default;
      // Each widget's first render in a task of its own, so the page stays responsive while a page full
      // of widgets mounts (no long task made of several widgets).
      await yieldToMain();
      if (!el.isConnected || instances.get(el) !== 'pending') return void instances.delete(el);
      definition.messages?.forEach((dictionary) => scoped.i18n.add(dictionary));
      const props = readOptions(el, definition.options, (message) => scoped.log.warn(message));
      const unmount = render(el, definition, props, scoped);
      instances.set(el, { id: `${name}#${n}`, unmount });
      // The error boundary may already have marked it failed during the first render.
      if (el.dataset.widgetState === 'loading') el.dataset.widgetState = 'ready';
      services.bus.emit('widget:mounted', { id: `${name}#${n}` });
    } catch (error) {
      fail(el, scoped, error);
      instances.set(el, { id: `${name}#${n}`, unmount: renderRoot(el, fallback(scoped)) });
    }
  }

  function render(
    el: HTMLElement,
    definition: WidgetDefinition<unknown>,
    props: unknown,
    scoped: Services,
  ): () => void {
    if (definition.enhance) {
      const cleanup = definition.enhance({ el, props, services: scoped });
      return () => cleanup?.();
    }
    const Widget = definition.Component;
    if (!Widget) throw new Error('definition has neither Component nor enhance');
    return renderRoot(
      el,
      <ServicesContext.Provider value={scoped}>
        <ErrorBoundary fallback={fallback(scoped)} onError={(error) => fail(el, scoped, error)}>
          <Widget {...(props as object)} />
        </ErrorBoundary>
      </ServicesContext.Provider>,
    );
  }

  /**
   * A root of its own in `el`, its markup replaced, rendered synchronously on both flavors, so "mounted"
   * means on screen (the bench measures it); returns its unmount.
   */
  function renderRoot(el: HTMLElement, node: ReactNode): () => void {
    el.replaceChildren();
    const root: Root = createRoot(el);
    flushSync(() => root.render(node));
    return () => root.unmount();
  }

  function fail(el: HTMLElement, scoped: Services, error: unknown) {
    el.dataset.widgetState = 'failed';
    scoped.log.error(error instanceof Error ? error.message : String(error), error);
  }

  function unmount(el: Element) {
    const instance = instances.get(el);
    instances.delete(el);
    nearby?.unobserve(el);
    if (!instance || instance === 'pending') return;
    try {
      instance.unmount();
    } catch (error) {
      services.log.error(`${instance.id}: unmount failed`, error);
    }
    if (el instanceof HTMLElement) delete el.dataset.widgetState;
  }

  function mountPoints(root: ParentNode): HTMLElement[] {
    const found = [...root.querySelectorAll<HTMLElement>(SELECTOR)];
    if (root instanceof HTMLElement && root.matches(SELECTOR)) found.unshift(root);
    return found;
  }

  return {
    mount: async (root = doc) => void (await Promise.all(mountPoints(root).map((el) => mountOne(el)))),
    unmount,
    observe() {
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => {
            if (node instanceof HTMLElement) mountPoints(node).forEach((el) => !el.isConnected && unmount(el));
          });
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLElement) mountPoints(node).forEach((el) => void mountOne(el));
          });
        }
      });
      observer.observe(doc.documentElement, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    get size() {
      return instances.size;
    },
  };
}
