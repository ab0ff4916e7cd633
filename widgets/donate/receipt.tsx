import type { I18n } from '../../shared/i18n';
import type { ServerCart } from '../../shared/api/schemas/donate';

/** One receipt line: a label and its value; a line whose value is '' is left out. */
export type ReceiptRow = readonly [label: string, value: string];

/** A count of coins in the locale's one coin name ("+25 монет" reads the same on every page). */
export const coinCount = (i18n: I18n, n: number) => i18n.tn('donate.coins', n, { n: i18n.number(n) });

/** The stored cart as receipt lines (docs/widgets/donate.md): the verification page and the fail page. */
export function productRows(product: ServerCart, i18n: I18n): ReceiptRow[] {
  const v = (key: string) => i18n.t(`donateVerify.${key}`);
  const money = (n: number) => i18n.money(n, product.currency_code ?? 'EUR');
  return [
    [v('account'), product.login],
    [v('server'), product.server?.title ?? ''],
    [v('product'), product.title],
    [v('quantity'), String(product.product_qty)],
    [v('amount'), money(product.price)],
    [v('bonus'), product.bonus ? `+${coinCount(i18n, product.bonus)}` : '—'],
    [v('total'), money(product.price)],
  ];
}

/** The receipt table every checkout page shows (verification, success, fail): label and value per row. */
export function Receipt({ rows }: { rows: readonly ReceiptRow[] }) {
  const filled = rows.filter(([, value]) => value !== '');
  if (filled.length === 0) return null;
  return (
    <table className="wgt-donate__table">
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
