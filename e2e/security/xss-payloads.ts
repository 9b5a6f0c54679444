/**
 * Hostile HTML for the XSS suite. Every payload, if it ever ran, would call the
 * page's tripwire `__xss('<id>')` (tests/security/xss.spec.ts defines it before the site's own scripts).
 * Each payload is self-contained (its tags closed) so that one payload cannot swallow the next one
 * and hide it from the sanitiser; the spec brackets each with readable markers to prove that.
 */
export type XssFamily = 'script' | 'handler' | 'url' | 'svg' | 'encoded' | 'css' | 'mxss';

export interface XssPayload {
  id: string;
  family: XssFamily;
  html: string;
}

const p = (family: XssFamily, id: string, html: string): XssPayload => ({ id, family, html });

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // script tags
  p('script', 's1', `<script>__xss('s1')</script>`),
  p('script', 's2', `<SCRIPT SRC="data:text/javascript,__xss('s2')"></SCRIPT>`),
  p('script', 's3', `<script type="module">__xss('s3')</script>`),
  p('script', 's4', `<scr<script>ipt>__xss('s4')</scr</script>ipt>`),
  p('script', 's5', `<script/xss>__xss('s5')</script>`),
  p('script', 's6', `<<script>script>__xss('s6')<</script>/script>`),
  p('script', 's7', `<script src=//127.0.0.1:1/x.js></script><script>setTimeout("__xss('s7')")</script>`),
  p('script', 's8', `<script>alert('s8')</script>`),
  // event handlers
  p('handler', 'e1', `<img src=x onerror="__xss('e1')">`),
  p('handler', 'e2', `<img src="x" onerror=__xss('e2')//>`),
  p('handler', 'e3', `<body onload=__xss('e3')></body>`),
  p('handler', 'e4', `<div onmouseover="__xss('e4')">hover me</div>`),
  p('handler', 'e5', `<input autofocus onfocus=__xss('e5')>`),
  p('handler', 'e6', `<details open ontoggle=__xss('e6')><summary>s</summary></details>`),
  p('handler', 'e7', `<video><source onerror="__xss('e7')"></video>`),
  p('handler', 'e8', `<audio src=x onerror=__xss('e8')></audio>`),
  p('handler', 'e9', `<marquee onstart=__xss('e9')>m</marquee>`),
  p('handler', 'e10', `<select autofocus onfocus=__xss('e10')><option>o</option></select>`),
  p('handler', 'e11', `<iframe onload=__xss('e11')></iframe>`),
  p('handler', 'e12', `<object data=x onerror=__xss('e12')></object>`),
  p('handler', 'e13', `<img src=x oNeRrOr=__xss('e13')>`),
  p('handler', 'e14', `<img/src=x/onerror=__xss('e14')>`),
  p('handler', 'e15', `<a onclick=__xss('e15') href="#">click me</a>`),
  p('handler', 'e16', `<img src=x onerror="__xss('e16')" onload="__xss('e16')">`),
  p('handler', 'e17', `<img src=x onerror="confirm('e17')">`),
  // javascript:, vbscript: and data: urls
  p('url', 'j1', `<a href="javascript:__xss('j1')">j1</a>`),
  p('url', 'j2', `<a href="JaVaScRiPt:__xss('j2')">j2</a>`),
  p('url', 'j3', `<a href="java&#x09;script:__xss('j3')">j3</a>`),
  p('url', 'j4', `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss('j4')">j4</a>`),
  p('url', 'j5', `<a href="  javascript:__xss('j5')">j5</a>`),
  p('url', 'j6', `<iframe src="javascript:parent.__xss('j6')"></iframe>`),
  p('url', 'j7', `<form action="javascript:__xss('j7')"><button>j7</button></form>`),
  p('url', 'j8', `<a href="vbscript:__xss('j8')">j8</a>`),
  p('url', 'j9', `<a href="data:text/html,<script>opener.__xss('j9')</script>">j9</a>`),
  p('url', 'j10', `<embed src="javascript:__xss('j10')">`),
  p('url', 'j11', `<math><maction actiontype="statusline" xlink:href="javascript:__xss('j11')">j11</maction></math>`),
  p('url', 'j12', `<base href="javascript:__xss('j12')//">`),
  p('url', 'j13', `<button formaction="javascript:__xss('j13')">j13</button>`),
  // SVG
  p('svg', 'v1', `<svg onload=__xss('v1')></svg>`),
  p('svg', 'v2', `<svg><script>__xss('v2')</script></svg>`),
  p('svg', 'v3', `<svg><animate onbegin=__xss('v3') attributeName=x dur=1s></animate></svg>`),
  p('svg', 'v4', `<svg><a xlink:href="javascript:__xss('v4')"><text x=20 y=20>v4</text></a></svg>`),
  p('svg', 'v5', `<svg><set attributeName="onmouseover" to="__xss('v5')"></set></svg>`),
  p('svg', 'v6', `<svg><foreignObject><img src=x onerror=__xss('v6')></foreignObject></svg>`),
  p('svg', 'v7', `<svg><image href="x" onerror="__xss('v7')"></image></svg>`),
  p('svg', 'v8', `<svg><animate attributeName="href" values="javascript:__xss('v8')"></animate></svg>`),
  // encoded and nested forms
  p('encoded', 'n1', `&lt;script&gt;__xss('n1')&lt;/script&gt;`),
  p('encoded', 'n2', `<img src=x onerror="&#x5f;&#x5f;xss('n2')">`),
  p('encoded', 'n3', `<a href="javascript&colon;__xss('n3')">n3</a>`),
  p('encoded', 'n4', `<img src=x onerror="eval(atob('X194c3MoJ240Jyk='))">`),
  p('encoded', 'n5', `<iframe srcdoc="&lt;script&gt;parent.__xss('n5')&lt;/script&gt;"></iframe>`),
  p('encoded', 'n6', `%3Cscript%3E__xss('n6')%3C/script%3E`),
  p('encoded', 'n7', `<img src=x onerror="\\u005f\\u005fxss('n7')">`),
  p('encoded', 'n8', `<div><p title="</p><img src=x onerror=__xss('n8')>">n8</p></div>`),
  p('encoded', 'n9', `<img src=x onerror=__xss&#40;'n9'&#41;>`),
  // CSS
  p('css', 'c1', `<style>@import 'javascript:__xss("c1")';</style>`),
  p('css', 'c2', `<div style="background:url(javascript:__xss('c2'))">c2</div>`),
  p('css', 'c3', `<div style="width:expression(__xss('c3'))">c3</div>`),
  p('css', 'c4', `<link rel=stylesheet href="javascript:__xss('c4')">`),
  p('css', 'c5', `<style>body, #root, [data-testid] { display: none !important; }</style>`),
  p('css', 'c6', `<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">c6 overlay</div>`),
  // mutation XSS (the parser re-reads the sanitised markup differently)
  p('mxss', 'm1', `<noscript><p title="</noscript><img src=x onerror=__xss('m1')>"></p></noscript>`),
  p('mxss', 'm2', `<svg></p><style><a id="</style><img src=1 onerror=__xss('m2')>"></a></style></svg>`),
  p('mxss', 'm3', `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss('m3')&gt;"></mglyph></table></mtext></math>`),
  p('mxss', 'm4', `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss('m4')></style></mglyph></form></mtext></math></form>`),
  p('mxss', 'm5', `<svg><style><img src=x onerror=__xss('m5')></style></svg>`),
  p('mxss', 'm6', `<template><img src=x onerror=__xss('m6')></template>`),
  p('mxss', 'm7', `<xmp><img src=x onerror=__xss('m7')></xmp>`),
  p('mxss', 'm8', `<title><img src=x onerror=__xss('m8')></title>`),
  p('mxss', 'm9', `<textarea><img src=x onerror=__xss('m9')></textarea>`),
  p('mxss', 'm10', `<meta http-equiv="refresh" content="0;url=javascript:__xss('m10')">`),
  p('mxss', 'm11', `<object data="javascript:__xss('m11')"></object>`),
];

/** The readable markers put before and after a payload: their text must stay on the page. */
export const markersOf = (id: string) => [`xss-${id}-begin`, `xss-${id}-end`] as const;

/** Every marker of the payloads, in order. */
export const allMarkers = (payloads: readonly XssPayload[]) => payloads.flatMap((x) => markersOf(x.id));

/** The payloads as one HTML document, each between its two markers (`<p>` so the text stays on its own line). */
export function payloadDocument(payloads: readonly XssPayload[]): string {
  return payloads
    .map((x) => {
      const [begin, end] = markersOf(x.id);
      return `<p>${begin}</p>${x.html}<p>${end}</p>`;
    })
    .join('');
}
