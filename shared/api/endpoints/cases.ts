import type { Client } from '../client';
import { OpenMultipleResponse, OpenResponse, UserCaseResponse, UserCasesResponse } from '../schemas/cases';

/** A player's own cases: the cabinet's inventory and the roulette (the shop's cases are in ./goods). */
export const casesEndpoints = (client: Client) => ({
  userCases: () => client.get('/api/v1/cases/user', UserCasesResponse, { fresh: true }).then((r) => r.data.userCases),
  userCase: (id: number) =>
    client.get(`/api/v1/cases/user/${id}`, UserCaseResponse, { fresh: true }).then((r) => r.data),
  open: (caseId: number) =>
    client.send('POST', '/api/v1/cases/open/', OpenResponse, { body: { case_id: caseId } }).then((r) => r.data),
  openMultiple: (caseId: number, count: number) =>
    client
      .send('POST', '/api/v1/cases/open-multiple/', OpenMultipleResponse, { body: { case_id: caseId, count } })
      .then((r) => r.data),
});
