import { useState } from 'react';
import type { MessageKey } from '../../shared/i18n';
import { useServices, useT } from '../../shared/runtime/context';
import { LoadView } from '../../shared/ui/load-view';
import { Tabs, useTabIds } from '../../shared/ui/tabs';
import { useUid } from '../../shared/ui/use-uid';
import { CopyButton } from './copy-button';
import { ReferralDonat } from './referral-donat';
import { ReferralPlayers } from './referral-players';
import type { TabProps } from './tab-props';
import { useReferral } from './use-referral';
import { cabinetReferral } from './referral.messages';

const SUB_TEXT = {
  players: 'referral.tabs.players',
  donat: 'referral.tabs.donat',
  paid: 'referral.tabs.paid',
} as const satisfies Record<string, MessageKey<typeof cabinetReferral>>;
type Sub = keyof typeof SUB_TEXT;

/** Referral system: own promo code, totals, and the players / donat sub-tabs (paid is disabled). */
export default function ReferralTab({ user }: TabProps) {
  const { nav, i18n } = useServices();
  const { t } = useT(cabinetReferral);
  const { state, retry } = useReferral();
  const ids = useTabIds();
  const tipId = useUid();
  const [sub, setSub] = useState<Sub>('players');
  const [tipOpen, setTipOpen] = useState(false);

  if (state.status !== 'ready')
    return <LoadView state={state} block="wgt-cabinet" error={t('referral.loadError')} onRetry={retry} />;
  const { data } = state;
  const items = (Object.keys(SUB_TEXT) as Sub[]).map((id) => ({
    id,
    label: t(SUB_TEXT[id]),
    disabled: id === 'paid',
  }));
  return (
    <section className="wgt-referral">
      <div className="wgt-referral__head">
        <div className="wgt-referral__promo">
          <span className="wgt-profile__label">{t('referral.promo')}</span>
          <span className="wgt-profile__code" data-testid="referral-promo">
            {user.userPromoCode ?? '—'}
          </span>
          {user.userPromoCode && (
            <CopyButton
              text={user.userPromoCode}
              label={t('referral.copy')}
              copiedLabel={t('referral.copied')}
              what={t('referral.promo')}
            />
          )}
        </div>
        <p className="wgt-referral__total">
          {t('referral.total')}: <strong data-testid="referral-total">{i18n.number(data.stats.totalReferral)}</strong>
        </p>
        <div className="wgt-tip">
          <button
            type="button"
            className="wgt-icon-btn wgt-tip__toggle"
            aria-expanded={tipOpen}
            aria-controls={tipId}
            onClick={() => setTipOpen((o) => !o)}
            onKeyDown={(e) => e.key === 'Escape' && setTipOpen(false)}
          >
            <span aria-hidden="true">?</span>
            <span className="wgt-visually-hidden">{t('referral.tipLabel')}</span>
          </button>
          <div id={tipId} className="wgt-tip__body" hidden={!tipOpen}>
            <p>{t('referral.tip')}</p>
            <a href={nav.localePath('/terms')}>{t('referral.conditions')}</a>
          </div>
        </div>
      </div>
      <Tabs
        label={t('referral.tabs.label')}
        items={items}
        active={sub}
        onSelect={(id) => setSub(id as Sub)}
        ids={ids}
        className="wgt-subtabs"
      />
      <div {...ids.panelProps(sub)} className="wgt-referral__panel">
        {sub === 'players' ? <ReferralPlayers data={data} /> : <ReferralDonat data={data} />}
      </div>
    </section>
  );
}
