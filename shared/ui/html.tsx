import { sanitize } from './sanitize';

/** Server markup, sanitized (DOMPurify, Trusted Types aware). Import only where markup is shown. */
export function Html({ html, className, svg }: { html: string | null | undefined; className?: string; svg?: boolean }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={sanitize(html, { svg })} />;
}
