import type { Banner } from '../../shared/api/schemas/banner';
import { useServices } from '../../shared/runtime/context';
import { Html } from '../../shared/ui/html';
import { casesLeft, remaining } from './countdown';
import { expiryOf } from './placement';

export function BannerCard({ banner, now }: { banner: Banner; now: number }) {
  const { i18n, nav } = useServices();
  // Addresses from the API pass the URL policy (same site, https, loopback http); empty ones are absent.
  const href = banner.btnLink ? nav.url(banner.btnLink, 'link') : undefined;
  const thumbnail = banner.thumbnail ? nav.url(banner.thumbnail, 'image') : undefined;
  const left = casesLeft(banner);
  const expiry = expiryOf(banner.expiredAt);
  const parts = expiry === undefined ? null : remaining(expiry, now);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <div className="wgt-banner__card">
      {thumbnail && <img className="wgt-banner__thumb" src={thumbnail} alt="" width={96} height={96} />}
      <div className="wgt-banner__body">
        <Html html={banner.description} className="wgt-banner__text" />
        {left !== undefined ? (
          <p className="wgt-banner__left">{i18n.tn('banner.left', left)}</p>
        ) : (
          parts && (
            <p className="wgt-banner__timer">
              <span className="wgt-banner__timer-label">{i18n.t('banner.endsIn')}</span>{' '}
              <span className="wgt-banner__clock" role="timer" aria-live="off">
                {units.map((unit) => (
                  <span key={unit} className="wgt-banner__unit" data-unit={unit}>
                    <b>{String(parts[unit]).padStart(unit === 'days' ? 1 : 2, '0')}</b>
                    {i18n.t(`banner.${unit}`)}
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
