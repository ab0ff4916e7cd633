/**
 * XSS vectors for the server markup fields. Each vector is a self-contained fragment (every tag it opens
 * is closed), so several can share one field without one swallowing the next. Vector `n` reports itself
 * by calling `window.__xss(n)` (the canary defined by `CANARY_INIT`) or by navigating the page away.
 */
const c = (n: number) => `__xss(${n})`;
/** `__xss(n)` as HTML decimal entities (what a filter that decodes once would miss). */
const entities = (s: string) => [...s].map((ch) => `&#${ch.charCodeAt(0)};`).join('');

const TEMPLATES: ((n: number) => string)[] = [
  // Script tags
  (n) => `<script>${c(n)}</script>`,
  (n) => `<SCRIPT SRC="data:text/javascript,${c(n)}"></SCRIPT>`,
  (n) => `<script type="module">${c(n)}</script>`,
  (n) => `<scr<script>ipt>${c(n)}</scr</script>ipt>`,
  (n) => `<svg><script>${c(n)}</script></svg>`,
  (n) => `<svg><script href="data:text/javascript,${c(n)}"></script></svg>`,
  // Event handlers
  (n) => `<img src="x" onerror="${c(n)}">`,
  (n) => `<img src=x onerror=${c(n)}>`,
  (n) => `<IMG SRC=x OnErRoR="${c(n)}">`,
  (n) => `<img src="/img/x.svg" onload="${c(n)}">`,
  (n) => `<svg onload="${c(n)}"></svg>`,
  (n) => `<svg><g onload="${c(n)}"></g></svg>`,
  (n) => `<body onload="${c(n)}"></body>`,
  (n) => `<details open ontoggle="${c(n)}"><summary>x</summary></details>`,
  (n) => `<div onmouseover="${c(n)}">hover</div>`,
  (n) => `<p tabindex="1" autofocus onfocus="${c(n)}">focus</p>`,
  (n) => `<video><source onerror="${c(n)}"></video>`,
  (n) => `<audio src="x" onerror="${c(n)}"></audio>`,
  (n) => `<input autofocus onfocus="${c(n)}">`,
  (n) => `<marquee onstart="${c(n)}">m</marquee>`,
  (n) => `<img src="x" onerror ="${c(n)}" >`,
  (n) => `<img/src="x"/onerror="${c(n)}">`,
  (n) => `<img src="x" onerror="${entities(c(n))}">`,
  // javascript: / data: / vbscript: URLs
  (n) => `<a href="javascript:${c(n)}">link</a>`,
  (n) => `<a href="JaVaScRiPt:${c(n)}">link</a>`,
  (n) => `<a href="  javascript:${c(n)}">link</a>`,
  (n) => `<a href="java&#x09;script:${c(n)}">link</a>`,
  (n) => `<a href="java&#10;script:${c(n)}">link</a>`,
  (n) => `<a href="${entities('javascript:')}${c(n)}">link</a>`,
  (n) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${c(n)}">link</a>`,
  (n) => `<a href="jav&#x0000061;script:${c(n)}">link</a>`,
  (n) => `<a href="data:text/html,<script>parent.${c(n)}</script>">link</a>`,
  (n) => `<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMCk8L3NjcmlwdD4=" data-n="${n}">link</a>`,
  (n) => `<a href="vbscript:msgbox(${n})">link</a>`,
  (n) => `<img src="javascript:${c(n)}">`,
  (n) => `<svg><a xlink:href="javascript:${c(n)}"><text x="0" y="20">svg link</text></a></svg>`,
  (n) => `<svg><a href="javascript:${c(n)}"><text x="0" y="20">svg link</text></a></svg>`,
  (n) => `<button formaction="javascript:${c(n)}">go</button>`,
  (n) => `<form action="javascript:${c(n)}"><input type="submit"></form>`,
  (n) => `<math><a xlink:href="javascript:${c(n)}">math link</a></math>`,
  (n) => `<object data="javascript:${c(n)}"></object>`,
  (n) => `<embed src="javascript:${c(n)}">`,
  (n) => `<iframe src="javascript:parent.${c(n)}"></iframe>`,
  // srcdoc iframes
  (n) => `<iframe srcdoc="<script>parent.${c(n)}</script>"></iframe>`,
  (n) => `<iframe srcdoc="&lt;img src=x onerror=parent.${c(n)}&gt;"></iframe>`,
  // SVG animate / set
  (n) => `<svg><animate onbegin="${c(n)}" attributeName="x" dur="1s"></animate></svg>`,
  (n) => `<svg><set attributeName="onmouseover" to="${c(n)}"></set></svg>`,
  (n) =>
    `<svg><a><animate attributeName="href" values="javascript:${c(n)}"></animate><text x="0" y="20">anim</text></a></svg>`,
  (n) =>
    `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='${c(n)}'/&gt;&lt;/svg&gt;#x"></use></svg>`,
  (n) => `<svg><foreignObject><img src="x" onerror="${c(n)}"></foreignObject></svg>`,
  // mXSS patterns (markup that changes meaning when serialized and parsed again)
  (n) => `<noscript><p title="</noscript><img src=x onerror=${c(n)}>"></p></noscript>`,
  (n) => `<svg></p><style><a id="</style><img src=1 onerror=${c(n)}>"></a></style></svg>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${c(n)}></style></mglyph></table></mtext></math>`,
  (n) =>
    `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${c(n)}></style></mglyph></form></mtext></math></form>`,
  (n) =>
    `<math><mi><table><mi><svg><mtext><style><img src=x onerror=${c(n)}></style></mtext></svg></mi></table></mi></math>`,
  (n) => `<svg><style><img src=x onerror=${c(n)}></style></svg>`,
  (n) => `<textarea><img title="</textarea><img src=x onerror=${c(n)}>"></textarea>`,
  (n) => `<title><img title="</title><img src=x onerror=${c(n)}>"></title>`,
  (n) => `<xmp><img title="</xmp><img src=x onerror=${c(n)}>"></xmp>`,
  // style / expression
  (n) => `<div style="background:url('javascript:${c(n)}')">bg</div>`,
  (n) => `<div style="width: expression(${c(n)})">ie</div>`,
  (n) => `<style>@import 'javascript:${c(n)}';</style>`,
  (n) => `<link rel="stylesheet" href="javascript:${c(n)}">`,
  // meta refresh / base href
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:${c(n)}">`,
  (n) => `<meta http-equiv="refresh" content="0;url=/xss-navigated-${n}">`,
  (n) => `<base href="javascript:${c(n)}//">`,
  (n) => `<base href="https://evil.example/${n}/">`,
  // template / noscript tricks
  (n) => `<template><img src=x onerror="${c(n)}"></template>`,
  (n) => `<template><script>${c(n)}</script></template>`,
  (n) => `<noscript><img src=x onerror="${c(n)}"></noscript>`,
  (n) => `<div is="x" data-x="<img src=x onerror=${c(n)}>">attr</div>`,
  // data-widget gadgets: markup that would bring widgets to life inside sanitized content
  (n) => `<div data-widget="video" data-embed="javascript:${c(n)}"><b data-video-toggle>play</b></div>`,
  (n) => `<div data-widget="video" data-props='{"embed":"javascript:${c(n)}"}'><b data-video-toggle>play</b></div>`,
  (n) => `<div data-widget="logout"><b>logout ${n}</b></div>`,
  (n) => `<div data-widget="auth" data-tab="signUp">auth ${n}</div>`,
  (n) => `<div data-widget="online-counter" data-interval="0.001">counter ${n}</div>`,
  (n) => `<div data-widget="copy" data-copy-text="javascript:${c(n)}"><b data-copy-text>copy</b></div>`,
  // DOM clobbering of the canary / globals
  (n) => `<img name="__xss" id="xss-${n}"><form id="apiUrl"></form>`,
  // Encoded variants (must stay inert text)
  (n) => `&lt;img src=x onerror=${c(n)}&gt;`,
  (n) => `%3Cscript%3E${c(n)}%3C%2Fscript%3E`,
  (n) => `\\u003cimg src=x onerror=${c(n)}\\u003e`,
];

/** The corpus: vector n (1-based) calls `__xss(n)`. */
export const XSS_VECTORS: readonly string[] = TEMPLATES.map((make, i) => make(i + 1));

/** Every vector in one field (they are self-contained, so none swallows another). */
export const ALL_VECTORS = XSS_VECTORS.map((v) => `<div>${v}</div>`).join('\n');

/** Init script: the canary every vector calls, and `alert` too, counted on `window.__xssHits`. */
export const CANARY_INIT = `(() => {
  const hits = [];
  Object.defineProperty(window, '__xssHits', { value: hits });
  window.__xss = (n) => { hits.push(n); };
  window.alert = (m) => { hits.push('alert:' + m); };
})();`;
