import type { ReactNode } from 'react';
import { useServices } from '../../shared/runtime/context';
import { CopyButton } from './copy-button';
import { InviterPromo } from './inviter-promo';
import { SecretValue } from './secret-value';
import type { TabProps } from './tab-props';

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
  const t = (key: string) => i18n.t(`cabinet.profile.${key}`);
  return (
    <section className="wgt-profile">
      {!user.isVerified && <p className="wgt-profile__notice">{t('unconfirmed')}</p>}
      <dl className="wgt-profile__list">
        <Row label={t('login')}>
          <SecretValue value={user.login} label={t('login')} shown={loginShown} onShown={onLoginShown} />
        </Row>
        <Row label={t('balance')}>
          <span className="wgt-profile__coins" data-testid="balance" data-coins={user.premiumCoins}>
            {i18n.tn('cabinet.profile.coins', user.premiumCoins, { n: i18n.number(user.premiumCoins) })}
          </span>
        </Row>
        <Row label={t('email')}>
          <SecretValue value={user.email} label={t('email')} />
        </Row>
        <Row label={t('registered')}>
          <span data-testid="registered">{i18n.date(user.createdAt)}</span>
        </Row>
        <Row label={t('server')}>{user.serverTitle || user.server}</Row>
        <Row label={t('status')}>{user.status || t('noStatus')}</Row>
        <Row label={t('mediaPartner')}>{t(user.isMediaPartner ? 'yes' : 'no')}</Row>
        <Row label={t('ownPromo')}>
          <span className="wgt-profile__code" data-testid="own-promo">
            {user.userPromoCode ?? '—'}
          </span>
          {user.userPromoCode && (
            <CopyButton text={user.userPromoCode} label={t('copy')} copiedLabel={t('copied')} what={t('ownPromo')} />
          )}
        </Row>
      </dl>
      <InviterPromo user={user} onUser={onUser} />
    </section>
  );
}
