import type { Reply, Routes } from '../../support/fake-fetch';

/** API answers for the donate component tests (the fixture host's seed, trimmed). */
export const servers = [
  { id: 1, key: 'one', title: 'Nova One' },
  { id: 2, key: 'two', title: 'Nova Two' },
];
export const donateData = {
  servers,
  products: [
    {
      id: 1,
      title: 'One Coins',
      type: 'one_coin',
      tab_title: 'One Coins',
      base_price: 0.1,
      one_coin_price_range: { from: 0.5, to: 3000 },
      one_coin_bonuses: [
        { price_from: 0, price_to: 9.99, bonus_coefficient: 1, title: 'Start', price_text: '0–9.99 €' },
        { price_from: 10, price_to: 49.99, bonus_coefficient: 1.05, title: '+5%', price_text: '10–49.99 €' },
      ],
    },
    { id: 2, title: 'Premium accounts', type: 'Premium', tab_title: 'Premium', is_coming_soon: true },
    { id: 3, title: 'Special offers', type: 'goods', tab_title: 'Special offers' },
    { id: 5, title: 'Cases', type: 'cases', tab_title: 'Cases' },
  ],
  payment_groups: [
    {
      title: 'Card',
      methods: [
        { name: 'stripe', title: 'Card' },
        { name: 'Bitcoin', title: 'Bitcoin' },
      ],
    },
  ],
};
export const goods = {
  data: {
    title: 'Offers',
    description: '<p>Bundles</p><script>window.bad = 1</script>',
    goods: [
      {
        id: 101,
        name: 'Starter case',
        description: 'One <b>Starter</b>',
        price: 2.5,
        premiumCoinsPrice: 25,
        count: 1,
        product_id: 1,
      },
      {
        id: 103,
        name: 'Gold case',
        description: 'For coins',
        price: 0,
        premiumCoinsPrice: 100,
        count: 1,
        product_id: 2,
      },
    ],
  },
};
export const user = {
  data: {
    user: {
      email: 'player@example.com',
      login: 'player',
      server: 'two',
      createdAt: '2024-01-01',
      premiumCoins: 150,
      isVerified: true,
    },
  },
};

export function routes(extra: Routes = {}): Routes {
  const reply = (body: unknown): Reply => ({ body });
  return {
    'GET /api/donate-data': reply(donateData),
    'GET /api/v1/goods': reply(goods),
    'GET /api/v1/user': reply(user),
    'POST /api/donate/cart': (r) => reply({ data: r.body, product_type: 'one_coin' }),
    'POST /api/donate/order': reply({ data: { url: 'http://pay.test/pay?order=1' } }),
    ...extra,
  };
}
