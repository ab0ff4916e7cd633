import type { ReactNode } from 'react';
import { useServices, useT } from '../../shared/runtime/context';
import { CopyButton } from './copy-button';
import { InviterPromo } from './inviter-promo';
import { SecretValue } from './secret-value';
import type { TabProps } from './tab-props';
import { cabinet } from './messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="wgt-profile__row">
      <dt className="wgt-profile__label">{label}</dt>
      <dd className="wgt-profile__value">{children}</dd>
    </div>
  );
}

/** Profile: the login and the balance first (Top up is on the cabinet's first line, me-bar.tsx), then account data, promo codes, status and flags. */
export default function ProfileTab({ user, onUser, loginShown, onLoginShown }: TabProps) {
  const { i18n } = useServices();
  const { t, tn } = useT(cabinet);
  return (
    <section className="wgt-profile">
      <dl className="wgt-profile__list">
        <Row label={t('cabinet.profile.login')}>
          <SecretValue
            value={user.login}
            label={t('cabinet.profile.login')}
            shown={loginShown}
            onShown={onLoginShown}
          />
        </Row>
        <Row label={t('cabinet.profile.balance')}>
          <span className="wgt-profile__coins" data-testid="balance" data-coins={user.premiumCoins}>
            {tn('cabinet.profile.coins', user.premiumCoins, { n: i18n.number(user.premiumCoins) })}
          </span>
        </Row>
        <Row label={t('cabinet.profile.email')}>
          <SecretValue value={user.email} label={t('cabinet.profile.email')} />
        </Row>
        <Row label={t('cabinet.profile.registered')}>
          <span data-testid="registered">{i18n.date(user.createdAt)}</span>
        </Row>
        <Row label={t('cabinet.profile.server')}>{user.serverTitle || user.server}</Row>
        <Row label={t('cabinet.profile.status')}>{user.status || t('cabinet.profile.noStatus')}</Row>
        <Row label={t('cabinet.profile.mediaPartner')}>
          {t(user.isMediaPartner ? 'cabinet.profile.yes' : 'cabinet.profile.no')}
        </Row>
        <Row label={t('cabinet.profile.ownPromo')}>
          <span className="wgt-profile__code" data-testid="own-promo">
            {user.userPromoCode ?? '—'}
          </span>
          {user.userPromoCode && (
            <CopyButton
              text={user.userPromoCode}
              label={t('cabinet.profile.copy')}
              copiedLabel={t('cabinet.profile.copied')}
              what={t('cabinet.profile.ownPromo')}
            />
          )}
        </Row>
      </dl>
      <InviterPromo user={user} onUser={onUser} />
    </section>
  );
}
