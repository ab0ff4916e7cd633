/** Where a banner may show: the player cabinet, or the rest of the website. */
export type Place = 'website' | 'cabinet';

export interface BannerRules {
  expiredAt?: string | null;
  isAllowWebsite?: boolean | null;
  isAllowCabinet?: boolean | null;
}

const CABINET_PATH = /user|profile|cabinet|dashboard|account/i;

/** The cabinet is any path containing user, profile, cabinet, dashboard or account (docs/widgets/banner.md). */
export function placeOf(path: string): Place {
  return CABINET_PATH.test(path) ? 'cabinet' : 'website';
}

/**
 * expiredAt as epoch ms. ISO strings keep their offset; a bare "YYYY-MM-DD HH:mm:ss" is read as UTC.
 * Missing or unreadable: undefined (the banner does not expire and shows no countdown).
 */
export function expiryOf(expiredAt: string | null | undefined): number | undefined {
  if (!expiredAt) return undefined;
  const iso = expiredAt.trim().replace(' ', 'T');
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`);
  return Number.isFinite(ms) ? ms : undefined;
}

/** Shown when not expired and allowed for the place. */
export function isShown(banner: BannerRules, place: Place, now: number): boolean {
  const allowed = place === 'cabinet' ? banner.isAllowCabinet : banner.isAllowWebsite;
  if (!allowed) return false;
  const expiry = expiryOf(banner.expiredAt);
  return expiry === undefined || expiry > now;
}

export function visibleBanners<T extends BannerRules>(banners: readonly T[], place: Place, now: number): T[] {
  return banners.filter((banner) => isShown(banner, place, now));
}
