import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';

/**
 * The donate shop: products of every type (one coming soon), One Coins bonus tiers, payment groups with
 * every payment method, special-offer goods (descriptions with markup, one unsafe on purpose), and the
 * carts and card orders players create. Images are the host's placeholder artwork (`/img/...`).
 */
export interface BonusTierRecord {
  price_from: number;
  price_to: number;
  bonus_coefficient: number;
  image: string;
  title: string;
  price_text: string;
}

export interface ProductRecord {
  id: number;
  title: string;
  type: string;
  image: string;
  is_coming_soon: boolean;
  tab_title: string;
  base_price: number | null;
  one_coin_price_range: { from: number; to: number } | null;
  one_coin_bonuses: BonusTierRecord[];
}

export interface GoodsRecord {
  id: number;
  name: string;
  description: string;
  image: string;
  price: number;
  premiumCoinsPrice: number;
  count: number;
  quantity: number;
  product_type: string;
  product_id: number;
  isCaseBundle: boolean;
}

export interface OrderRecord {
  id: number;
  userId: number | null;
  cart: Record<string, unknown>;
  paymentMethod: string;
  createdAt: string;
  status: 'pending' | 'paid' | 'failed';
}

const tier = (from: number, to: number, coefficient: number, title: string): BonusTierRecord => ({
  price_from: from,
  price_to: to,
  bonus_coefficient: coefficient,
  title,
  price_text: `${from}–${to} €`,
  image: `/img/coin/${from}.svg?hue=${40 + from}&label=${encodeURIComponent(title)}`,
});

export const PAYMENT_GROUPS = [
  {
    title: 'Card',
    methods: [
      { name: 'stripe', title: 'Card (Stripe)', image: '/img/pay/stripe.svg' },
      { name: 'other', title: 'Other method', image: '/img/pay/other.svg' },
    ],
  },
  {
    title: 'E-wallets',
    // No mark in simple-icons: a game icon on the brand's colour (host-fixtures/http/images.ts).
    methods: ['Advcash', 'Perfect Money', 'paypalych'].map((name) => ({
      name,
      title: name === 'paypalych' ? 'Paypalych' : name,
      image: `/img/pay/${encodeURIComponent(name.toLowerCase())}.svg`,
    })),
  },
  {
    title: 'Crypto',
    // Logos from simple-icons (host-fixtures/http/images.ts).
    methods: ['Bitcoin', 'Ethereum', 'Litecoin', 'Tether', 'Binance Coin'].map((name) => ({
      name,
      title: name,
      image: `/img/pay/${encodeURIComponent(name.toLowerCase())}.svg`,
    })),
  },
];

function products(): ProductRecord[] {
  const base = { image: '', is_coming_soon: false, base_price: null, one_coin_price_range: null, one_coin_bonuses: [] };
  return [
    {
      ...base,
      id: 1,
      title: 'One Coins',
      type: 'one_coin',
      tab_title: 'One Coins',
      image: '/img/coin/oc.svg?hue=45&label=OC',
      base_price: 0.1,
      // From 1 € (10 coins): above the 5 a tier starting at 0 jumps to, so the raise to the minimum shows.
      one_coin_price_range: { from: 1, to: 3000 },
      one_coin_bonuses: [
        tier(0, 9.99, 1, 'Start'),
        tier(10, 49.99, 1.05, '+5%'),
        tier(50, 99.99, 1.1, '+10%'),
        tier(100, 3000, 1.2, '+20%'),
      ],
    },
    {
      ...base,
      id: 2,
      title: 'Premium accounts',
      type: 'Premium',
      tab_title: 'Premium',
      is_coming_soon: true,
      image: '/img/product/premium.svg?hue=280&label=Premium',
    },
    {
      ...base,
      id: 3,
      title: 'Special offers',
      type: 'goods',
      tab_title: 'Special offers',
      image: '/img/goods/offers.svg?hue=10&label=Offers',
    },
    {
      ...base,
      id: 4,
      title: 'Services',
      type: 'Services',
      tab_title: 'Services',
      is_coming_soon: true,
      image: '/img/product/services.svg?hue=160&label=Services',
    },
    {
      ...base,
      id: 5,
      title: 'Cases',
      type: 'cases',
      tab_title: 'Cases',
      image: '/img/case/tab.svg?hue=200&label=Cases',
    },
  ];
}

const goodsImage = (id: number, label: string) =>
  `/img/goods/${id}.svg?hue=${(id * 47) % 360}&label=${encodeURIComponent(label)}`;

function goods(): GoodsRecord[] {
  const item = (
    g: Omit<GoodsRecord, 'image' | 'quantity' | 'product_type'> & { product_type?: string },
  ): GoodsRecord => ({
    product_type: 'cases',
    quantity: 1,
    image: goodsImage(g.id, g.name),
    ...g,
  });
  return [
    item({
      id: 101,
      name: 'Starter case',
      description: 'One <b>Starter</b> case.',
      price: 2.5,
      premiumCoinsPrice: 25,
      count: 1,
      product_id: 1,
      isCaseBundle: true,
    }),
    item({
      id: 102,
      name: 'Gold case bundle',
      description:
        '<p>Twenty <em>Gold</em> cases at once.</p><img src="/img/goods/gold.svg?hue=40" alt="" width="24" height="24">',
      price: 179.99,
      premiumCoinsPrice: 0,
      count: 20,
      product_id: 2,
      isCaseBundle: true,
    }),
    item({
      id: 103,
      name: 'Gold case',
      description: 'One Gold case for coins.<script>alert(1)</script>',
      price: 0,
      premiumCoinsPrice: 100,
      count: 1,
      product_id: 2,
      isCaseBundle: true,
    }),
    item({
      id: 104,
      name: 'Winter bundle',
      description: 'Five <i>Winter</i> cases for coins.',
      price: 0,
      premiumCoinsPrice: 900,
      count: 5,
      product_id: 3,
      isCaseBundle: true,
    }),
  ];
}

export function seedDonate() {
  return {
    products: products(),
    paymentGroups: PAYMENT_GROUPS,
    goods: goods(),
    offer: {
      title: 'Cases from 20',
      description: '<p>Special offers: <strong>case bundles</strong> cheaper than one by one.</p>',
      image: '/img/goods/offer.svg?hue=20&label=Special',
    },
    /** The cart saved last, per bearer token ('' for visitors). */
    carts: {} as Record<string, Record<string, unknown>>,
    orders: [] as OrderRecord[],
    /** The locale of the donate page served last: the payment page returns to it. */
    locale: DEFAULT_LOCALE as Locale,
  };
}
