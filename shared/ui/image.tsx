import type { ImgHTMLAttributes } from 'react';
import { useServices } from '../runtime/context';

/**
 * A picture whose address comes from the API: `src` passes the URL policy (`image`: same site, https, or
 * http on loopback; README "Security model") and is left out when refused (one warning), so the box keeps
 * its size and a hostile address is never requested.
 */
export function Image({
  src,
  alt = '',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null }) {
  const { nav } = useServices();
  const safe = src ? nav.url(src, 'image') : undefined;
  return <img {...rest} alt={alt} src={safe} />;
}
