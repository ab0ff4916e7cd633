import { useRef, useState } from 'react';
import type { Banner } from '../../shared/api/schemas/banner';
import { useServices, useT } from '../../shared/runtime/context';
import { mayAnimate } from '../../shared/ui/reduced-motion';
import { useUid } from '../../shared/ui/use-uid';
import { BannerCard } from './banner-card';
import { placeOf, type Place } from './placement';
import { useBanners } from './use-banners';
import { useTucked } from './use-tucked';
import { useClearOfFocus } from './use-clear-of-focus';
import { banner as bannerDict } from './messages';

export interface BannerProps {
  place?: Place;
  /** overlay: a pill fixed to the viewport corner that opens the card (moves nothing); inline: in the page flow. */
  layout?: 'overlay' | 'inline';
}

const LEAVING = { opacity: [1, 0], transform: ['none', 'translateY(12px)'] };

/** The promo banner: the banners allowed here, one at a time with a pager, closable for the session. */
export function PromoBanner({ place, layout = 'overlay' }: BannerProps) {
  const { nav } = useServices();
  const { t } = useT(bannerDict);
  const uid = useUid();
  const [where] = useState(() => place ?? placeOf(nav.path()));
  const { shown, now, close, loading } = useBanners(where);
  const [at, setAt] = useState(0);
  // The overlay is a small pill that opens the card on demand, at every width: a card fixed over the page
  // would cover what the player came to read (docs/widgets/banner.md).
  const [open, setOpen] = useState(false);
  // The compact inline card's description shown whole ("More"), for the banner on screen.
  const [full, setFull] = useState(false);
  const card = useRef<HTMLElement>(null);
  // Closing, the card fades and sinks away with motion (shared/ui/motion.ts, loaded by this click), then
  // goes; at once under reduced motion.
  const leave = () => {
    const el = card.current;
    if (!el || !mayAnimate(el)) return close();
    import('../../shared/ui/motion')
      .then(({ play }) => play(el, LEAVING, { duration: 0.2, ease: 'easeIn' }, true))
      .then(close, close);
  };
  const index = Math.min(at, Math.max(0, shown.length - 1));
  const banner: Banner | undefined = shown[index];
  // The pill steps aside while the player scrolls down (on a phone it sat on the text being read).
  const tucked = useTucked(card, layout === 'overlay' && !open && !loading && banner !== undefined);
  // Nor does it cover what the keyboard focus is on: it steps aside until the focus comes to it.
  const aside = useClearOfFocus(card, layout === 'overlay' && !loading && banner !== undefined);

  // Appear whole (useBanners has the descriptions' sanitizer ready), so the card never grows once on screen.
  // In the page flow, the card's height is held from the first render on, so its arrival pushes nothing (CLS 0).
  if (loading || !banner)
    return layout === 'inline' && (loading || banner) ? (
      <div className="wgt-banner-reserve" aria-hidden="true" />
    ) : null;
  return (
    <aside
      ref={card}
      className={[
        'wgt-banner',
        `wgt-banner--${layout}`,
        open && 'wgt-banner--open',
        full && 'wgt-banner--full',
        (tucked || aside) && 'wgt-banner--tucked',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={`${uid}-label`}
    >
      <span id={`${uid}-label`} className="wgt-visually-hidden">
        {t('banner.label')}
      </span>
      {layout === 'overlay' && (
        <button
          type="button"
          className="wgt-banner__toggle"
          aria-expanded={open}
          aria-controls={`${uid}-body`}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'banner.hide' : 'banner.show', { n: shown.length })}
        </button>
      )}
      <div className="wgt-banner__body" id={`${uid}-body`}>
        <BannerCard key={index} banner={banner} now={now} full={full} onFull={setFull} />
        {shown.length > 1 && (
          <div className="wgt-banner__pager">
            <button
              type="button"
              className="wgt-banner__step"
              aria-label={t('banner.previous')}
              onClick={() => (setAt((index - 1 + shown.length) % shown.length), setFull(false))}
            >
              ‹
            </button>
            <span className="wgt-banner__position" aria-live="polite">
              {t('banner.position', { n: index + 1, total: shown.length })}
            </span>
            <button
              type="button"
              className="wgt-banner__step"
              aria-label={t('banner.next')}
              onClick={() => (setAt((index + 1) % shown.length), setFull(false))}
            >
              ›
            </button>
          </div>
        )}
      </div>
      <button type="button" className="wgt-banner__close" aria-label={t('banner.close')} onClick={leave}>
        ×
      </button>
    </aside>
  );
}
