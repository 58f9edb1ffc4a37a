import { describe, expect, it } from 'vitest';
import { checkBrand } from './brand-check.ts';
import { serializeBrand } from './brand-json.ts';
import { builtInBrands } from './built-in-brands.ts';

describe('serializeBrand', () => {
  it('writes a file that reads back as the same brand and passes the check', () => {
    const text = serializeBrand(builtInBrands.ember);
    expect(text.endsWith('}\n')).toBe(true);
    const { brand, problems } = checkBrand(JSON.parse(text));
    expect(problems).toEqual([]);
    expect(brand).toEqual(builtInBrands.ember);
  });

  it('refuses to export a brand the schema rejects', () => {
    const broken = { ...builtInBrands.aurora, merchantCode: 'not a code' };
    expect(() => serializeBrand(broken)).toThrow(/merchantCode/);
  });
});
