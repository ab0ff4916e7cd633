import { useLayoutEffect, useRef, useState } from 'react';
import { useServices } from '../runtime/context';
import { INERT_ATTR } from '../runtime/define';
import { loadSanitizer, setMarkup } from './sanitize';
import type { SvgProfile } from './sanitize-policy';

/**
 * Server markup, sanitized (shared/ui/sanitize.ts), in a container the mounter skips. The content is set
 * before the browser paints (a layout effect); a view whose data carries markup loads it through
 * `withSanitizer` so the content is there on its first render. If the fallback sanitizer is still on its
 * way the container stays empty until it arrives; the markup never shows unsanitized. `svg`: SVG allowed
 * too, `svg={SVG_PROFILE}` (shared/ui/sanitize-svg.ts).
 */
export function Html({
  html,
  className,
  svg,
}: {
  html: string | null | undefined;
  className?: string;
  svg?: SvgProfile;
}) {
  const { log } = useServices();
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !html || setMarkup(el, html, svg)) return;
    let alive = true;
    loadSanitizer().then(
      () => alive && setLoaded(true),
      (error: unknown) => log.warn('the markup sanitizer did not load', error),
    );
    return () => {
      alive = false;
    };
  }, [html, svg, loaded, log]);
  if (!html) return null;
  const inert = { [INERT_ATTR]: '' };
  return <div ref={ref} className={className} {...inert} />;
}
