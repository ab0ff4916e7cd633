import { useEffect } from 'react';
import { useServices } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import { AppLink, Crumbs, StoreLink } from './crumbs';
import { PATHS } from './route';

/** /donate/success and /donate/fail: what the payment provider sent back in the query (docs/widgets/donate.md). */
export function Result({ kind }: { kind: 'success' | 'fail' }) {
  const { i18n, nav, storage, config } = useServices();
  const q = nav.search();
  const t = (key: string) => i18n.t(`donate.result.${key}`);
  const v = (key: string) => i18n.t(`donate.verify.${key}`);
  const title = t(kind === 'success' ? 'success' : 'fail');
  useEffect(() => {
    nav.title(`${config.productName} — ${title}`);
    // A paid cart is done with; a failed one stays for the retry.
    if (kind === 'success') storage.local.remove(KEYS.product);
  }, [kind, nav, storage, config, title]);

  if (kind === 'fail') {
    return (
      <div className="wgt-donate__result wgt-donate__result--fail">
        <Crumbs current={title} />
        <h2 className="wgt-donate__heading">{title}</h2>
        <p role="alert">{q.get('message') || t('failText')}</p>
        <p className="wgt-donate__muted">{t('failText')}</p>
        <AppLink
          to={storage.local.get(KEYS.product) ? PATHS.verification : PATHS.shop}
          className="wgt-btn wgt-btn--primary"
        >
          {t('retry')}
        </AppLink>
      </div>
    );
  }

  const date = q.get('date');
  const sum = Number(q.get('sum'));
  const rows: [string, string][] = [
    [t('date'), date && !Number.isNaN(Date.parse(date)) ? i18n.date(date) : ''],
    [v('account'), q.get('account') ?? ''],
    [v('server'), q.get('server') ?? ''],
    [v('product'), q.get('product') ?? ''],
    [v('quantity'), q.get('quantity') ?? ''],
    [t('sum'), Number.isFinite(sum) && q.get('sum') ? i18n.money(sum, q.get('currency') || 'EUR') : ''],
    [t('system'), q.get('payment') ?? ''],
  ];
  return (
    <div className="wgt-donate__result wgt-donate__result--success">
      <Crumbs current={title} />
      <h2 className="wgt-donate__heading">{title}</h2>
      <p>{t('receipt')}</p>
      <table className="wgt-donate__table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <StoreLink label={t('back')} />
    </div>
  );
}
