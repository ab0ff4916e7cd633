import { useEffect, useState } from 'react';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Spinner } from '../../shared/ui/button';
import { useLoad } from '../../shared/ui/use-load';
import { emailVerification } from './messages';

/** The result shows this long after the answer (docs/widgets/email-verification.md). */
export const RESULT_DELAY_MS = 2000;

/**
 * /email-verification?token=…: without a token nothing happens; otherwise a loading block, the verify
 * call, then 2 s later the success block or, on any failure, the error block.
 */
export function EmailVerification() {
  const { nav, clock, session } = useServices();
  const { t } = useT(emailVerification);
  const endpoints = useEndpoints(sessionEndpoints);
  const [token] = useState(() => nav.search().get('token') ?? '');
  // Read once: the token leaves the address bar and history (a shared screenshot or link would carry it).
  useEffect(() => nav.forgetQuery('token'), [nav]);
  const { state } = useLoad(
    () => {
      const later = () => new Promise<void>((resolve) => clock.timeout(resolve, RESULT_DELAY_MS));
      return endpoints.verifyEmail(token).then(later, (error: unknown) => later().then(() => Promise.reject(error)));
    },
    [endpoints, clock, token],
    token !== '',
  );

  if (!token) return null;
  if (state.status === 'loading') {
    return (
      <div className="wgt-verify wgt-verify--loading" role="status" aria-live="polite">
        <Spinner />
        <p className="wgt-verify__text">{t('emailVerification.loading')}</p>
      </div>
    );
  }
  const ok = state.status === 'ready';
  return (
    <div className={`wgt-verify wgt-verify--${ok ? 'success' : 'error'}`} role={ok ? 'status' : 'alert'}>
      <h2 className="wgt-verify__title">{t(ok ? 'emailVerification.successTitle' : 'emailVerification.errorTitle')}</h2>
      <p className="wgt-verify__text">{t(ok ? 'emailVerification.successText' : 'emailVerification.errorText')}</p>
      <div className="wgt-verify__actions">
        <a className="wgt-btn wgt-btn--primary" href={nav.localePath(session.signedIn || ok ? '/cabinet' : '/')}>
          {t(ok || session.signedIn ? 'emailVerification.toCabinet' : 'emailVerification.toHome')}
        </a>
      </div>
    </div>
  );
}
