import { stripLocale } from '../../shared/i18n/locales';

/** The donate area's client routes (docs/widgets/donate.md), from a path with or without the /uk or /en prefix. */
export type Route =
  { name: 'shop' } | { name: 'case'; id: number } | { name: 'verification' } | { name: 'success' } | { name: 'fail' };

export const PATHS = {
  shop: '/donate',
  verification: '/donate/verification-payment',
  success: '/donate/success',
  fail: '/donate/fail',
  case: (id: number) => `/donate/case/${id}`,
} as const;

export function parseRoute(path: string): Route {
  const clean = stripLocale(path).path.replace(/\/+$/, '');
  const caseMatch = /^\/donate\/case\/(\d+)$/.exec(clean);
  if (caseMatch) return { name: 'case', id: Number(caseMatch[1]) };
  if (clean === PATHS.verification) return { name: 'verification' };
  if (clean === PATHS.success) return { name: 'success' };
  if (clean === PATHS.fail) return { name: 'fail' };
  return { name: 'shop' };
}
