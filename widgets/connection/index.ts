import { connection as connectionDict } from './messages';
import { translator } from '../../shared/i18n/translator';
import { defineWidget } from '../../shared/runtime/define';

/** The online notice stays 2 s of being seen (docs/widgets/connection.md). */
export const NOTICE_MS = 2000;

/**
 * Going offline shows an error notice that stays while the page is offline (a player must have time to read
 * it); going online withdraws it and shows a success notice for 2 s.
 */
export default defineWidget({
  name: 'connection',
  messages: [connectionDict],
  enhance({ el, services: { notify, i18n } }) {
    const { t } = translator(i18n, connectionDict);
    const win = el.ownerDocument.defaultView!;
    let offlineNotice: number | undefined;
    // The runtime prefetches the notification region after mounting, so the offline notice can show.
    const online = () => {
      if (offlineNotice !== undefined) notify.dismiss(offlineNotice);
      offlineNotice = undefined;
      notify.success(t('connection.online'), NOTICE_MS);
    };
    const offline = () => {
      if (offlineNotice === undefined) offlineNotice = notify.error(t('connection.offline'));
    };
    win.addEventListener('online', online);
    win.addEventListener('offline', offline);
    return () => {
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
    };
  },
});
