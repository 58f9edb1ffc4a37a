import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedVendor, rememberVendor, useRememberedVendor } from './rng-vendor.ts';

function RememberedVendor() {
  return <p>{useRememberedVendor('rng') ?? 'none'}</p>;
}

describe('the remembered lobby vendor', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept per lobby for the tab', () => {
    expect(rememberedVendor('RNG')).toBeNull();
    rememberVendor('rng', ' PP ');
    expect(rememberedVendor('RNG')).toBe('PP');
    expect(rememberedVendor('FISH')).toBeNull();
  });

  it('hydrates a server-drawn page as the server drew it, then shows the remembered vendor', async () => {
    rememberVendor('RNG', 'PP');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RememberedVendor />);
    expect(container.textContent).toBe('none');
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RememberedVendor />, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('PP');
  });
});
