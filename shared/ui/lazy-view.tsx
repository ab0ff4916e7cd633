import type { ComponentType } from 'react';
import { notLoadedText } from '../api/errors';
import { useServices } from '../runtime/context';
import { lazyPart } from './lazy-part';
import { usePart } from './use-part';
import { LoadView } from './load-view';

/**
 * A view whose code is a lazy part (shared/ui/lazy-part.ts): while its import is on its way, `block`'s
 * loading view; if it fails, the view says the server could not be reached, with Retry; once it is in, the
 * component, at once on every later mount. React.lazy and Suspense would do the same, but preact/compat's
 * pair costs every page's core 0.3 KB gzip.
 */
export function lazyView<P extends object>(
  what: string,
  block: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const part = lazyPart(load);
  return function LazyView(props: P) {
    const { i18n } = useServices();
    const { module: View, state, retry } = usePart(part, what);
    if (View) return <View {...props} />;
    return <LoadView state={state} block={block} error={notLoadedText(i18n)} onRetry={retry} />;
  };
}
