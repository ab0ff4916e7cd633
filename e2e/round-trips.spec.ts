import { expect, test } from './support/fixtures';
import { lastRound, loadInRounds, type Round } from './support/round-trips';

// Round trips from the page to every first-wave widget's data (docs/PERFORMANCE.md, "At a phone's
// network"): counted from what waits for what (e2e/support/round-trips.ts), never from times. At 150 ms a
// request each round trip is 150 ms on a phone, so the count is the goal: ≤ 4 with the one `widgets.js`
// tag, ≤ 3 where the page carries the backend's preload tags (docs/BACKEND.md).
const PAGES: { name: string; path: string; user?: string; most: number }[] = [
  { name: 'home', path: '/', most: 4 },
  { name: 'donate', path: '/donate', most: 4 },
  { name: 'auth', path: '/auth', most: 4 },
  // These two carry the backend's preload tags (host-fixtures/pages/preload.ts).
  { name: 'cabinet', path: '/cabinet', user: 'verified', most: 3 },
  { name: 'case', path: '/cabinet/case?id=41', user: 'rich', most: 3 },
  // Not yet at the goal of 4: the route's lazy part waits for the shop's files, then the lazy parts'
  // manifest, then its 16 chunks; its goods then wait for the player's server (GET /api/v1/user) unless
  // the API sends them in the case's answer (docs/PERFORMANCE.md, "At a phone's network"). Held here so it
  // gets no worse.
  { name: 'case purchase', path: '/donate/case/5', user: 'rich', most: 7 },
];

/** The API's answers (under the fixture session's `/s/…/`), and the widgets' own files before they were ready. */
const isData = (url: string) => /^\/s\/[^/]+\/api\//.test(new URL(url).pathname);
const isFirstWaveCode = (url: string, round: Round) =>
  !round.afterReady && /^\/widgets\/.*\.(js|css|json)$/.test(new URL(url).pathname);

for (const page of PAGES)
  test(`${page.name}: data within ${page.most} round trips`, async ({ page: tab, fx }) => {
    if (page.user) await fx.signInAs(page.user);
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
