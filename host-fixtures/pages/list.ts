import { authPage } from './auth';
import { cabinetPage } from './cabinet';
import { casePage } from './case';
import { donatePage } from './donate';
import { emailVerificationPage } from './email-verification';
import { galleryPage } from './gallery';
import { homePage } from './home';
import { payPage } from './pay';
import { termsPage } from './terms';
import { doubleLoadPage } from './test-double-load';
import { isolationPage } from './test-isolation';
import { lateMountPage } from './test-late-mount';
import { videoEmbedPage } from './video-embed';
import type { PageEntry } from './types';

/**
 * Every host page, by path without the locale prefix (each also answers under /uk/ and /en/).
 * To add a page: write `pages/<name>.ts` exporting a PageFn and add an entry here; the gallery lists it.
 */
export const pages: readonly PageEntry[] = [
  { path: '/', page: homePage, label: 'Home', group: 'site' },
  { path: '/auth', page: authPage, label: 'Auth', group: 'site' },
  {
    path: '/donate',
    prefix: true,
    page: donatePage,
    label: 'Donate',
    group: 'site',
    examples: ['/donate/case/1', '/donate/verification-payment', '/donate/success', '/donate/fail'],
  },
  { path: '/pay', page: payPage, label: 'Fixture payment', group: 'tool', examples: ['/pay?order=7001'] },
  { path: '/cabinet', page: cabinetPage, label: 'Cabinet', group: 'site' },
  {
    path: '/cabinet/case',
    page: casePage,
    label: 'Case (roulette)',
    group: 'site',
    examples: [
      '/cabinet/case?id=11',
      '/cabinet/case?id=13',
      '/cabinet/case?id=11&fixture=unknown-item',
      '/cabinet/case?id=11&fixture=several-coupons',
    ],
  },
  {
    path: '/email-verification',
    page: emailVerificationPage,
    label: 'E-mail verification',
    group: 'site',
    examples: ['/email-verification?token=good-token', '/email-verification?token=used-token', '/email-verification'],
  },
  { path: '/terms', page: termsPage, label: 'Terms', group: 'site' },
  { path: '/test/late-mount', page: lateMountPage, label: 'Late mount', group: 'test' },
  { path: '/test/double-load', page: doubleLoadPage, label: 'Double load', group: 'test' },
  { path: '/test/isolation', page: isolationPage, label: 'Isolation', group: 'test' },
  { path: '/test/video-embed', page: videoEmbedPage, label: 'Video embed (iframe content)', group: 'test' },
  { path: '/gallery', page: galleryPage, label: 'Gallery', group: 'tool' },
];

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Exact path first, then the longest prefix entry. */
export function findPage(path: string): PageEntry | undefined {
  const wanted = normalize(path);
  const exact = pages.find((p) => p.path === wanted);
  if (exact) return exact;
  return pages
    .filter((p) => p.prefix && wanted.startsWith(`${p.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
