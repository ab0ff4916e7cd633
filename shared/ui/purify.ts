import DOMPurify from 'dompurify';

/**
 * The fallback sanitizer, for browsers without the HTML Sanitizer API: loaded by shared/ui/sanitize.ts
 * (`import()`) only there. Server-provided markup made safe for `innerHTML`: scripts, handlers and
 * `javascript:` URLs removed, and every `data-*` attribute too: the runtime acts on `data-widget`,
 * `data-props` and each widget's hooks (`data-video-toggle`, `data-embed`, `data-tab`…), so sanitized
 * markup must carry none. `target` is not allowed either (links open in the same tab). Where the page
 * enforces Trusted Types it returns TrustedHTML (policy "dompurify").
 */
export function sanitize(html: string, options: { svg?: boolean } = {}): string {
  // Where DOMPurify cannot work it hands markup back untouched: show it as text instead.
  if (!DOMPurify.isSupported) return escapeHtml(html);
  const clean = DOMPurify.sanitize(html, {
    RETURN_TRUSTED_TYPE: true,
    USE_PROFILES: options.svg ? { html: true, svg: true, svgFilters: true } : { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
  return clean as unknown as string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
