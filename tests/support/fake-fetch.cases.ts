import { expect, it } from 'vitest';
import { fakeFetch } from './fake-fetch';

/** One case run in node and in happy-dom: their Headers differ in the case of the names they give back. */
export function fakeFetchCases() {
  it('records header names lower-cased, whatever case they were sent in', async () => {
    const { fetch, requests } = fakeFetch({ 'GET /x': { body: {} } });
    await fetch('http://127.0.0.1/x', { headers: { Authorization: 'Bearer t', 'X-CSRF-TOKEN': 'c' } });
    await fetch(new Request('http://127.0.0.1/x', { headers: { 'Accept-Language': 'uk' } }));
    expect(requests.map((r) => r.headers)).toEqual([
      { authorization: 'Bearer t', 'x-csrf-token': 'c' },
      { 'accept-language': 'uk' },
    ]);
  });
}
