import { httpsUrl } from '@lobbykit/platform';

/** Spec §9: the customer-service window is 440 × 750. */
export const customerServiceWindow = { width: 440, height: 750 } as const;

/**
 * Opens customer service in its own small window, centred over the site. Returns false when the
 * browser blocked the popup, so the caller can say so (spec §8 "popup blocked, allow and retry").
 * Only an https address is opened: a `javascript:` one would run as the site.
 */
export function openCustomerService(address: string, target: Window = window): boolean {
  const url = httpsUrl(address);
  if (!url) return true;
  const { width, height } = customerServiceWindow;
  const left = Math.max(0, Math.round(target.screenX + (target.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(target.screenY + (target.outerHeight - height) / 2));
  const opened = target.open(
    url.href,
    'customer-service',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!opened) return false;
  // The chat page gets no handle on the site.
  opened.opener = null;
  return true;
}
