import DOMPurify from 'dompurify';

let configured = false;

function configure() {
  if (configured) return;
  configured = true;
  // Links the server sends may open a new tab; they must not hand it our window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
}

/**
 * Server-provided markup made safe for `dangerouslySetInnerHTML`: scripts, handlers and `javascript:`
 * URLs removed, and every `data-*` attribute too: the runtime acts on `data-widget`, `data-props` and each
 * widget's hooks (`data-video-toggle`, `data-embed`, `data-tab`…), so sanitized markup must carry none. Where the page enforces Trusted Types it returns TrustedHTML (policy "dompurify").
 * Imported only by the widgets that show markup, so DOMPurify stays out of the other chunks.
 */
export function sanitize(html: string | null | undefined, options: { svg?: boolean } = {}): { __html: string } {
  // Where DOMPurify cannot work it hands markup back untouched: show it as text instead.
  if (!DOMPurify.isSupported) return { __html: escapeHtml(html ?? '') };
  configure();
  const clean = DOMPurify.sanitize(html ?? '', {
    RETURN_TRUSTED_TYPE: true,
    USE_PROFILES: options.svg ? { html: true, svg: true, svgFilters: true } : { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
  return { __html: clean as unknown as string };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
