import DOMPurify from 'dompurify';
import { FORBIDDEN_ATTRS, foreignClasses, UNWRAPPED } from './sanitize-policy';

// Markup never borrows the bundle's `wgt-*` classes (shared/ui/sanitize-policy.ts, the same rule on both paths).
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'class') return;
  data.attrValue = foreignClasses(data.attrValue);
  data.keepAttr = data.attrValue !== '';
});

/**
 * The fallback sanitizer, for browsers without the HTML Sanitizer API: loaded by shared/ui/sanitize.ts
 * (`import()`) only there. Server-provided markup made safe for `innerHTML`: scripts, handlers and
 * `javascript:` URLs removed, and every `data-*` attribute too: the runtime acts on `data-widget`,
 * `data-props` and each widget's hooks (`data-video-toggle`, `data-embed`, `data-tab`…), so sanitized
 * markup must carry none. `target` is not allowed either (links open in the same tab). Ids and names get
 * the `user-content-` prefix (SANITIZE_NAMED_PROPS: none names a global). Where the page
 * enforces Trusted Types it returns TrustedHTML (policy "dompurify").
 */
export function sanitize(html: string, options: { svg?: boolean } = {}): string {
  // Where DOMPurify cannot work it hands markup back untouched: show it as text instead.
  if (!DOMPurify.isSupported) return escapeHtml(html);
  const clean = DOMPurify.sanitize(html, {
    RETURN_TRUSTED_TYPE: true,
    USE_PROFILES: options.svg ? { html: true, svg: true, svgFilters: true } : { html: true },
    FORBID_TAGS: ['style', 'input', ...UNWRAPPED],
    FORBID_ATTR: FORBIDDEN_ATTRS,
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
  });
  return clean as unknown as string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
