import { expect, test } from './support/fixtures';
import { lastRound, loadInRounds, type Round } from './support/round-trips';

// Round trips from the page to every first-wave widget's data (docs/PERFORMANCE.md, "At a phone's
// network"): counted from what waits for what (e2e/support/round-trips.ts), never from times. At 150 ms a
// request each round trip is 150 ms on a phone, so the count is the goal: ≤ 4 with the one `widgets.js`
// tag, ≤ 3 where the page carries the backend's preload tags (docs/BACKEND.md).
const PAGES: { name: string; path: string; user?: string; from?: string; most: number }[] = [
  { name: 'home', path: '/', most: 4 },
  { name: 'donate', path: '/donate', most: 4 },
  { name: 'auth', path: '/auth', most: 4 },
  // These two carry the backend's preload tags (host-fixtures/pages/preload.ts).
  { name: 'cabinet', path: '/cabinet', user: 'verified', most: 3 },
  { name: 'case', path: '/cabinet/case?id=41', user: 'rich', most: 3 },
  // The case purchase page, reached from the shop (which stored the player's server, what its goods are
  // asked for: docs/PERFORMANCE.md, "At a phone's network"), its route's part with the first wave.
  { name: 'case purchase', path: '/donate/case/5', user: 'rich', from: '/donate', most: 4 },
  { name: 'case purchase, preload tags', path: '/donate/case/5?tags=preload', user: 'rich', from: '/donate', most: 3 },
  // The first page after sign-in: no player stored, so nothing names the player's server before
  // GET /api/v1/user; the case's answer carries its goods for that server (docs/BACKEND.md).
  { name: 'case purchase, no player stored', path: '/donate/case/5', user: 'rich', most: 4 },
  { name: 'case purchase, no player stored, preload tags', path: '/donate/case/5?tags=preload', user: 'rich', most: 3 },
];

/** The API's answers (under the fixture session's `/s/…/`), and the widgets' own files before they were ready. */
const isData = (url: string) => /^\/s\/[^/]+\/api\//.test(new URL(url).pathname);
const isFirstWaveCode = (url: string, round: Round) =>
  !round.afterReady && /^\/widgets\/.*\.(js|css|json)$/.test(new URL(url).pathname);

for (const page of PAGES)
  test(`${page.name}: data within ${page.most} round trips`, async ({ page: tab, fx }) => {
    if (page.user) await fx.signInAs(page.user);
    if (page.from) {
      // The page before, in the same visit; routing the requests then keeps the HTTP cache out (cold).
      await tab.goto(page.from);
      await expect.poll(() => tab.evaluate(() => localStorage.getItem('user') ?? '')).toContain('server');
    }
    const rounds = await loadInRounds(tab, page.path);
    const described = rounds.map(
      (r, i) => `${i + 1}: ${r.urls.map((u) => new URL(u).pathname + new URL(u).search).join(' ')}`,
    );
    const data = lastRound(rounds, isData);
    expect(data, `no API request: ${described.join('\n')}`).toBeGreaterThan(0);
    const toData = Math.max(data, lastRound(rounds, isFirstWaveCode));
    expect(toData, described.join('\n')).toBeLessThanOrEqual(page.most);
    // The reads the runtime starts early are the widgets' own: none asked twice, none in vain.
    const reads = rounds.flatMap((r) => r.urls).filter(isData);
    expect(reads.length, described.join('\n')).toBe(new Set(reads).size);
    // The preload tags and the loader ask for each file once.
    const files = rounds.flatMap((r) => r.urls).filter((url) => new URL(url).pathname.startsWith('/widgets/'));
    expect(files.length, described.join('\n')).toBe(new Set(files).size);
  });
