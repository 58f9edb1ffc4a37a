import { describe, expect, it } from 'vitest';
import {
  captchaImageSrc,
  countryFlagUrl,
  gameIcon,
  gameTitle,
  isAgentType,
  isTrialType,
  systemStatusCode,
  vendorLogoUrl,
  whitelabelFlags,
} from './helpers.ts';

describe('platform helpers', () => {
  it('reads the system status code of spec §2', () => {
    expect(systemStatusCode({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(systemStatusCode({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusCode({ maintenance: false, regionRestriction: true })).toBe(2);
  });

  it('collects enabled modules, skipping the children of a module that is off', () => {
    const flags = whitelabelFlags([
      {
        modId: 'LOGIN',
        enabled: '1',
        childrenNodes: [
          { modId: 'MOBILEVERCODELOGIN3', enabled: 1, childrenNodes: [] },
          { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] },
        ],
      },
      {
        modId: 'REGISTER',
        enabled: false,
        childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '1', childrenNodes: [] }],
      },
    ]);
    expect([...flags].sort()).toEqual(['LOGIN', 'MOBILEVERCODELOGIN3']);
  });

  it('tells agents and trial accounts apart (spec §6)', () => {
    expect([0, 1, 2, 4, 41, 42].filter(isAgentType)).toEqual([1, 2, 41, 42]);
    expect([0, 1, 4, undefined].filter(isTrialType)).toEqual([4]);
  });

  it('turns every captcha shape into an image source', () => {
    expect(captchaImageSrc('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(captchaImageSrc({ img: 'data:image/png;base64,AAA' })).toBe('data:image/png;base64,AAA');
  });

  it('reads a game’s name and icon from whichever field the platform filled', () => {
    const base = { nodeId: 7, vassalage: 'PG', gameType: 'RNG' };
    expect(gameTitle({ ...base, nodeName: 'Fortune Ox' })).toBe('Fortune Ox');
    expect(gameTitle({ ...base, gameName: 'Mahjong Ways', nodeName: 'x' })).toBe('Mahjong Ways');
    expect(gameTitle(base)).toBe('7');
    expect(gameIcon({ ...base, iconUrl: '/a.png', showIcon: '/b.png' })).toBe('/b.png');
  });

  it('builds image URLs as spec §7 names them', () => {
    expect(vendorLogoUrl('https://img.example', 'RNG', 'PG')).toBe(
      'https://img.example/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png',
    );
    expect(countryFlagUrl('https://img.example', 'PH')).toBe('https://img.example/TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png');
  });
});
