import type { ServerResponse } from 'node:http';
import { icons as gameIcons } from '@iconify-json/game-icons';
import { siBinance, siBitcoin, siEthereum, siLitecoin, siPaypal, siStripe, siTether } from 'simple-icons';

// Artwork for the seed data, drawn from two open icon sets (pinned in package.json):
// game-icons.net via @iconify-json/game-icons (CC BY 3.0, credited on /gallery and in docs/TESTING.md) and
// simple-icons (CC0) for payment logos. Pictures carry no text: the name is printed below them.

/** The widgets' rarity colours (shared/ui/theme.css), so a picture's backdrop matches its frame. */
const RARITY: Record<string, string> = {
  simple: '#9aa3b5',
  common: '#4f9dff',
  improved: '#35c46b',
  rare: '#a259ff',
  legendary: '#ffb648',
  epic: '#ff4d6d',
};

/** A word in the picture's label → its game icon; checked in order, first match wins. */
const BY_LABEL: [RegExp, string][] = [
  [/canister/i, 'jerrycan'],
  [/toolbox/i, 'toolbox'],
  [/bandage/i, 'bandage-roll'],
  [/map/i, 'treasure-map'],
  [/jacket/i, 'moncler-jacket'],
  [/bike/i, 'dutch-bike'],
  [/phone/i, 'smartphone'],
  [/sedan/i, 'city-car'],
  [/watch/i, 'pocket-watch'],
  [/key/i, 'house-keys'],
  [/coupe/i, 'race-car'],
  [/yacht/i, 'speed-boat'],
  [/supercar/i, 'f1-car'],
  [/mansion/i, 'family-house'],
  [/starter/i, 'wooden-crate'],
  [/gold/i, 'locked-chest'],
  [/winter/i, 'snowflake-1'],
  [/legend/i, 'crown'],
  [/collector/i, 'gems'],
  [/premium/i, 'crown'],
  [/services/i, 'wrench'],
  [/offers|special/i, 'present'],
  [/cashback/i, 'two-coins'],
  [/trailer/i, 'castle'],
  [/update/i, 'anvil-impact'],
];
const BY_KIND: Record<string, string[]> = {
  case: ['locked-chest', 'open-chest', 'wooden-crate'],
  item: ['cut-diamond', 'gems', 'gold-bar'],
  coupon: ['ticket'],
  coin: ['two-coins', 'coins', 'gold-bar', 'money-stack'],
  status: ['star-medal', 'medal', 'laurel-crown', 'trophy'],
  milestone: ['flag-objective', 'trophy'],
  banner: ['present', 'open-treasure-chest', 'star-formation'],
  product: ['crown', 'wrench'],
  goods: ['swap-bag', 'present', 'locked-chest', 'knapsack'],
  video: ['film-projector'],
  news: ['newspaper', 'castle', 'sailboat', 'village'],
};
const PAYMENT: Record<string, { path: string; hex: string }> = {
  stripe: siStripe,
  bitcoin: siBitcoin,
  ethereum: siEthereum,
  litecoin: siLitecoin,
  tether: siTether,
  'binance coin': siBinance,
  paypal: siPaypal,
};

function pickIcon(kind: string, name: string, label: string): string {
  const byLabel = BY_LABEL.find(([re]) => re.test(label));
  if (byLabel) return byLabel[1];
  const list = BY_KIND[kind] ?? ['cut-diamond'];
  return list[hash(name) % list.length]!;
}

function artSvg(kind: string, name: string, query: URLSearchParams): string {
  const rarity = RARITY[query.get('rarity') ?? ''];
  const hue = Number(query.get('hue') ?? hash(name) % 360);
  const tint = rarity ?? `hsl(${hue} 70% 55%)`;
  const icon = gameIcons.icons[pickIcon(kind, name, query.get('label') ?? '')] ?? gameIcons.icons['cut-diamond']!;
  const wide = kind === 'news' || kind === 'video';
  const [w, h] = wide ? [320, 180] : [220, 220];
  const size = wide ? 110 : 132;
  const rx = wide ? 0 : 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><radialGradient id="g" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${tint}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${tint}" stop-opacity="0.28"/><stop offset="1" stop-color="#141624"/></radialGradient></defs>
<rect width="${w}" height="${h}" rx="${rx}" fill="#141624"/><rect width="${w}" height="${h}" rx="${rx}" fill="url(#g)"/>
<g color="#fff" transform="translate(${(w - size) / 2} ${(h - size) / 2}) scale(${size / 512})" opacity="0.95">${icon.body}</g>
</svg>`;
}

// Methods without a mark in simple-icons: a game icon on the colour each brand is known by (no text, as above).
const PAYMENT_ICON: Record<string, { icon: string; hex: string }> = {
  other: { icon: 'swipe-card', hex: '6b7280' },
  advcash: { icon: 'wallet', hex: '0d9f6e' },
  'perfect money': { icon: 'banknote', hex: 'e0262b' },
  paypalych: { icon: 'pay-money', hex: '5b3fd6' },
};

function paymentSvg(name: string): string | undefined {
  const mark = PAYMENT_ICON[name.toLowerCase()];
  const body = mark && gameIcons.icons[mark.icon]?.body;
  if (mark && body)
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
<rect width="32" height="32" rx="7" fill="#${mark.hex}"/><g color="#fff" transform="translate(5 5) scale(${22 / 512})">${body}</g></svg>`;
  const logo = PAYMENT[name.toLowerCase()];
  if (!logo) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
<rect width="32" height="32" rx="7" fill="#fff"/><g transform="translate(5 5) scale(0.9167)"><path fill="#${logo.hex}" d="${logo.path}"/></g></svg>`;
}

/** `/img/<kind>/<name>.svg?rarity=…|hue=…&label=…` (label picks the icon; it is never drawn), `/img/pay/<method>.svg`. */
export function serveImage(res: ServerResponse, path: string, query: URLSearchParams): void {
  const [, kind = 'item', file = 'x.svg'] = path.split('/').filter(Boolean);
  const name = decodeURIComponent(file.replace(/\.svg$/, ''));
  const svg = kind === 'pay' ? paymentSvg(name) : artSvg(kind, name, query);
  if (!svg) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('no such logo');
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=3600',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(svg);
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
