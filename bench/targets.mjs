// What the bench measures. Pages get a seed player when they need one; widgets get the options they need alone.
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'donate', path: '/donate' },
  { name: 'auth', path: '/auth' },
  { name: 'cabinet', path: '/cabinet', user: 'verified' },
  { name: 'case', path: '/cabinet/case?id=41', user: 'rich' },
];

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
