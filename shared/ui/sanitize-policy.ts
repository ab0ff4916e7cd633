/**
 * The markup policy for the browser's own sanitizer (`Element.setHTML`), written out to match the
 * DOMPurify fallback (shared/ui/purify.ts): DOMPurify's html profile (plus its svg and svg-filter
 * profiles, shared/ui/sanitize-svg.ts, where a view asks for them), without style, form, input, button,
 * textarea, select, the style attribute, comments or any data-* attribute. setHTML drops scripts, event
 * handlers and javascript: URLs on top of any allow-list; `checkAttributes` then applies DOMPurify's URL
 * and DOM-clobbering rules.
 */
export const words = (list: string) => list.split(' ');

// DOMPurify's html tags (purify.js `html$1`) minus the forbidden ones. The parser's context (a <div>)
// already drops html, head and body; DOMPurify keeps none of them either.
const HTML_TAGS = words(
  'a abbr acronym address area article aside audio b bdi bdo big blockquote br canvas caption center cite code col colgroup content data datalist dd decorator del details dfn dir div dl dt element em fieldset figcaption figure font footer h1 h2 h3 h4 h5 h6 header hgroup hr i img ins kbd label legend li main map mark menu menuitem meter nav nobr ol optgroup option output p picture pre progress q rp rt ruby s samp search section shadow slot small source spacer span strike strong sub summary sup table tbody td tfoot th thead time tr track tt u ul var video wbr',
);
/**
 * Forbidden elements DOMPurify removes while keeping their text (KEEP_CONTENT); style goes whole. Form
 * controls, and what leaves the flow or moves by itself: a `<dialog open>` sits in the top layer over the
 * whole page ("Session expired", a link away), `<marquee>` and `<blink>` move. Their text stays in the flow.
 */
export const UNWRAPPED = words('form button textarea select dialog marquee blink');
/**
 * Attributes that put markup in the top layer or act on the host page's elements by id (popovers and
 * invoker commands: `commandfor="host-dialog" command="show-modal"`).
 */
export const FORBIDDEN_ATTRS = words('style popover popovertarget popovertargetaction command commandfor');
// DOMPurify's html attributes minus FORBIDDEN_ATTRS; aria-* (DOMPurify allows any) listed.
export const HTML_ATTRS = words(
  'accept action align alt autocapitalize autocomplete autopictureinpicture autoplay background bgcolor border capture cellpadding cellspacing checked cite class clear color cols colspan controls controlslist coords crossorigin datetime decoding default dir disabled disablepictureinpicture disableremoteplayback download draggable enctype enterkeyhint exportparts face for headers height hidden high href hreflang id inert inputmode integrity ismap kind label lang list loading loop low max maxlength media method min minlength multiple muted name nonce noshade novalidate nowrap open optimum part pattern placeholder playsinline poster preload pubdate radiogroup readonly rel required rev reversed role rows rowspan spellcheck scope selected shape size sizes slot span srclang start src srcset step summary tabindex title translate type usemap valign value width wrap xmlns',
).concat(
  words(
    'activedescendant atomic autocomplete braillelabel brailleroledescription busy checked colcount colindex colindextext colspan controls current describedby description details disabled dropeffect errormessage expanded flowto grabbed haspopup hidden invalid keyshortcuts label labelledby level live modal multiline multiselectable orientation owns placeholder posinset pressed readonly relevant required roledescription rowcount rowindex rowindextext rowspan selected setsize sort valuemax valuemin valuenow valuetext',
  ).map((a) => `aria-${a}`),
);
/** The svg part of the policy (shared/ui/sanitize-svg.ts): only the views that show SVG carry it. */
export interface SvgProfile {
  elements: SanitizerElementNamespace[];
  /** Besides the html attributes (none repeated: setHTML refuses a configuration with duplicates). */
  attributes: SanitizerAttribute[];
}

/** The setHTML configuration: the html profile, and the svg one when given. */
export function sanitizerConfig(svg?: SvgProfile): SanitizerConfig {
  return {
    elements: svg ? [...HTML_TAGS, ...svg.elements] : HTML_TAGS,
    replaceWithChildrenElements: UNWRAPPED,
    attributes: svg ? [...HTML_ATTRS, ...svg.attributes] : HTML_ATTRS,
    comments: false,
    dataAttributes: false,
  };
}

// DOMPurify's URL rules: an attribute outside URI_SAFE passes when its value (whitespace removed) is
// no scheme or an allowed one, or a data: URL in src/href of a media element, or empty.
const URI_SAFE = new Set(words('alt class for id label name pattern placeholder role summary title value xmlns'));
const ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// eslint-disable-next-line no-control-regex
const WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const DATA_URI_TAGS = new Set(words('audio video img source image track'));

/**
 * Server markup never borrows the bundle's own classes (a `wgt-modal` box over the page): the `wgt-*`
 * tokens of a class list go, the rest stay (README "Security model"). Used on both paths.
 */
export const foreignClasses = (value: string) =>
  value
    .split(/\s+/)
    .filter((token) => token && !/^wgt-/i.test(token))
    .join(' ');

/**
 * DOMPurify's SANITIZE_NAMED_PROPS prefix: every id and name from markup carries it, so none can name a
 * global (`id="grecaptcha"` is `window.grecaptcha`), a property of `document` or the config block.
 */
export const NAMED_PROPS_PREFIX = 'user-content-';

/**
 * What setHTML leaves to DOMPurify's other rules, applied in place: attributes whose value is a URL of
 * a scheme other than DOMPurify's (data:text/html links, vbscript:…) go, ids and names get the
 * SANITIZE_NAMED_PROPS prefix, and `wgt-*` classes go. Template contents included.
 */
export function checkAttributes(root: ParentNode) {
  for (const el of root.querySelectorAll('*')) {
    if (el instanceof HTMLTemplateElement) checkAttributes(el.content);
    // Last attribute first, and a prefixed id or name set anew (so it moves to the end), as DOMPurify does:
    // both paths give the same markup, attribute order included.
    for (const attr of [...el.attributes].reverse()) {
      const name = attr.name.toLowerCase();
      const value = attr.value;
      if (name === 'id' || name === 'name') {
        if (value.startsWith(NAMED_PROPS_PREFIX)) continue;
        el.removeAttributeNode(attr);
        el.setAttribute(attr.name, NAMED_PROPS_PREFIX + value);
        continue;
      }
      if (name === 'class') attr.value = foreignClasses(value);
      const ok =
        name === 'class'
          ? attr.value !== ''
          : URI_SAFE.has(name) ||
            !value ||
            ALLOWED_URI.test(value.replace(WHITESPACE, '')) ||
            (/^(src|href|xlink:href)$/.test(name) && value.startsWith('data:') && DATA_URI_TAGS.has(el.localName));
      if (!ok) el.removeAttributeNode(attr);
    }
  }
}
