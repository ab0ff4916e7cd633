import { array, string, type, type Infer } from 'superstruct';
import { envelope, flag, maybe, numeric } from './common';

export const Banner = type({
  thumbnail: maybe(string()),
  description: maybe(string()),
  btnTitle: maybe(string()),
  btnLink: maybe(string()),
  expiredAt: maybe(string()),
  isLimited: maybe(flag()),
  limitedCaseQuantity: maybe(numeric()),
  isAllowWebsite: maybe(flag()),
  isAllowCabinet: maybe(flag()),
});
export const BannersResponse = envelope(type({ banners: array(Banner) }));
export type Banner = Infer<typeof Banner>;
export type BannersResponse = Infer<typeof BannersResponse>;
