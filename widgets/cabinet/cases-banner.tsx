import { useServices } from '../../shared/runtime/context';

/** The cases banner on every tab: a way to the donate shop's cases section. */
export function CasesBanner() {
  const { i18n, nav } = useServices();
  return (
    <aside className="wgt-cabinet-banner" aria-label={i18n.t('cabinet.banner.title')}>
      <div className="wgt-cabinet-banner__text">
        <p className="wgt-cabinet-banner__title">{i18n.t('cabinet.banner.title')}</p>
        <p className="wgt-cabinet-banner__lead">{i18n.t('cabinet.banner.text')}</p>
      </div>
      <a className="wgt-btn wgt-btn--primary" href={nav.localePath('/donate#cases')}>
        <span className="wgt-btn__label">{i18n.t('cabinet.banner.button')}</span>
      </a>
    </aside>
  );
}
