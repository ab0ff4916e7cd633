import { HTML_ATTRS, words, type SvgProfile } from './sanitize-policy';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

// DOMPurify's svg and svgFilters tags (minus style), in the DOM's case.
const SVG_TAGS = words(
  'svg a altGlyph altGlyphDef altGlyphItem animateColor animateMotion animateTransform circle clipPath defs desc ellipse filter font g glyph glyphRef hkern image line linearGradient marker mask metadata mpath path pattern polygon polyline radialGradient rect stop switch symbol text textPath title tref tspan view vkern feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence',
);
// DOMPurify's svg attributes (minus style), in the DOM's case (the parser camel-cases some).
const SVG_ATTRS = words(
  'accent-height accumulate additive alignment-baseline amplitude ascent attributeName attributeType azimuth baseFrequency baseline-shift begin bias by class clip clipPathUnits clip-path clip-rule color color-interpolation color-interpolation-filters color-profile color-rendering cx cy d dx dy diffuseConstant direction display divisor dominant-baseline dur edgeMode elevation end exponent fill fill-opacity fill-rule filter filterUnits flood-color flood-opacity font-family font-size font-size-adjust font-stretch font-style font-variant font-weight fx fy g1 g2 glyph-name glyphRef gradientUnits gradientTransform height href id image-rendering in in2 intercept k k1 k2 k3 k4 kerning keyPoints keySplines keyTimes lang lengthAdjust letter-spacing kernelMatrix kernelUnitLength lighting-color local marker-end marker-mid marker-start markerHeight markerUnits markerWidth maskContentUnits maskUnits max mask mask-type media method mode min name numOctaves offset operator opacity order orient orientation origin overflow paint-order path pathLength patternContentUnits patternTransform patternUnits pointer-events points preserveAlpha preserveAspectRatio primitiveUnits r rx ry radius refX refY repeatCount repeatDur restart result rotate scale seed shape-rendering slope specularConstant specularExponent spreadMethod startOffset stdDeviation stitchTiles stop-color stop-opacity stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke stroke-width surfaceScale systemLanguage tabindex tableValues targetX targetY transform transform-origin text-anchor text-decoration text-orientation text-rendering textLength type u1 u2 unicode values vector-effect viewBox visibility version vert-adv-y vert-origin-x vert-origin-y width word-spacing wrap writing-mode xChannelSelector yChannelSelector x x1 x2 xmlns y y1 y2 z zoomAndPan',
);
// DOMPurify's xml attributes, which carry a namespace in the DOM (xlink:href, xlink:title, xml:id,
// xml:space, xmlns:xlink), and xmlns itself.
const XML_ATTRS: SanitizerAttribute[] = [
  { name: 'href', namespace: XLINK },
  { name: 'title', namespace: XLINK },
  { name: 'id', namespace: XML },
  { name: 'space', namespace: XML },
  { name: 'xlink', namespace: XMLNS },
  { name: 'xmlns', namespace: XMLNS },
];

/**
 * DOMPurify's svg and svg-filter profiles for setHTML (shared/ui/sanitize-policy.ts), for `<Html svg>`:
 * a module of its own, so only the views that show SVG (the two-factor QR code) carry these lists.
 */
export const SVG_PROFILE: SvgProfile = {
  elements: SVG_TAGS.map((name) => ({ name, namespace: SVG })),
  attributes: [...SVG_ATTRS.filter((name) => !HTML_ATTRS.includes(name)), ...XML_ATTRS],
};
