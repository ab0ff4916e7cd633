import { useEffect, useState } from 'react';
import { bannerEndpoints } from '../../shared/api/endpoints/banner';
import type { Banner } from '../../shared/api/schemas/banner';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import { loadSanitizer } from '../../shared/ui/sanitize';
import { useLoad } from '../../shared/ui/use-load';
import { TICK_MS } from './countdown';
import { visibleBanners, type Place } from './placement';

/**
 * The banners to show here and now, re-checked every second (an expiring one leaves by itself), and
 * the close action that hides every banner for the rest of the browser session.
 */
export function useBanners(place: Place) {
  const { storage, clock, log } = useServices();
  const endpoints = useEndpoints(bannerEndpoints);
  const [closed, setClosed] = useState(() => storage.session.get(KEYS.promoBannerClosed) === true);
  const [now, setNow] = useState(() => clock.now());

  const { state } = useLoad(
    () =>
      endpoints
        .list()
        // With the sanitizer for the descriptions, where one is shown here (DOMPurify's chunk, only on
        // browsers without the HTML Sanitizer API, and only then).
        .then((list) =>
          visibleBanners(list, place, clock.now()).some((b) => b.description) ? loadSanitizer().then(() => list) : list,
        )
        .catch((error: unknown) => {
          log.warn('banners unavailable', error);
          return [] as Banner[];
        }),
    [endpoints, log, place, clock],
    !closed,
  );
  const all = state.status === 'ready' ? state.data : [];

  const shown = closed ? [] : visibleBanners(all, place, now);
  const ticking = shown.length > 0;
  useEffect(() => {
    if (!ticking) return;
    return clock.interval(() => setNow(clock.now()), TICK_MS);
  }, [ticking, clock]);

  const close = () => {
    storage.session.set(KEYS.promoBannerClosed, true);
    setClosed(true);
  };
  /** True until the list has arrived (or failed); never once closed. */
  const loading = !closed && state.status === 'loading';
  return { shown, now, close, loading };
}
