import type { ReactNode } from 'react';
import type { I18n } from '../../../shared/i18n';
import type { ServerCart } from '../../../shared/api/schemas/donate';
import { translator } from '../../../shared/i18n/translator';
import { donate } from '../messages';
import { donateVerify } from '../checkout/verification.messages';

/** One receipt line: a label and its value; a line whose value is '' is left out. */
export type ReceiptRow<Value = ReactNode> = readonly [label: string, value: Value];

/** A count of coins in the locale's one coin name ("+25 монет" reads the same on every page). */
export const coinCount = (i18n: I18n, n: number) =>
  translator(i18n, donate).tn('donate.coins', n, { n: i18n.number(n) });

/** The stored cart as receipt lines (docs/widgets/donate.md): the verification page and the fail page. */
export function productRows(product: ServerCart, i18n: I18n): ReceiptRow<string>[] {
  const { t } = translator(i18n, donateVerify);
  const money = (n: number) => i18n.money(n, product.currency_code ?? 'EUR');
  const discount = product.discount ?? 0;
  return [
    [t('donateVerify.account'), product.login],
    [t('donateVerify.server'), product.server?.title ?? ''],
    // A coin purchase in the words the form used ("1 234 монеты"), not the cart's title ("1234 OC").
    [
      t('donateVerify.product'),
      product.product_type === 'one_coin' && product.amount != null ? coinCount(i18n, product.amount) : product.title,
    ],
    [t('donateVerify.quantity'), i18n.number(product.product_qty)],
    [t('donateVerify.amount'), money(product.price + discount)],
    // The spec's discount row, when the cart has money off ("Deliberate departure": the bonus is extra coins, not this).
    [t('donateVerify.discount'), discount > 0 ? `−${money(discount)}` : ''],
    [t('donateVerify.bonus'), product.bonus ? `+${coinCount(i18n, product.bonus)}` : '—'],
    [t('donateVerify.total'), money(product.price)],
  ];
}

/** The receipt table every checkout page shows (verification, success, fail): label and value per row. */
export function Receipt({ rows, className }: { rows: readonly ReceiptRow[]; className?: string }) {
  const filled = rows.filter(([, value]) => value !== '');
  if (filled.length === 0) return null;
  return (
    <table className={className ? `wgt-donate__table ${className}` : 'wgt-donate__table'}>
      <tbody>
        {filled.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
