import { number, object, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { recordOn } from '../../contract/record';

const First = type({ data: object({ id: number(), name: string() }) });
const Second = type({ data: object({ total: number() }) });

describe('the contract recorder (contract/record.ts)', () => {
  it('records the one request of a call, whatever its .then makes of the answer', () => {
    const request = recordOn((client) => client.get('/api/v1/first', First).then((r) => r.data.name.length));
    expect(request).toMatchObject({ method: 'GET', path: '/api/v1/first', site: false });
  });

  it('sees a request started in the .then of another answer (B read after A answered), and refuses the call', () => {
    expect(() =>
      recordOn((client) =>
        client
          .get('/api/v1/first', First)
          .then((r) => client.send('POST', `/api/v1/second/${r.data.id}`, Second, { body: { name: r.data.name } })),
      ),
    ).toThrow('expected one request, got 2: GET /api/v1/first, POST /api/v1/second/0');
  });

  it('sees a request started after a failed answer was handled', () => {
    expect(() =>
      recordOn((client) =>
        client
          .get('/api/v1/first', First)
          .then(() => {
            throw new Error('refused');
          })
          .catch(() => client.get('/api/v1/second', Second)),
      ),
    ).toThrow('got 2: GET /api/v1/first, GET /api/v1/second');
  });
});
