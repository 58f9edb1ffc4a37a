/**
 * The brand's web fonts are declared for a page only once their files are in the browser's cache
 * (docs/first-load.md, "Web fonts on the next page"). The build moves the stylesheet's
 * `@font-face` rules into `<style id="web-fonts" media="not all">`, where they declare nothing;
 * the inline script below, run before the first paint, turns them on when this browser has kept
 * the files of this build's faces (`keepWebFontsForNextPage` notes it once it has fetched them).
 */
export const WEB_FONTS_ELEMENT_ID = 'web-fonts';

/** Where a browser notes which build's faces it has in its cache. */
export const WEB_FONTS_STORAGE_KEY = 'lobbykit:web-fonts';

export const webFontsScript = `(function () {
  try {
    var faces = document.getElementById(${JSON.stringify(WEB_FONTS_ELEMENT_ID)});
    if (faces && localStorage.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)}) === faces.getAttribute('data-version')) faces.media = 'all';
  } catch (e) {}
})();`;
