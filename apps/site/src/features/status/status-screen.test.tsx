import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLiveEvent } from '../../core/page-live.ts';
import { fakeCall } from '../shell/testing/fake-platform.ts';
import { renderWithSwr } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { StatusScreen } from './status-screen.tsx';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
beforeEach(() => {
  platform.call.mockImplementation(fakeCall());
});
afterEach(() => vi.restoreAllMocks());

describe('StatusScreen', () => {
  it('shows the maintenance page', () => {
    renderWithSwr(<StatusScreen status={1} ip={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We’re under maintenance');
    expect(screen.getByRole('main')).toHaveTextContent('Your account and balance are safe');
    expect(screen.queryByText(/Your IP address/)).toBeNull();
  });

  it('marks the page live, so a press kept before its code ran is made', () => {
    delete document.documentElement.dataset.hydrated;
    const live = vi.fn();
    document.addEventListener(pageLiveEvent, live);
    renderWithSwr(<StatusScreen status={2} ip={null} />);
    document.removeEventListener(pageLiveEvent, live);
    expect(live).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute('data-hydrated', '');
  });

  it('shows the region-blocked page with the IP and a way to customer service', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderWithSwr(<StatusScreen status={2} ip="203.0.113.9" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not available in your region');
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://support.example/chat',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });
});
