// What the bench measures. Pages get a seed player when they need one; widgets get the options they need alone.
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'donate', path: '/donate' },
  { name: 'auth', path: '/auth' },
  { name: 'cabinet', path: '/cabinet', user: 'verified' },
  { name: 'case', path: '/cabinet/case?id=41', user: 'rich' },
];

export const ROULETTE = { path: '/cabinet/case?id=41', user: 'rich', start: '[data-bench="open"]', done: '[data-bench="finished"]' };

export const WIDGETS = [
  { widget: 'online-counter' },
];
