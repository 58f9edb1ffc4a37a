/**
 * The visitor's address as the platform should see it. `X-Forwarded-For` is written by whoever
 * sends the request, so only the hops added by proxies the operator runs in front of the site (a
 * load balancer, a CDN) can be believed: with `trustedHops` such proxies, the visitor is the entry
 * that many places left of the socket's peer. With none, the socket's peer is the visitor and any
 * chain the request carried is ignored, so region blocking never follows a header the visitor
 * controls.
 */
export function visitorAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string | null {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (trustedHops === 0 || hops.length === 0) return socketAddress ?? null;
  // The socket's peer is the nearest trusted proxy, and each trusted proxy appended the hop it
  // saw; a chain shorter than that was not all written by them, so its first entry is as far as it goes.
  return hops[Math.max(0, hops.length - trustedHops)]!;
}
