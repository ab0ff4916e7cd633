/** A promo banner as the API sends it (docs/widgets/banner.md). Flags come as 0/1 or booleans, like the real API. */
export interface BannerRecord {
  /** Seed name, for tests and the gallery. */
  kind: string;
  thumbnail: string;
  description: string;
  btnTitle: string;
  btnLink: string;
  expiredAt: string | null;
  isLimited: boolean | 0 | 1;
  limitedCaseQuantity: number | string;
  isAllowWebsite: boolean | 0 | 1;
  isAllowCabinet: boolean | 0 | 1;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, '.000000Z');
const art = (name: string, label: string, hue: number) =>
  `/img/banner/${name}.svg?label=${encodeURIComponent(label)}&hue=${hue}`;

/** One banner of every kind: website-only, cabinet-only, both, expiring soon, expired, limited with and without cases left. */
export function seedBanners(now = Date.now()): BannerRecord[] {
  const base = { isLimited: 0 as const, limitedCaseQuantity: 0, btnLink: '/donate#cases' };
  return [
    {
      ...base,
      kind: 'website',
      thumbnail: art('spring', 'Spring', 140),
      description:
        '<p><strong>Весенний кейс</strong></p><p>Легендарный транспорт с шансом <strong>x2</strong> до конца акции.</p>',
      btnTitle: 'Открыть кейс',
      expiredAt: iso(now + 5 * DAY + 3_723_000),
      isAllowWebsite: 1,
      isAllowCabinet: 0,
    },
    {
      ...base,
      kind: 'cabinet',
      thumbnail: art('cashback', 'Cashback', 200),
      description: '<p><strong>Кешбэк 10%</strong></p><p>Только для игроков: возврат монет за каждую покупку.</p>',
      btnTitle: 'В магазин',
      btnLink: '/donate',
      expiredAt: iso(now + 3 * DAY),
      isAllowWebsite: 0,
      isAllowCabinet: 1,
    },
    {
      ...base,
      kind: 'both',
      thumbnail: art('weekend', 'x2', 20),
      description:
        '<p><strong>Двойные монеты</strong></p><p>Все выходные — вдвое больше OC за пополнение.</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="alert(1)">Условия</a>',
      btnTitle: 'В магазин',
      btnLink: '/donate',
      expiredAt: iso(now + 10 * DAY),
      isAllowWebsite: true,
      isAllowCabinet: true,
    },
    {
      ...base,
      kind: 'expiring',
      thumbnail: art('flash', 'Flash', 340),
      description: '<p><strong>Молниеносная скидка</strong></p><p>−30% на премиум, осталось совсем немного.</p>',
      btnTitle: 'Успеть',
      btnLink: '/donate',
      expiredAt: iso(now + 90_000),
      isAllowWebsite: 1,
      isAllowCabinet: 1,
    },
    {
      ...base,
      kind: 'expired',
      thumbnail: art('winter', 'Winter', 220),
      description: '<p><strong>Зимний кейс</strong></p><p>Акция завершена.</p>',
      btnTitle: 'Открыть',
      expiredAt: iso(now - DAY),
      isAllowWebsite: 1,
      isAllowCabinet: 1,
    },
    {
      ...base,
      kind: 'limited',
      thumbnail: art('limited', 'Limited', 280),
      description: '<p><strong>Лимитированный кейс «Nova»</strong></p><p>Тираж ограничен.</p>',
      btnTitle: 'Купить',
      expiredAt: iso(now + 7 * DAY),
      isLimited: 1,
      limitedCaseQuantity: '37',
      isAllowWebsite: 1,
      isAllowCabinet: 1,
    },
    {
      ...base,
      kind: 'sold-out',
      thumbnail: art('sold', 'Sold out', 0),
      description: '<p><strong>Кейс «Коллекционер»</strong></p><p>Все кейсы проданы, но акция ещё идёт.</p>',
      btnTitle: 'Подробнее',
      expiredAt: iso(now + 2 * DAY),
      isLimited: true,
      limitedCaseQuantity: 0,
      isAllowWebsite: 0,
      isAllowCabinet: 1,
    },
  ];
}
