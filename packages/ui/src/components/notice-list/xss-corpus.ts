/**
 * The XSS corpus: hostile HTML from DOMPurify's test families and the OWASP XSS filter-evasion cheat
 * sheet, one vector per entry. Every vector, if it ever ran, would set `window.top.__pwned` (or open
 * an alert), so a test sees an execution rather than guessing at one. The sanitiser's unit tests run
 * it through sanitizeNoticeHtml and noticePlainText; the e2e (tests/e2e/xss-corpus.spec.ts) has the
 * sandbox send it through every HTML channel of the site.
 */

/** What a vector runs: the marker the tests look for. */
const run = 'window.top.__pwned=1';

export interface XssVector {
  family: string;
  html: string;
  /** The vector leaves a tag, comment or raw-text element open: it swallows whatever follows it. */
  swallows?: boolean;
}

const scriptTags: string[] = [
  `<script>${run}</script>`,
  `<SCRIPT>${run}</SCRIPT>`,
  `<ScRiPt>${run}</sCrIpT>`,
  `<script type="text/javascript">${run}</script>`,
  `<script type="module">${run}</script>`,
  `<script src="data:text/javascript,${run}"></script>`,
  `<script/xss src="data:,${run}"></script>`,
  `<<script>${run};//<</script>`,
  `<script\x0ctype="text/javascript">${run}</script>`,
  `<scr<script>ipt>${run}</scr</script>ipt>`,
  `<svg><script>${run}</script></svg>`,
  `<svg><script href="data:,${run}"></script></svg>`,
  `<math><script>${run}</script></math>`,
  `<script>/*</script><img src=x onerror="${run}">*/</script>`,
];

const handlers: string[] = [
  `<img src=x onerror="${run}">`,
  `<IMG SRC=x OnErRoR="${run}">`,
  `<img src="x" onerror=${run}>`,
  `<img/src=x/onerror=${run}>`,
  `<img src=x onerror\x0d="${run}">`,
  `<img src=x onerror="&#119;indow.top.__pwned=1">`,
  `<img src=x onerror="\\u0077indow.top.__pwned=1">`,
  `<img """><script>${run}</script>">`,
  `<image src=x onerror="${run}">`,
  `<svg onload="${run}">`,
  `<svg/onload=${run}>`,
  `<svg><g onload="${run}"></g></svg>`,
  `<svg><animate onbegin="${run}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><set onbegin="${run}" attributeName="x" to="1"></set></svg>`,
  `<body onload="${run}">`,
  `<body onpageshow="${run}">`,
  `<details open ontoggle="${run}"><summary>x</summary></details>`,
  `<video src=x onerror="${run}"></video>`,
  `<video><source onerror="${run}"></video>`,
  `<audio src=x onerror="${run}"></audio>`,
  `<marquee onstart="${run}">x</marquee>`,
  `<input autofocus onfocus="${run}">`,
  `<select autofocus onfocus="${run}"></select>`,
  `<textarea autofocus onfocus="${run}"></textarea>`,
  `<keygen autofocus onfocus="${run}">`,
  `<div tabindex="1" autofocus onfocus="${run}">x</div>`,
  `<p onclick="${run}" onmouseover="${run}">hover</p>`,
  `<a onmouseover="${run}">hover</a>`,
  `<table background="x" onerror="${run}"><tr><td onmouseover="${run}">x</td></tr></table>`,
  `<style onload="${run}"></style>`,
  `<link rel="stylesheet" href="x" onerror="${run}">`,
  `<object data="x" onerror="${run}"></object>`,
  `<iframe onload="${run}"></iframe>`,
  `<x onclick="${run}" contenteditable>x</x>`,
  `<img src=x onerror="eval(atob('d2luZG93LnRvcC5fX3B3bmVkPTE='))">`,
  `<div popover id="p" onbeforetoggle="${run}">x</div><button popovertarget="p">open</button>`,
  `<img src=x usemap="#m"><map name="m"><area href="javascript:${run}" shape="default"></map>`,
];

const urlSchemes: string[] = [
  `<a href="javascript:${run}">link</a>`,
  `<a href="JaVaScRiPt:${run}">link</a>`,
  `<a href=" javascript:${run}">link</a>`,
  `<a href="java\tscript:${run}">link</a>`,
  `<a href="java\nscript:${run}">link</a>`,
  `<a href="java&#x09;script:${run}">link</a>`,
  `<a href="java&#x0A;script:${run}">link</a>`,
  `<a href="&#106;avascript:${run}">link</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${run}">link</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${run}">link</a>`,
  `<a href="javascript&colon;${run}">link</a>`,
  `<a href="\x01javascript:${run}">link</a>`,
  `<a href="vbscript:msgbox(1)">link</a>`,
  `<a href="data:text/html,<script>${run}</script>">link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cudG9wLl9fcHduZWQ9MTwvc2NyaXB0Pg==">link</a>`,
  `<a href="data:image/svg+xml,<svg onload='${run}'>">link</a>`,
  `<img src="javascript:${run}">`,
  `<img src="data:image/svg+xml,<svg onload='${run}' xmlns='http://www.w3.org/2000/svg'/>">`,
  `<img src="https:evil.example/x.png"><img src="//evil.example/x.png"><img src="/\\evil.example/x.png">`,
  `<img src="http://evil.example/x.png">`,
  `<form action="javascript:${run}"><button>go</button></form>`,
  `<form><button formaction="javascript:${run}">go</button></form>`,
  `<input type="image" src=x formaction="javascript:${run}">`,
  `<svg><a xlink:href="javascript:${run}"><text x="20" y="20">link</text></a></svg>`,
  `<math><mi xlink:href="javascript:${run}">link</mi></math>`,
  `<math href="javascript:${run}"><mi>link</mi></math>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${run}'/></svg>#x"></use></svg>`,
  `<a href="https://example.com" ping="https://evil.example/ping">ping</a>`,
  `<a href="//evil.example">protocol-relative</a>`,
  `<a href="/\\evil.example">backslash</a>`,
  `<a href="https:evil.example">no slashes</a>`,
];

const frames: string[] = [
  `<iframe src="javascript:parent.__pwned=1"></iframe>`,
  `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=&quot;parent.__pwned=1&quot;&gt;"></iframe>`,
  `<iframe src="data:text/html,<script>parent.__pwned=1</script>"></iframe>`,
  `<frameset><frame src="javascript:${run}"></frameset>`,
  `<object data="javascript:${run}"></object>`,
  `<object data="data:text/html,<script>parent.__pwned=1</script>"></object>`,
  `<embed src="javascript:${run}">`,
  `<embed src="data:image/svg+xml,<svg onload='${run}' xmlns='http://www.w3.org/2000/svg'/>">`,
  `<portal src="https://evil.example"></portal>`,
  `<dialog open><form method="dialog"><button>x</button></form></dialog>`,
];

const pageLevel: string[] = [
  `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<meta http-equiv="set-cookie" content="session=stolen">`,
  `<base href="https://evil.example/">`,
  `<base href="javascript:${run}//">`,
  `<link rel="import" href="https://evil.example/x.html">`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<style>body{background:url("javascript:${run}")}</style>`,
  `<div style="background-image:url(javascript:${run})">x</div>`,
  `<div style="width:expression(${run})">x</div>`,
  `<div style="behavior:url(https://evil.example/x.htc)">x</div>`,
  `<p style="position:fixed;inset:0;z-index:9999;background:red" class="fixed inset-0 z-50" id="root">cover</p>`,
  `<xss style="xss:expression(${run})">x</xss>`,
];

const clobbering: string[] = [
  `<img name="location" src=x>`,
  `<form id="location" name="location"></form>`,
  `<a id="defaultView" name="defaultView" href="https://evil.example">x</a>`,
  `<img name="getElementById"><img name="cookie">`,
  `<form name="body"><input name="innerHTML"></form>`,
  `<a id="__pwned" href="https://evil.example">clobber</a>`,
  `<img id="__pwned" name="__pwned" src=x>`,
  `<div data-action="${run}" data-src="javascript:${run}">data attributes</div>`,
];

const mutation: string[] = [
  `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`,
  `<template><script>${run}</script></template>`,
  `<template><img src=x onerror="${run}"></template>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${run}">`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${run}&gt;">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`,
  `<svg><style><img src=x onerror="${run}"></style></svg>`,
  `<svg><foreignObject><img src=x onerror="${run}"></foreignObject></svg>`,
  `<svg><![CDATA[><img src=x onerror="${run}">]]></svg>`,
  `<!--><img src=x onerror="${run}">-->`,
  `<!-- --!><img src=x onerror="${run}"> -->`,
  `<![CDATA[<img src=x onerror="${run}">]]>`,
  `<?xml-stylesheet href="javascript:${run}"?>`,
  `<listing>&lt;img src=x onerror=${run}&gt;</listing>`,
  `<xmp><img src=x onerror="${run}"></xmp>`,
  `<title><img src=x onerror="${run}"></title>`,
  `<textarea><img src=x onerror="${run}"></textarea>`,
  `<a title="</a><img src=x onerror=${run}>">x</a>`,
  `<div id="1"><form id="foobar"></form><button form="foobar" formaction="javascript:${run}">x</button></div>`,
  `<svg><desc><style><img src=x onerror="${run}"></style></desc></svg>`,
  `<math><annotation-xml encoding="text/html"><img src=x onerror="${run}"></annotation-xml></math>`,
];

const unclosed: string[] = [
  `<img src=x onerror="${run}"`,
  `<a href="javascript:${run}">unclosed`,
  `<svg onload="${run}"`,
  `<iframe src="javascript:parent.__pwned=1"`,
  `<!-- <img src=x onerror="${run}">`,
  `<style><img src=x onerror="${run}">`,
  `<textarea><img src=x onerror="${run}">`,
  `<noscript><img src=x onerror="${run}">`,
];

/** Elements whose content the parser treats specially: left open, they take in what follows. */
const openable = ['svg', 'math', 'noscript', 'textarea', 'style', 'title', 'xmp', 'template', 'iframe', 'listing'];

function leavesOpen(vector: string): boolean {
  // What an attribute value holds is text, whatever it looks like.
  const html = vector.replace(/"[^"]*"/g, '""');
  if (/<!--(?![\s\S]*-->)/.test(html) || /<[a-z][^>]*$/i.test(html)) return true;
  return openable.some(
    (tag) => new RegExp(`<${tag}[\\s/>]`, 'i').test(html) && !new RegExp(`</${tag}>`, 'i').test(html),
  );
}

const family = (name: string, vectors: string[]): XssVector[] =>
  vectors.map((html) => ({ family: name, html, ...(leavesOpen(html) ? { swallows: true } : {}) }));

export const xssCorpus: XssVector[] = [
  ...family('script tags', scriptTags),
  ...family('event handlers', handlers),
  ...family('URL schemes', urlSchemes),
  ...family('frames and embedded documents', frames),
  ...family('page-level tags and style', pageLevel),
  ...family('DOM clobbering and data attributes', clobbering),
  ...family('mutation XSS', mutation),
  ...family('unclosed tags', unclosed),
];

/**
 * Hostile addresses for the URL fields of the platform's JSON (tests/e2e/hostile-urls.spec.ts adds
 * them to its own): schemes hidden by an entity or a control character, and base64 data:. (An SVG
 * data: address is left to the HTML corpus: the site's own placeholders are SVG data: addresses, which
 * that spec's prefix check cannot tell from a hostile one.)
 */
export const xssUrlVectors: string[] = [
  `&#106;avascript:${run}`,
  `\x01javascript:${run}`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cudG9wLl9fcHduZWQ9MTwvc2NyaXB0Pg==`,
];

/** Elements that must never come out of the sanitiser. */
export const xssForbiddenElements =
  'script, iframe, frame, frameset, object, embed, portal, form, input, button, textarea, select, style, link, meta, base, svg, math, template, noscript, audio, video, source, track, map, area, dialog';
