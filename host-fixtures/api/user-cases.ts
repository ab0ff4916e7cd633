import { ok } from './reply';
import type { Route } from './types';

/** The cases a player owns (inventory list). The single user case and opening live in the roulette's area. */
export const routes: Route[] = [
  {
    id: 'user-cases',
    method: 'GET',
    path: '/api/v1/cases/user',
    auth: true,
    malformed: { data: { userCases: [{ id: 'x' }] } },
    handle({ state, user }) {
      const userCases = state.cases.userCases
        .filter((uc) => uc.userId === user.id)
        .flatMap((uc) => {
          const c = state.cases.cases.find((k) => k.id === uc.caseId);
          return c ? [{ id: uc.id, count: uc.count, case: { id: c.id, name: c.name, imageName: c.imageName } }] : [];
        });
      return ok({ userCases });
    },
  },
];
