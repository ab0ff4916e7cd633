import { flushSync } from 'react-dom';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { translator } from '../i18n/translator';
import { ServicesContext } from './context';
import type { WidgetDefinition } from './define';
import { ErrorBoundary } from './error-boundary';
import type { Services } from './services';

// A widget in isolation: a root of its own with an error boundary, so one that fails shows the fallback
// and marks its mount point `failed` while the page and the other widgets go on.

/** Renders `definition` into `el` (or runs its enhancer); returns its unmount. */
export function renderWidget(
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
      <ErrorBoundary fallback={fallback(scoped)} onError={(error) => markFailed(el, scoped, error)}>
        <Widget {...(props as object)} />
      </ErrorBoundary>
    </ServicesContext.Provider>,
  );
}

/** A widget that could not load or render: marked and logged, the fallback in its place; returns its unmount. */
export function renderFailure(el: HTMLElement, scoped: Services, error: unknown): () => void {
  markFailed(el, scoped, error);
  return renderRoot(el, fallback(scoped));
}

/** The same on a render error (the boundary) and on a failed load. */
const fallback = (scoped: Services) => (
  <p className="wgt-fallback" role="alert">
    {translator(scoped.i18n).t('common.widgetFailed')}
  </p>
);

function markFailed(el: HTMLElement, scoped: Services, error: unknown) {
  el.dataset.widgetState = 'failed';
  scoped.log.error(error instanceof Error ? error.message : String(error), error);
}

/**
 * A root of its own in `el`, its markup replaced, rendered synchronously on both flavors, so "mounted"
 * means on screen (the bench measures it); returns its unmount.
 */
function renderRoot(el: HTMLElement, node: ReactNode): () => void {
  el.replaceChildren();
  const root = createRoot(el);
  flushSync(() => root.render(node));
  return () => root.unmount();
}
