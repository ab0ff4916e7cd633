import { connection as connectionDict } from './messages';
import { defineWidget } from '../../shared/runtime/define';

/** Connection notices stay 2 s (docs/widgets/connection.md). */
export const NOTICE_MS = 2000;

/** Going online shows a success notice, going offline an error notice; each hides after 2 s. */
export default defineWidget({
  name: 'connection',
  messages: [connectionDict],
  enhance({ el, services: { notify, i18n } }) {
    const win = el.ownerDocument.defaultView!;
    // The runtime prefetches the notification region after mounting, so the offline notice can show.
    const online = () => notify.success(i18n.t('connection.online'), NOTICE_MS);
    const offline = () => notify.error(i18n.t('connection.offline'), NOTICE_MS);
    win.addEventListener('online', online);
    win.addEventListener('offline', offline);
    return () => {
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
    };
  },
});
