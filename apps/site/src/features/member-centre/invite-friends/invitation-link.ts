/** The site server's preview cookie (server/brand-by-host.ts): the brand came from `?brand=`. */
const previewCookie = 'lobbykit_brand';

/**
 * The link a friend registers through (spec §2: `referralCode` on the registration page). Built on
 * the address the member is on, so it is the brand's own domain; a brand that is only a preview on
 * a shared host (its cookie set by `?brand=`) is named in the link too, or the friend would land on
 * the host's default brand.
 */
export function invitationLink(code: string, { origin, cookie }: { origin: string; cookie: string }): string {
  const link = new URL('/register', origin);
  link.searchParams.set('referralCode', code);
  const preview = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === previewCookie)?.[1];
  if (preview) link.searchParams.set('brand', decodeURIComponent(preview));
  return link.toString();
}
