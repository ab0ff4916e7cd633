import type { Client } from '../client';
import {
  CaseShowResponse,
  CasesResponse,
  OpenMultipleResponse,
  OpenResponse,
  UserCaseResponse,
  UserCasesResponse,
} from '../schemas/cases';

export const casesEndpoints = (client: Client) => ({
  userCases: () => client.get('/api/v1/cases/user', UserCasesResponse, { fresh: true }).then((r) => r.data.userCases),
  userCase: (id: number) =>
    client.get(`/api/v1/cases/user/${id}`, UserCaseResponse, { fresh: true }).then((r) => r.data),
  list: () => client.get('/api/one-rp/cases', CasesResponse).then((r) => r.data.cases),
  show: (id: number) => client.get(`/api/one-rp/cases/show/${id}`, CaseShowResponse).then((r) => r.data),
  open: (caseId: number) =>
    client.send('POST', '/api/v1/cases/open/', OpenResponse, { body: { case_id: caseId } }).then((r) => r.data),
  openMultiple: (caseId: number, count: number) =>
    client
      .send('POST', '/api/v1/cases/open-multiple/', OpenMultipleResponse, { body: { case_id: caseId, count } })
      .then((r) => r.data),
});
