import { createServer, type IncomingMessage } from 'node:http';
import { operations } from '../../contract/openapi';

// A backend with one integrator's mistake planted: a proxy in front of a fixture API session that changes
// the requests it reads or the answers it gives, as that backend would. Everything else is the fixture's.

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Exchange {
  id: string | undefined;
  method: string;
  status: number;
  headers: Record<string, string>;
  body: Body | undefined;
}
export interface Fault {
  /** Rewrites the request body the backend reads (it may ask the upstream API first). */
  request?: (id: string, body: Body, ask: (path: string) => Promise<Body>) => Promise<Body> | Body;
  answer?: (x: Exchange) => void;
}

const user = (x: Exchange) => (x.id === 'user' && x.status < 300 ? x.body?.data?.user : undefined);

/** The twelve mistakes of a backend trial, and two earlier ones. */
export const FAULTS = {
  'isTwoFa for isTwoFaEnabled': {
    answer(x) {
      const u = user(x);
      if (u) [u.isTwoFa, u.isTwoFaEnabled] = [u.isTwoFaEnabled, undefined];
    },
  },
  'donate-data wrapped': { answer: (x) => void (x.id === 'donate-data' && (x.body = { data: x.body })) },
  'Authorization not allowed by CORS': {
    answer: (x) =>
      void (x.method === 'OPTIONS' && (x.headers['access-control-allow-headers'] = 'Content-Type, Accept')),
  },
  "the cart's title not echoed": { answer: (x) => void (x.id === 'donate-cart' && delete x.body?.data?.title) },
  "the cart's bonus not echoed": { answer: (x) => void (x.id === 'donate-cart' && delete x.body?.data?.bonus) },
  'user-case and case ids swapped': {
    answer(x) {
      if (x.id === 'user-cases') for (const u of x.body?.data?.userCases ?? []) [u.id, u.case.id] = [u.case.id, u.id];
    },
  },
  '"false" as a string': {
    answer(x) {
      const u = user(x);
      if (u) u.isTwoFaEnabled = String(u.isTwoFaEnabled);
    },
  },
  'preflight answers not cached': {
    answer: (x) => void (x.method === 'OPTIONS' && delete x.headers['access-control-max-age']),
  },
  'no CORS on error answers': {
    answer: (x) => void (x.status >= 400 && delete x.headers['access-control-allow-origin']),
  },
  'the payment url on http': {
    answer(x) {
      if (x.id === 'donate-order' && x.body?.data) x.body.data.url = 'http://pay.example.net/order/1';
    },
  },
  "open reads case_id as the user case's id": {
    async request(id, body, ask) {
      if (id !== 'cases-open' && id !== 'cases-open-multiple') return body;
      const owned = ((await ask('/api/v1/cases/user')).data?.userCases ?? []) as Body[];
      return { ...body, case_id: owned.find((u) => u.id === body.case_id)?.case.id ?? 0 };
    },
  },
  '500 for an unknown case': {
    answer(x) {
      if (x.id === 'one-rp-case' && x.status === 404) [x.status, x.body] = [500, { message: 'Server Error' }];
    },
  },
  'no Content-Language': { answer: (x) => void delete x.headers['content-language'] },
  'servers without id': {
    answer(x) {
      if (x.id === 'servers') for (const s of x.body?.data?.servers ?? []) delete s.id;
    },
  },
  'an unknown banner field': {
    answer(x) {
      if (x.id === 'banner') for (const b of x.body?.data?.banners ?? []) b.promoColor = 'gold';
    },
  },
} satisfies Record<string, Fault>;
export type FaultName = keyof typeof FAULTS;

const routes = operations().map((op) => ({
  op,
  pattern: new RegExp(`^${op.template.replace(/\/$/, '').replace(/\{\w+\}/g, '[^/]+')}/?$`),
}));
const PASSED = ['authorization', 'accept', 'accept-language', 'content-type', 'origin'];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => resolve(raw));
  });

/** The fixture API at `upstream` (a session's apiUrl) with `faults` planted; its own base URL. */
export async function plantedBackend(upstream: string, faults: (FaultName | Fault)[]) {
  const planted: Fault[] = faults.map((f) => (typeof f === 'string' ? FAULTS[f] : f));
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://planted');
      const method = req.method ?? 'GET';
      const found = routes.find(
        (r) => (r.op.request.method === method || method === 'OPTIONS') && r.pattern.test(url.pathname),
      );
      const headers: Record<string, string> = {};
      for (const name of [
        ...PASSED,
        ...(method === 'OPTIONS' ? ['access-control-request-method', 'access-control-request-headers'] : []),
      ])
        if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      const ask = async (path: string) => (await (await fetch(upstream + path, { headers })).json()) as Body;
      let raw = await read(req);
      if (raw && found)
        for (const f of planted)
          if (f.request) raw = JSON.stringify(await f.request(found.op.id, JSON.parse(raw) as Body, ask));
      const answer = await fetch(upstream + url.pathname + url.search, {
        method,
        headers,
        body: raw || undefined,
        redirect: 'manual',
      });
      const text = await answer.text();
      const x: Exchange = {
        id: method === 'OPTIONS' ? undefined : found?.op.id,
        method,
        status: answer.status,
        headers: Object.fromEntries(
          [...answer.headers].filter(
            ([k]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k),
          ),
        ),
        body: text ? (JSON.parse(text) as Body) : undefined,
      };
      for (const f of planted) f.answer?.(x);
      res.writeHead(x.status, x.headers);
      res.end(x.body === undefined ? '' : JSON.stringify(x.body));
    })().catch((error: Error) => {
      res.writeHead(502);
      res.end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
