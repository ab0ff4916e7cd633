import type { Page, Request, Route } from '@playwright/test';

/** One round: the requests the page made while the round before it was being answered. */
export interface Round {
  urls: string[];
  /** Whether the widgets were ready (the `widgets:ready` mark) when this round went out. */
  afterReady: boolean;
}

/**
 * The page has handled every answer in `urls` (each has its Resource Timing entry, which the page adds when
 * it takes the answer in) and has nothing left to do: three background-priority tasks in a row, which run
 * only when no other task is queued (a widget's render after `scheduler.yield()`, a network event).
 */
const settled = (page: Page, urls: string[]) =>
  page
    .evaluate(async (answered) => {
      const seen = () => new Set(performance.getEntriesByType('resource').map((e) => e.name));
      while (!answered.every((url) => seen().has(url))) await new Promise((r) => setTimeout(r, 10));
      const background = () => scheduler.postTask(() => undefined, { priority: 'background' });
      for (let i = 0; i < 3; i++) await background();
    }, urls)
    .catch(() => undefined); // between documents: the next check asks again

const ready = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('widgets:ready').length > 0).catch(() => false);

/**
 * Loads `path` answering its requests in rounds, the way a slow network with no bandwidth limit would if
 * every answer took the same time: every request the page has made is held; when the page has nothing left
 * to do, all held requests are answered at once, and whatever the page asks for in reaction is the next
 * round. A request's round is then its depth in the graph of what waits for what, whatever the machine's
 * speed: a busy machine only makes the wait for idle longer. (HTTP/2's count: no connection limit.)
 */
export async function loadInRounds(page: Page, path: string): Promise<Round[]> {
  const held: Route[] = [];
  const open = new Set<Request>();
  const answered: string[] = []; // every answer but the page's, which has no resource entry
  const done = (request: Request) => open.delete(request);
  const finished = (request: Request) => {
    if (open.delete(request) && request.resourceType() !== 'document') answered.push(request.url());
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', done);
  await page.route('**/*', (route) => {
    held.push(route);
  });
  const navigation = page.goto(path, { waitUntil: 'commit' }).catch(() => undefined);
  const rounds: Round[] = [];
  while (held.length === 0) await page.waitForTimeout(20);
  for (;;) {
    // Settled: every answer of the last round delivered, the page idle twice with nothing new asked (the
    // page itself, the first round, goes at once: there is no document to ask before it commits).
    let quiet = rounds.length === 0 ? 2 : 0;
    while (quiet < 2) {
      const before = held.length;
      while (open.size > 0) await page.waitForTimeout(20);
      await settled(page, answered);
      await page.waitForTimeout(50);
      quiet = held.length === before && open.size === 0 ? quiet + 1 : 0;
    }
    if (held.length === 0) break;
    const round = held.splice(0);
    // (Nothing is asked of the page before its document is in: the question would wait for it.)
    const afterReady = rounds.length > 0 && (await ready(page));
    rounds.push({ urls: round.map((r) => r.request().url()), afterReady });
    for (const route of round) open.add(route.request());
    await Promise.all(round.map((route) => route.continue()));
    if (rounds.length === 1) await navigation;
  }
  await page.unroute('**/*');
  page.off('requestfinished', finished);
  page.off('requestfailed', done);
  return rounds;
}

/** The round (1: the page itself) of the last request `counts`, 0 if none does. */
export function lastRound(rounds: Round[], counts: (url: string, round: Round) => boolean): number {
  let last = 0;
  rounds.forEach((round, i) => {
    if (round.urls.some((url) => counts(url, round))) last = i + 1;
  });
  return last;
}
