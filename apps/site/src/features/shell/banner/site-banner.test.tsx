import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeCall } from '../testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { SiteBanner } from './site-banner.tsx';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

const banner = (bannerId: number, title: string, link?: string) => ({
  bannerId,
  groupName: 'w_home',
  url: `/b/${bannerId}.svg`,
  title,
  ...(link ? { linkageType: 'ROUTE', link } : {}),
});

function answer(banners: unknown) {
  platform.call.mockImplementation(fakeCall({ banners }));
}

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('SiteBanner', () => {
  it('holds the banner space while loading, then paints the first banner as a plain, sized, high-priority image', async () => {
    answer([banner(1, 'Welcome bonus')]);
    renderWithSwr(<SiteBanner group="w_home" />);
    expect(document.querySelector('[data-slot="banner-loading"]')).not.toBeNull();
    const image = await screen.findByRole('img', { name: 'Welcome bonus' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(platform.call).toHaveBeenCalledWith(expect.objectContaining({ name: 'banners' }), {
      groupName: 'w_home',
    });
    // One banner: no carousel, so no pagination.
    fireEvent.load(image);
    expect(screen.queryByRole('button', { name: /Show banner/ })).toBeNull();
  });

  it('swaps in the carousel, with pagination, when the pointer reaches the painted first banner', async () => {
    answer([banner(1, 'Welcome bonus'), banner(2, 'Live dealers')]);
    renderWithSwr(<SiteBanner group="w_home" />);
    const image = await screen.findByRole('img', { name: 'Welcome bonus' });
    fireEvent.load(image);
    expect(document.querySelector('[data-slot="banner-carousel"]')).toBeNull();
    fireEvent.pointerEnter(document.querySelector('[data-slot="site-banner"]')!);
    // The carousel's chunk is fetched only now.
    await waitFor(() => expect(document.querySelector('[data-slot="banner-carousel"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(screen.getAllByRole('button', { name: /Show banner/ })).toHaveLength(2);
  });

  it('follows a linked banner', async () => {
    answer([banner(1, 'Slots week', '/rng')]);
    renderWithSwr(<SiteBanner group="w_home" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Slots week' }));
    expect(window.location.pathname).toBe('/rng');
  });

  it('collapses when the group is empty or fails to load', async () => {
    answer([]);
    const { unmount } = renderWithSwr(<SiteBanner group="w_home" />);
    await waitFor(() => expect(document.querySelector('[data-slot="site-banner"]')).toBeNull());
    unmount();
    answer(() => Promise.reject(new Error('down')));
    renderWithSwr(<SiteBanner group="w_home" />);
    await waitFor(() => expect(document.querySelector('[data-slot="site-banner"]')).toBeNull());
  });
});
