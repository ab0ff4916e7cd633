import { useLayoutEffect, useRef, useState } from 'react';
import type { Banner } from '../../shared/api/schemas/banner';
import type { MessageKey } from '../../shared/i18n';
import { useServices, useT } from '../../shared/runtime/context';
import { Html } from '../../shared/ui/html';
import { useUid } from '../../shared/ui/use-uid';
import { casesLeft, remaining } from './countdown';
import { expiryOf } from './placement';
import { banner as bannerDict } from './messages';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const UNIT_TEXT = {
  days: 'banner.days',
  hours: 'banner.hours',
  minutes: 'banner.minutes',
  seconds: 'banner.seconds',
} as const satisfies Record<(typeof UNITS)[number], MessageKey<typeof bannerDict>>;

/** Whether an element's text is cut now (a line clamp, or one line ending in "…"), kept up to date as the layout changes. */
function useClamped(ref: { current: HTMLElement | null }): boolean {
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    // The clamp is on the description itself (the wrapper's first child).
    const el = ref.current?.firstElementChild as HTMLElement | null | undefined;
    if (!el) return;
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
    const win = el.ownerDocument.defaultView;
    // The observer's first report comes after the page's own layout, before the paint: measuring here at once
    // forced a layout of the whole page inside the mount's task (15–190 ms at 4x CPU on the cabinet page).
    if (!win?.ResizeObserver) {
      measure();
      return;
    }
    const observer = new win.ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return clamped;
}

/**
 * One banner. Where the card is compact (the inline strip) its description is cut to one line; then "More"
 * shows it whole (`full`, which the banner lets grow), so no text is out of reach at any width, language or text
 * spacing (WCAG 1.4.10, 1.4.12).
 */
export function BannerCard({
  banner,
  now,
  full = false,
  onFull,
}: {
  banner: Banner;
  now: number;
  full?: boolean;
  onFull?: (full: boolean) => void;
}) {
  const { nav } = useServices();
  const { t, tn } = useT(bannerDict);
  const uid = useUid();
  const text = useRef<HTMLDivElement>(null);
  const clamped = useClamped(text);
  // Addresses from the API pass the URL policy (same site, https, loopback http); empty ones are absent.
  const href = banner.btnLink ? nav.url(banner.btnLink, 'link') : undefined;
  const thumbnail = banner.thumbnail ? nav.url(banner.thumbnail, 'image') : undefined;
  const left = casesLeft(banner);
  const expiry = expiryOf(banner.expiredAt);
  const parts = expiry === undefined ? null : remaining(expiry, now);
  return (
    <div className="wgt-banner__card">
      {thumbnail && <img className="wgt-banner__thumb" src={thumbnail} alt="" width={96} height={96} />}
      <div className="wgt-banner__body">
        <div className="wgt-banner__about">
          <div ref={text} id={`${uid}-text`} className="wgt-banner__clamp">
            <Html html={banner.description} className="wgt-banner__text" />
          </div>
          {onFull && (clamped || full) && (
            <button
              type="button"
              className="wgt-banner__more"
              aria-expanded={full}
              aria-controls={`${uid}-text`}
              onClick={() => onFull(!full)}
            >
              {t(full ? 'banner.hide' : 'banner.more')}
            </button>
          )}
        </div>
        {left !== undefined ? (
          <p className="wgt-banner__left">{tn('banner.left', left)}</p>
        ) : (
          parts && (
            <p className="wgt-banner__timer">
              <span className="wgt-banner__timer-label">{t('banner.endsIn')}</span>{' '}
              <span className="wgt-banner__clock" role="timer" aria-live="off">
                {UNITS.map((unit) => (
                  <span key={unit} className="wgt-banner__unit" data-unit={unit}>
                    <b>{String(parts[unit]).padStart(unit === 'days' ? 1 : 2, '0')}</b>
                    {t(UNIT_TEXT[unit])}
                  </span>
                ))}
              </span>
            </p>
          )
        )}
        {href && banner.btnTitle && (
          <a className="wgt-btn wgt-btn--primary wgt-banner__button" href={href}>
            {banner.btnTitle}
          </a>
        )}
      </div>
    </div>
  );
}
