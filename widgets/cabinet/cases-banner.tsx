import { useServices, useT } from '../../shared/runtime/context';
import { cabinet } from './messages';

/** The cases banner on every tab: a way to the donate shop's cases section. */
export function CasesBanner() {
  const { nav } = useServices();
  const { t } = useT(cabinet);
  return (
    <aside className="wgt-cabinet-banner" aria-label={t('cabinet.banner.title')}>
      <div className="wgt-cabinet-banner__text">
        <p className="wgt-cabinet-banner__title">{t('cabinet.banner.title')}</p>
        <p className="wgt-cabinet-banner__lead">{t('cabinet.banner.text')}</p>
      </div>
      <a className="wgt-btn wgt-btn--primary" href={nav.localePath('/donate#cases')}>
        <span className="wgt-btn__label">{t('cabinet.banner.button')}</span>
      </a>
    </aside>
  );
}
