import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: {
    title: 'Оплата (тестовая)',
    lead: 'Здесь был бы платёжный провайдер.',
    pay: 'Оплатить',
    cancel: 'Отмена',
    missing: 'Заказ не найден.',
    declined: 'Платёж отклонён',
  },
  uk: {
    title: 'Оплата (тестова)',
    lead: 'Тут був би платіжний провайдер.',
    pay: 'Сплатити',
    cancel: 'Скасувати',
    missing: 'Замовлення не знайдено.',
    declined: 'Платіж відхилено',
  },
  en: {
    title: 'Payment (fixture)',
    lead: 'A card provider would be here.',
    pay: 'Pay',
    cancel: 'Cancel',
    missing: 'Order not found.',
    declined: 'Payment declined',
  },
};

/** Stands in for the card provider: Pay marks the order paid (its cases or coins delivered) and returns to /donate/success, Cancel to /donate/fail, with the query the result page reads. */
export const payPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  const order = ctx.session.state.donate.orders.find((o) => o.id === Number(ctx.query.get('order')));
  if (!order) return { title: c.title, status: 404, body: simplePage(ctx, c.title, c.missing), bundle: 'none' };
  const cart = order.cart;
  const server =
    cart.server && typeof cart.server === 'object' ? (cart.server as { title?: string }).title : cart.server;
  const success = new URLSearchParams({
    order: String(order.id),
    date: order.createdAt,
    account: String(cart.login ?? ''),
    server: String(server ?? ''),
    product: String(cart.title ?? cart.product_title ?? ''),
    quantity: String(cart.product_qty ?? 1),
    bonus: String(cart.bonus_qty ?? 0),
    sum: String(cart.price ?? 0),
    currency: String(cart.currency_code ?? 'EUR'),
    payment: order.paymentMethod,
  });
  const paid = new URLSearchParams({ order: String(order.id), next: ctx.href(`/donate/success?${success}`) });
  const failure = new URLSearchParams({ order: String(order.id), message: c.declined });
  const content = html`<p class="pay-sum">#${order.id}: ${String(cart.title ?? '')} — ${String(cart.price ?? '')} ${String(cart.currency_code ?? 'EUR')}</p>
    <p class="pay-actions">
      <a class="btn btn-primary" href="${`/__fixtures/pay?${paid}`}">${c.pay}</a>
      <a class="btn btn-ghost" href="${ctx.href(`/donate/fail?${failure}`)}">${c.cancel}</a>
    </p>`;
  return { title: c.title, body: simplePage(ctx, c.title, c.lead, content), bundle: 'none', bodyClass: 'page-pay' };
};
