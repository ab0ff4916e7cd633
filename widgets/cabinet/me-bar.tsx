import type { User } from '../../shared/api/schemas/user';
import { useServices, useT } from '../../shared/runtime/context';
import { Secret } from './secret-value';
import { cabinet } from './messages';

/**
 * The cabinet's first line on every tab (docs/widgets/cabinet.md): the player's login and balance, the way to
 * the shop's cases and Top up, one row of actions, so a phone's first screen starts with the player rather than
 * promos. The line is there from the
 * first frame (Top up needs no data) and the login and balance fill in, so nothing below it moves (CLS 0).
 * The login follows the profile's eye: hidden there, masked here the same way.
 */
export function MeBar({ user, loginShown }: { user: User | undefined; loginShown: boolean }) {
  const { nav, i18n } = useServices();
  const { t, tn } = useT(cabinet);
  return (
    <div className="wgt-cabinet__me">
      <span className="wgt-cabinet__me-who">
        {user && (
          <>
            <bdi className="wgt-cabinet__me-name">
              <Secret value={user.login} shown={loginShown} />
            </bdi>
            <span className="wgt-cabinet__me-balance" data-testid="me-balance">
              {tn('cabinet.profile.coins', user.premiumCoins, { n: i18n.number(user.premiumCoins) })}
            </span>
          </>
        )}
      </span>
      <a className="wgt-btn wgt-btn--secondary wgt-cabinet__me-cases" href={nav.localePath('/donate#cases')}>
        <span className="wgt-btn__label">{t('cabinet.banner.button')}</span>
      </a>
      <a className="wgt-btn wgt-btn--primary wgt-cabinet__me-top-up" href={nav.localePath('/donate')}>
        <span className="wgt-btn__label">{t('cabinet.profile.topUp')}</span>
      </a>
    </div>
  );
}
