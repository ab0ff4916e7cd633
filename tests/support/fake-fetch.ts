/** A fetch that answers from a route table and records every request: the network of unit tests. */
export interface Recorded {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'hang';
export type Handler = (request: Recorded) => Reply | Promise<Reply>;
export type Routes = Record<string, Handler | Reply>;

export function fakeFetch(routes: Routes) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = init.body == null ? '' : String(init.body);
    const recorded: Recorded = {
      method: (init.method ?? request.method).toUpperCase(),
      url: url.href,
      path: url.pathname,
      headers: lowerCased(new Headers(init.headers ?? request.headers)),
      body: text ? safeJson(text) : undefined,
    };
    requests.push(recorded);
    const route = routes[`${recorded.method} ${recorded.path}`];
    const reply =
      typeof route === 'function' ? await route(recorded) : (route ?? { status: 404, body: { message: 'Not found' } });
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise((_, reject) => {
        const signal = init.signal ?? request.signal;
        signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('aborted', 'AbortError')));
      });
    }
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

// Node's Headers give names lower-cased and happy-dom's as sent; tests read one spelling in both.
function lowerCased(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers.entries()].map(([name, value]) => [name.toLowerCase(), value]));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
