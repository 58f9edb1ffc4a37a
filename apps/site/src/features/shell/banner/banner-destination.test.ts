import { describe, expect, it } from 'vitest';
import { bannerDestination } from './banner-destination.ts';

const lanes = [{ title: 'LIVE', cards: [{ vassalage: 'EVO', gameType: 'LIVE', name: 'Evolution', isHot: 1 }] }];

describe('bannerDestination', () => {
  it('keeps a path inside the site', () => {
    expect(bannerDestination({ linkageType: 'ROUTE', link: '/rng' })).toEqual({ kind: 'route', path: '/rng' });
    expect(bannerDestination({ linkageType: 'PROMOTION', link: '/promotions' })).toEqual({
      kind: 'route',
      path: '/promotions',
    });
  });

  it('opens a web address outside the site', () => {
    expect(bannerDestination({ linkageType: 'URL', link: 'https://example.com/x' })).toEqual({
      kind: 'external',
      url: 'https://example.com/x',
    });
  });

  it('sends a game banner to its vendor on the category page', () => {
    expect(bannerDestination({ linkageType: 'GAME', link: 'EVO' }, lanes)).toEqual({
      kind: 'route',
      path: '/live?vendor=EVO',
    });
  });

  it('does nothing for a picture-only banner or a link it cannot follow', () => {
    expect(bannerDestination({ link: '/rng' })).toBeNull();
    expect(bannerDestination({ linkageType: 'ROUTE' })).toBeNull();
    expect(bannerDestination({ linkageType: 'GAME', link: 'NOPE' }, lanes)).toBeNull();
    expect(bannerDestination({ linkageType: 'ROUTE', link: '//evil.example' })).toBeNull();
    expect(bannerDestination({ linkageType: 'ROUTE', link: 'javascript:alert(1)' })).toBeNull();
    // Browsers read "/\\" as "//": an address on another host, not a path of the site.
    expect(bannerDestination({ linkageType: 'ROUTE', link: '/\\evil.example' })).toBeNull();
    expect(bannerDestination({ linkageType: 'URL', link: 'http://plain.example' })).toBeNull();
  });
});
