/**
 * The sandbox of the game frame, as narrow as real providers allow. A provider's game needs its
 * scripts, forms (cashier and bet slips), its own storage and cookies (its session, sound and
 * settings) and windows of its own (rules, history, cashier), which then behave as normal pages of
 * the provider rather than inheriting this sandbox. It never needs to navigate the site itself
 * (leaving a game asks the player first, spec §4), to lock the pointer or to download files.
 *
 * Storage comes with `allow-same-origin`, which is safe only for a game on another origin: a page
 * of the site's own origin given both that and `allow-scripts` could reach into the site and lift
 * the sandbox off itself. A same-origin game (the sandbox's demo game behind the proxy) therefore
 * runs in an opaque origin, as the proxy also makes it (server/platform-content.ts).
 */
export function gameFrameSandbox(gameUrl: string, siteOrigin: string): string {
  const crossOrigin = new URL(gameUrl, siteOrigin).origin !== siteOrigin;
  const always = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-orientation-lock'];
  return (crossOrigin ? [...always, 'allow-same-origin', 'allow-popups-to-escape-sandbox'] : always).join(' ');
}

/**
 * Providers check that a launch comes from an operator's domain, so they get the site's origin;
 * the page's path and query stay with the site.
 */
export const gameFrameReferrerPolicy = 'strict-origin-when-cross-origin';

/** What a game may ask the browser for: fullscreen and sound without a tap first. */
export const gameFrameAllow = 'autoplay; fullscreen';
