import type { ComponentType } from 'react';
import { notLoadedText } from '../api/errors';
import { useServices } from '../runtime/context';
import { LoadView } from './load-view';
import { useLoad } from './use-load';

/**
 * A view whose code is a lazy part (a route, a tab the player goes to): while its import is on its way,
 * `block`'s loading view; if the import fails, it is logged and the view says the server could not be
 * reached (or the browser is offline), with Retry; once it is in, the component, at once on every later mount. React.lazy and
 * Suspense would do the same, but preact/compat's pair costs every page's core 0.3 KB gzip; this is
 * useLoad and LoadView, which every page carries anyway.
 */
export function lazyView<P extends object>(
  what: string,
  block: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function LazyView(props: P) {
    const { i18n, log } = useServices();
    const { state, retry } = useLoad(
      () =>
        load().then(
          (component) => (loaded = component),
          (error: unknown) => {
            log.warn(`loading ${what} failed`, error);
            throw error;
          },
        ),
      [log],
      !loaded,
    );
    const View = loaded;
    if (View) return <View {...props} />;
    return <LoadView state={state} block={block} error={notLoadedText(i18n)} onRetry={retry} />;
  };
}
