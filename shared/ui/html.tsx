import { INERT_ATTR } from '../runtime/define';
import { sanitize } from './sanitize';

/**
 * Server markup, sanitized (DOMPurify, Trusted Types aware), in a container the mounter skips.
 * Import only where markup is shown.
 */
export function Html({ html, className, svg }: { html: string | null | undefined; className?: string; svg?: boolean }) {
  if (!html) return null;
  const inert = { [INERT_ATTR]: '' };
  return <div className={className} {...inert} dangerouslySetInnerHTML={sanitize(html, { svg })} />;
}
