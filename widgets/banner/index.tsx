import { enums, optional, type } from 'superstruct';
import { banner } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { PromoBanner, type BannerProps } from './promo-banner';

export default defineWidget<BannerProps>({
  name: 'banner',
  // The place follows the path (cabinet paths contain user, profile, cabinet, dashboard or account) unless given.
  options: type({
    place: optional(enums(['website', 'cabinet'] as const)),
    layout: optional(enums(['overlay', 'inline'] as const)),
  }),
  messages: [banner],
  Component: PromoBanner,
});
