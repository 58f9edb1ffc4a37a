import { describe, expect, it } from 'vitest';
import type { Pack } from '../core/i18n/i18n.ts';
import { keptTokens, pseudoLocalize, pseudoPack } from './pseudo-locale.ts';

const enPacks = import.meta.glob<Pack>('../../../../locales/en/*.json', { eager: true, import: 'default' });

/** Every string of a pack with its key path. */
function strings(pack: Pack, prefix = ''): [string, string][] {
  return Object.entries(pack).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`),
  );
}

const enStrings = Object.entries(enPacks).flatMap(([path, pack]) => strings(pack, `${path}:`));

describe('the pseudo-locale', () => {
  it('reads the EN packs', () => {
    expect(Object.keys(enPacks).length).toBeGreaterThan(20);
    expect(enStrings.length).toBeGreaterThan(1000);
  });

  it('accents every letter, pads the string and marks both its ends', () => {
    expect(pseudoLocalize('Sign in')).toBe('[Ŝïğñ ïñ ~]');
    const long = pseudoLocalize('Your withdrawal request has been received');
    expect(long).toMatch(/^\[Ýöüŕ ŵïţĥðŕáŵáļ ŕëǫüëšţ ĥáš ƀëëñ ŕëçëïṽëð ~~~~~ ~~~~~ ~\]$/);
  });

  it('keeps placeholders, nestings and Trans tags exactly', () => {
    const text = 'Hi {{name}}, <0>{{count, number}} games</0> $t(common:actions.play)<br/>';
    const pseudo = pseudoLocalize(text);
    expect(keptTokens(pseudo)).toEqual([
      '{{name}}',
      '<0>',
      '{{count, number}}',
      '</0>',
      '$t(common:actions.play)',
      '<br/>',
    ]);
    expect(pseudo).toContain('Ĥï {{name}}, <0>{{count, number}} ğáɱëš</0>');
    expect(keptTokens(pseudoLocalize('Letters, (min)-(max) characters.'))).toEqual(['(min)', '(max)']);
  });

  it('keeps every placeholder of every EN string', () => {
    for (const [key, text] of enStrings) expect(keptTokens(pseudoLocalize(text)), key).toEqual(keptTokens(text));
  });

  it('leaves a string without letters as it is', () => {
    expect(pseudoLocalize('')).toBe('');
    expect(pseudoLocalize('{{amount}}')).toBe('{{amount}}');
    expect(pseudoLocalize(' / ')).toBe(' / ');
  });

  it('makes the EN packs about 40 % longer overall', () => {
    const before = enStrings.reduce((sum, [, text]) => sum + text.length, 0);
    const after = enStrings.reduce((sum, [, text]) => sum + pseudoLocalize(text).length, 0);
    expect(after / before).toBeGreaterThanOrEqual(1.3);
    expect(after / before).toBeLessThanOrEqual(1.5);
  });

  it('keeps the keys of every pack, plural suffixes included', () => {
    for (const pack of Object.values(enPacks)) {
      const pseudo = pseudoPack(pack);
      expect(strings(pseudo).map(([key]) => key)).toEqual(strings(pack).map(([key]) => key));
    }
    const plurals = enStrings.filter(([key]) => /_(one|other)$/.test(key));
    expect(plurals.length).toBeGreaterThan(0);
  });

  it('keeps its structure when applied again', () => {
    for (const [, text] of enStrings.slice(0, 200)) {
      const twice = pseudoLocalize(pseudoLocalize(text));
      expect(keptTokens(twice)).toEqual(keptTokens(text));
      expect(twice.startsWith('[') || twice === text).toBe(true);
    }
  });
});
