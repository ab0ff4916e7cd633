import { routes as auth } from './auth';
import { routes as banner } from './banner';
import { routes as email } from './email';
import { routes as coupons } from './coupons';
import { routes as referral } from './referral';
import { routes as donate } from './donate';
import { routes as casesOpen } from './cases-open';
import { routes as servers } from './servers';
import { routes as session } from './session';
import { routes as twoFa } from './two-fa';
import type { Route } from './types';
import { routes as user } from './user';
import { routes as userCases } from './user-cases';

/** Every fixture API route. To add an area: write `api/<area>.ts` exporting `routes`, list it here. */
export const apiRoutes: readonly Route[] = [
  ...servers,
  ...session,
  ...user,
  ...twoFa,
  ...coupons,
  ...userCases,
  ...referral,
  ...donate,
  ...casesOpen,
  ...auth,
  ...banner,
  ...email,
];

/** Endpoint ids that are not API routes but take scenarios too. */
export const WEB_ENDPOINTS = ['auth-store-token', 'bot-check'] as const;

export const endpointIds: ReadonlySet<string> = new Set([...apiRoutes.map((r) => r.id), ...WEB_ENDPOINTS]);

for (const [i, route] of apiRoutes.entries()) {
  if (apiRoutes.findIndex((r) => r.id === route.id) !== i) throw new Error(`duplicate endpoint id: ${route.id}`);
}
