import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScreenFrame } from '../../core/screen-frame.ts';
import { SiteLayout } from './site-layout.tsx';
import { fakeCall } from './testing/fake-platform.ts';
import { renderWithSwr } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
beforeEach(() => {
  platform.call.mockImplementation(fakeCall());
  // happy-dom has no IntersectionObserver: the footer strip then loads at once.
  sessionStorage.clear();
});
afterEach(() => platform.call.mockReset());

/** The frames of the route table's rows these tests draw (app/routes.tsx). */
const frames: Record<string, ScreenFrame> = {
  '/': { page: 'index', banner: 'w_home', chrome: 'full' },
  '/game': { page: 'game', banner: null, chrome: 'header' },
  '/lottery': { page: 'lottery', banner: null, chrome: 'headerWithoutNav' },
  '/helpmc': { page: 'helpmc', banner: null, chrome: 'bare' },
  '/vip': { page: 'vip', banner: null, chrome: 'full' },
  '/live': { page: 'live', banner: 'w_live', chrome: 'full' },
};

function renderAt(path: string) {
  return renderWithSwr(
    <SiteLayout route={frames[path]!}>
      <main>Screen</main>
    </SiteLayout>,
  );
}

const area = (slot: string) => document.querySelector(`[data-slot="${slot}"]`);

describe('SiteLayout', () => {
  it('shows every area on a full page and names the tab after the brand', async () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(area('header-top')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Shortcuts' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2023 Aurora Casino');
    expect(document.title).toBe('Aurora Casino');
  });

  it('keeps the header and the screen only on a header page', () => {
    renderAt('/game');
    expect(area('header-top')).not.toBeNull();
    expect(area('header-bottom')).not.toBeNull();
    expect(area('site-banner')).toBeNull();
    expect(area('notice-ticker')).toBeNull();
    expect(area('side-bar')).toBeNull();
    expect(area('site-footer')).toBeNull();
  });

  it('hides the category bar but keeps the logo on /lottery', () => {
    renderAt('/lottery');
    expect(area('header-top')).not.toBeNull();
    expect(area('header-bottom')).toBeNull();
    expect(area('header-top')?.querySelector('[data-slot="brand-link"]')).not.toBeNull();
  });

  it('shows the screen alone on a bare page', () => {
    renderAt('/helpmc');
    expect(area('site-header')).toBeNull();
    expect(area('skip-link')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Screen');
  });

  it('shows no banner for a route without a group, and collapses a group that fails', async () => {
    renderAt('/vip');
    expect(area('site-banner')).toBeNull();
    platform.call.mockImplementation(fakeCall({ banners: () => Promise.reject(new Error('down')) }));
    renderAt('/live');
    await waitFor(() => expect(area('site-banner')).toBeNull());
  });
});
