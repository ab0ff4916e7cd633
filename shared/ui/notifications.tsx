import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { I18n } from '../i18n';
import { translator } from '../i18n/translator';
import type { Notify } from '../runtime/notify';

/**
 * The page's one notification region: polite live region, errors as alerts, each with a close button and, where
 * the failed action can run again, Retry. It sits under the site's header (`--wgt-notices-top`), not over it.
 */
export function Notifications({ notify, i18n }: { notify: Notify; i18n: I18n }) {
  const { t } = translator(i18n);
  const [notices, setNotices] = useState(notify.list);
  useEffect(() => {
    const read = () => setNotices(notify.list());
    read(); // a notice shown between the first render and this effect
    return notify.subscribe(read);
  }, [notify]);
  return (
    <div className="wgt-notifications" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`wgt-notice wgt-notice--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          // While the player reads it (pointer over it, focus in it), its time stands still.
          onMouseEnter={() => notify.hold(notice.id, true)}
          onMouseLeave={() => notify.hold(notice.id, false)}
          onFocus={() => notify.hold(notice.id, true)}
          onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && notify.hold(notice.id, false)}
        >
          <div className="wgt-notice__body">
            <strong className="wgt-notice__title">
              {t(notice.kind === 'error' ? 'common.error' : 'common.success')}
            </strong>
            <p className="wgt-notice__message">{notice.message}</p>
            {notice.retry && (
              <button type="button" className="wgt-notice__retry" onClick={notice.retry}>
                {t('common.retry')}
              </button>
            )}
          </div>
          <button
            type="button"
            className="wgt-notice__close"
            aria-label={t('common.close')}
            onClick={() => notify.dismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** Appends the region to the page once (at the first notice). */
export function mountNotifications(doc: Document, notify: Notify, i18n: I18n) {
  const host = doc.createElement('div');
  host.className = 'wgt-notifications-host';
  doc.body.append(host);
  createRoot(host).render(<Notifications notify={notify} i18n={i18n} />);
}
