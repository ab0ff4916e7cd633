import { useEffect, useState } from 'react';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { Spinner } from '../../shared/ui/button';

/** The result shows this long after the answer (SPEC §4, §9). */
export const RESULT_DELAY_MS = 2000;

type Status = 'idle' | 'loading' | 'success' | 'error';

/**
 * /email-verification?token=…: without a token nothing happens; otherwise a loading block, the verify
 * call, then 2 s later the success block or, on any failure, the error block.
 */
export function EmailVerification() {
  const { nav, clock, i18n, session } = useServices();
  const endpoints = useEndpoints(sessionEndpoints);
  const [token] = useState(() => nav.search().get('token') ?? '');
  const [status, setStatus] = useState<Status>(token ? 'loading' : 'idle');

  useEffect(() => {
    if (!token) return;
    let cancel: (() => void) | undefined;
    let alive = true;
    const settle = (result: Status) => alive && (cancel = clock.timeout(() => setStatus(result), RESULT_DELAY_MS));
    endpoints.verifyEmail(token).then(
      () => settle('success'),
      () => settle('error'),
    );
    return () => {
      alive = false;
      cancel?.();
    };
  }, [token, endpoints, clock]);

  if (status === 'idle') return null;
  const t = (key: string) => i18n.t(`emailVerification.${key}`);
  if (status === 'loading') {
    return (
      <div className="wgt-verify wgt-verify--loading" role="status" aria-live="polite">
        <Spinner />
        <p className="wgt-verify__text">{t('loading')}</p>
      </div>
    );
  }
  const ok = status === 'success';
  return (
    <div className={`wgt-verify wgt-verify--${status}`} role={ok ? 'status' : 'alert'}>
      <h2 className="wgt-verify__title">{t(ok ? 'successTitle' : 'errorTitle')}</h2>
      <p className="wgt-verify__text">{t(ok ? 'successText' : 'errorText')}</p>
      <div className="wgt-verify__actions">
        <a className="wgt-btn wgt-btn--primary" href={nav.localePath(session.token || ok ? '/cabinet' : '/')}>
          {t(ok || session.token ? 'toCabinet' : 'toHome')}
        </a>
      </div>
    </div>
  );
}
