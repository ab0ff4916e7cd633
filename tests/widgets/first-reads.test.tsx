import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS } from '../../shared/storage';
import { readFileSync } from 'node:fs';
import { PARTS_AT_BOOT, setPartFiles } from '../../shared/runtime/parts';
import { startFirstReads } from '../../widgets/first-reads';
import { fakeServices, memoryStorage } from '../support/services';

const page = (markup: string) => {
  document.body.innerHTML = markup;
  return document;
};
const paths = (requests: { url: string }[]) => requests.map((r) => new URL(r.url).pathname).sort();

afterEach(() => void (document.body.innerHTML = ''));

describe('first reads (render-as-you-fetch)', () => {
  it('asks for nothing a hostile mount point names: no prototype member, no path out of a case id', async () => {
    const { services, requests } = fakeServices({ config: { apiToken: 'tok' } });
    await startFirstReads(
      page(
        '<div data-widget="constructor"></div><div data-widget="__proto__"></div>' +
          '<div data-widget="roulette" data-user-case-id="../../admin"></div>' +
          '<div data-widget="roulette" data-user-case-id="99999999999"></div>' +
          '<div data-widget="roulette" data-user-case-id="0"></div>',
      ),
      services,
    );
    expect(requests).toEqual([]);
  });

  it("starts each first-wave widget's first GET once, deferred mount points aside", async () => {
    const { services, requests } = fakeServices({ config: { apiToken: 'tok' } });
    await startFirstReads(
      page(
        '<div data-widget="online-counter"></div><div data-widget="online-counter"></div>' +
          '<div data-widget="roulette" data-user-case-id="41"></div><div data-widget="cabinet"></div>' +
          '<div data-widget="banner" data-widget-defer></div>',
      ),
      services,
    );
    expect(paths(requests)).toEqual(['/api/v1/cases/user/41', '/api/v1/servers-statistic', '/api/v1/user']);
  });

  it('puts each request in a task of its own, none in the task that called it', async () => {
    const tasks: number[] = [];
    const { services, requests } = fakeServices({ config: { apiToken: 'tok' } });
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => setTimeout(() => (tasks.push(requests.length), resolve()))),
    });
    try {
      const started = startFirstReads(
        page('<div data-widget="online-counter"></div><div data-widget="cabinet"></div>'),
        services,
      );
      expect(requests).toEqual([]);
      await started;
      // Before each request's task, the requests made so far: one more each time.
      expect(tasks).toEqual([0, 1]);
      expect(requests).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks under the widget’s own conditions: a visitor, a closed banner, the donate route', async () => {
    const storage = memoryStorage();
    storage.session.set(KEYS.promoBannerClosed, true);
    const { services, requests, nav } = fakeServices({ storage });
    nav.path = () => '/en/donate/case/5';
    await startFirstReads(
      page(
        '<div data-widget="banner"></div><div data-widget="cabinet"></div><div data-widget="roulette" data-user-case-id="41"></div><div data-widget="auth"></div><div data-widget="donate"></div>',
      ),
      services,
    );
    // A visitor: the auth widget's server list only; the case page asks nothing of a visitor.
    expect(paths(requests)).toEqual(['/api/v1/servers']);
  });

  it("starts the signed-in case page's reads and its part; no goods read, a player stored or not", async () => {
    const storage = memoryStorage();
    const { services, requests, nav } = fakeServices({ config: { apiToken: 'tok' }, storage });
    const parts: string[] = [];
    setPartFiles((id) => (parts.push(id), Promise.reject(new Error('not in this test'))));
    nav.path = () => '/uk/donate/case/5';
    await startFirstReads(page('<div data-widget="donate"></div>'), services);
    const caseReads = ['/api/donate-data', '/api/one-rp/cases/show/5', '/api/v1/cases/user', '/api/v1/user'];
    expect(paths(requests)).toEqual(caseReads);
    expect(parts).toEqual(['widgets/donate/cases/case-page']);
    // The area stored the player's server: the case's answer carries its goods (docs/BACKEND.md), none asked.
    storage.local.set(KEYS.user, { email: 'a@b.c', server: 'alpha', premiumCoins: 1 });
    const stored = fakeServices({ config: { apiToken: 'tok' }, storage });
    stored.nav.path = () => '/donate/case/5';
    await startFirstReads(page('<div data-widget="donate"></div>'), stored.services);
    expect(paths(stored.requests)).toEqual(caseReads);
  });

  it('requests no part for the shop or a visitor on a case page', async () => {
    const parts: string[] = [];
    setPartFiles((id) => (parts.push(id), Promise.resolve()));
    const { services, nav } = fakeServices();
    nav.path = () => '/donate/case/5';
    await startFirstReads(page('<div data-widget="donate"></div>'), services);
    nav.path = () => '/donate';
    await startFirstReads(page('<div data-widget="donate"></div>'), services);
    nav.path = () => '/donate/success';
    await startFirstReads(page('<div data-widget="donate"></div>'), services);
    expect(parts).toEqual(['widgets/donate/result/result']);
  });

  it("is counted where the loader fetches the parts' manifest at boot (size-budgets.json partsAtBoot)", async () => {
    const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as { partsAtBoot: string[] };
    expect(budgets.partsAtBoot).toEqual([...PARTS_AT_BOOT]);
  });
});
