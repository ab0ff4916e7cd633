export const registry = {
  'online-counter': () => import('./online-counter/index'),
  auth: () => import('./auth/index'),
};
