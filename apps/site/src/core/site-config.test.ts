import type { SystemStatus } from '@lobbykit/platform';
import { describe, expect, it } from 'vitest';
import { toSiteConfig } from './site-config.ts';

const statusWith = (customerServiceUrl: string) =>
  ({
    maintenance: false,
    regionRestriction: false,
    info: {
      whitelabel: [],
      resources: [],
      customerService: { url: customerServiceUrl },
      imageCDNs: [],
      launchGameCDNs: [],
    },
  }) as unknown as SystemStatus;

describe('toSiteConfig', () => {
  it('keeps an https customer-service address', () => {
    expect(toSiteConfig(statusWith('https://support.example/chat')).customerServiceUrl).toBe(
      'https://support.example/chat',
    );
  });

  it.each(['javascript:alert(document.cookie)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'http://support.example'])(
    'offers no customer service for %j, which would become a link and a window of the site',
    (url) => expect(toSiteConfig(statusWith(url)).customerServiceUrl).toBeNull(),
  );
});
