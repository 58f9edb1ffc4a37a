/**
 * Hostile notice HTML, one kind of attack per case. The NoticeList stories run every case
 * through the sanitiser in Chromium and check what comes out.
 */
export const hostileHtmlCases: { name: string; html: string }[] = [
  {
    name: 'Script tags, also inside SVG and MathML',
    html: '<p>Text stays.</p><script>window.__noticeXss = true</script><svg><script>window.__noticeXss = true</script></svg><math><mi xlink:href="javascript:window.__noticeXss=true">x</mi></math>',
  },
  {
    name: 'Event handlers',
    html: '<img src="data:image/png;base64,AAAA" onerror="window.__noticeXss = true" alt="Broken image"><p onclick="window.__noticeXss = true" onmouseover="window.__noticeXss = true">Hover me</p><details open ontoggle="window.__noticeXss = true"><summary>More</summary></details>',
  },
  {
    name: 'javascript: links, however they are written',
    html: [
      'javascript:window.__noticeXss=true',
      'JaVaScRiPt:window.__noticeXss=true',
      ' javascript:window.__noticeXss=true',
      'java\tscript:window.__noticeXss=true',
      '&#106;avascript:window.__noticeXss=true',
      '&#x6A;avascript:window.__noticeXss=true',
      'vbscript:msgbox(1)',
      'data:text/html,<script>window.__noticeXss=true</script>',
    ]
      .map((href, index) => `<p><a href="${href}">Link ${index + 1}</a></p>`)
      .join(''),
  },
  {
    name: 'Frames and embedded documents',
    html: '<iframe src="https://example.com/phish"></iframe><iframe srcdoc="<script>parent.__noticeXss=true</script>"></iframe><object data="https://example.com/x.swf"></object><embed src="https://example.com/x.swf"><p>After the frames.</p>',
  },
  {
    name: 'Forms asking for a password',
    html: '<form action="https://example.com/steal"><input name="password" type="password"><button>Sign in</button></form><p>After the form.</p>',
  },
  {
    name: 'Style injection',
    html: '<style>body { display: none }</style><link rel="stylesheet" href="https://example.com/x.css"><p style="position:fixed;inset:0;background:red" class="fixed inset-0 z-50" id="storybook-root">Covering paragraph</p>',
  },
  {
    name: 'Page-level tags',
    html: '<base href="https://example.com/"><meta http-equiv="refresh" content="0;url=https://example.com"><p>Stays on this page.</p>',
  },
  {
    name: 'Media, image maps, data attributes and popovers',
    html: '<video src="https://example.com/a.mp4" autoplay onplay="window.__noticeXss = true"><source src="https://example.com/a.webm"><track src="https://example.com/a.vtt"></video><audio src="https://example.com/a.mp3"></audio><img src="https://example.com/map.png" usemap="#m" alt="Map"><map name="m"><area shape="default" href="javascript:window.__noticeXss=true"></map><p data-action="steal" popover="auto">Popover</p><button popovertarget="x">Open</button>',
  },
  {
    name: 'Pictures from anywhere but https or an inline raster image',
    html: '<img src="http://example.com/a.png" alt="Plain http"><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="SVG"><img src="//example.com/a.png" alt="Protocol-relative"><img src="https://example.com/a.png" srcset="http://example.com/b.png 2x" alt="Srcset">',
  },
  {
    name: 'Ordinary links',
    html: '<p>Read the <a href="https://example.com/terms" target="_self" rel="opener">terms</a> or write to <a href="mailto:support@example.com">support</a>.</p>',
  },
];

/** Elements that must never come out of the sanitiser. */
export const forbiddenElements =
  'script, iframe, frame, frameset, object, embed, form, input, button, style, link, meta, base, svg, math, audio, video, source, track, map, area, [data-action], [popover], [popovertarget], [usemap], [srcset]';
