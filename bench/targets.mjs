// What the bench measures. Pages get a seed player when they need one; widgets get the options they need alone.
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'donate', path: '/donate' },
  { name: 'auth', path: '/auth' },
  { name: 'cabinet', path: '/cabinet', user: 'verified' },
  { name: 'case', path: '/cabinet/case?id=41', user: 'rich' },
];

/**
 * The pages measured at a phone's network (bench/network.mjs), each also warm: the visit's second page,
 * after `warmFrom`. The case purchase page is a client route of the shop (its lazy parts and their reads).
 */
export const NETWORK_PAGES = [
  ...PAGES.map((page) => ({ ...page, warmFrom: page.name === 'home' ? '/donate' : '/' })),
  { name: 'case purchase', path: '/donate/case/5', user: 'rich', warmFrom: '/' },
  // The same page with the backend's preload tags, its route's part with them (docs/BACKEND.md).
  { name: 'case purchase + tags', path: '/donate/case/5?tags=preload', user: 'rich', warmFrom: '/' },
];

/**
 * The pages Lighthouse scores (`--lighthouse`, bench/lighthouse.mjs): each loaded once, storage cleared, so
 * the case purchase page is the first page after sign-in (no player stored).
 */
export const LIGHTHOUSE_PAGES = [...PAGES, { name: 'case purchase', path: '/donate/case/5', user: 'rich' }];

/**
 * The goals at a phone's network (docs/PERFORMANCE.md, "At a phone's network"): round trips from the page to
 * every first-wave widget's data, HTTP/2, cold: ≤ 4 with the one `widgets.js` tag, ≤ 3 where the page carries
 * the backend's preload tags (docs/BACKEND.md); time to data better than the build before, cold and warm.
 * The React ratio is reported, not a goal; bytes are held by the page budgets (size-budgets.json).
 */
export const NETWORK_TARGETS = {
  roundTrips: '≤ 4 (≤ 3 with preload tags)',
  dataMs: 'faster than before',
  readyMs: '',
  tbtMs: 'no worse than before (≤ 50 ms)',
  cls: '0',
  roundTripsWire: 'reported',
  refetched: '0 warm',
};

export const ROULETTE = {
  path: '/cabinet/case?id=41',
  user: 'rich',
  start: '.wgt-roulette__open:not([disabled])',
  done: '.wgt-roulette__stage[data-phase="finished"]',
};

/** Mounted and unmounted `--cycles` times each on an empty page, signed in as `verified`. */
export const WIDGETS = [
  { widget: 'online-counter' },
  { widget: 'banner' },
  { widget: 'auth' },
  { widget: 'donate' },
  { widget: 'cabinet', user: 'verified' },
  { widget: 'roulette', user: 'verified', attrs: { 'data-user-case-id': '11' } },
];

/**
 * The interactions a player makes, each on a fresh load of its page (after that page's figures are read):
 * `target` is pressed with the mouse, `done` is what the player asked for being there.
 */
export const INTERACTIONS = [
  { name: 'burger menu', page: 'home', target: '[data-nav-burger]', done: '.wgt-nav-open' },
  { name: 'donate tab', page: 'donate', target: '[role="tab"][id$="-tab-goods"]', done: '.wgt-goods__row' },
  {
    name: 'Buy',
    page: 'donate',
    fill: { '.wgt-donate input[name="email"]': 'buyer@example.com' },
    target: '.wgt-donate__buy',
    done: '.wgt-donate__verify',
  },
  { name: 'cabinet tab (lazy)', page: 'cabinet', target: '[role="tab"][id$="-tab-inventory"]', done: '.wgt-inventory' },
  {
    name: 'roulette Open',
    page: 'case',
    target: '.wgt-roulette__open:not([disabled])',
    done: '.wgt-roulette__stage:not([data-phase="initial"])',
  },
];
