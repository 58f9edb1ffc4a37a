import { PlatformError } from '@lobbykit/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installFakePlatform, fakePlatformCall } from '../../core/testing/fake-platform.ts';
import { renderScreen } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import NoticeScreen from './notice-screen.tsx';

const platform = installFakePlatform();

const notices = [
  { id: 1, type: 'B', title: 'Maintenance on Sunday', content: '<p>From <strong>02:00</strong>.</p>', createTime: 0 },
  {
    id: 2,
    type: 'PL',
    title: 'Claim your gift',
    content: '<p>Now</p>',
    createTime: 0,
  },
];

const trigger = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

beforeAll(() => setUpTestI18n());
afterEach(() => platform.call.mockReset());

describe('NoticeScreen', () => {
  it('lists every announcement, opens the one the address names, one at a time', async () => {
    platform.call.mockImplementation(fakePlatformCall({ announcements: notices }));
    renderScreen(<NoticeScreen />, '/noticePage?id=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    await screen.findByText('Claim your gift');
    expect(trigger('Claim your gift')).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(trigger('Maintenance on Sunday'));
    expect(trigger('Maintenance on Sunday')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Claim your gift')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toHaveLength(2);
  });

  it('says what went wrong when the call fails, and Retry loads the list', async () => {
    let fail = true;
    platform.call.mockImplementation(
      fakePlatformCall({
        announcements: () => {
          if (fail) throw new PlatformError('network', 'announcements', 'offline');
          return notices;
        },
      }),
    );
    renderScreen(<NoticeScreen />, '/noticePage');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The announcements could not be loaded');
    expect(alert).toHaveTextContent('Network link abnormal, please retry.');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maintenance on Sunday')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the reader there is nothing new and where to look instead', async () => {
    platform.call.mockImplementation(fakePlatformCall({ announcements: [] }));
    renderScreen(<NoticeScreen />, '/noticePage');
    expect(await screen.findByText('No announcements right now')).toBeInTheDocument();
    expect(screen.getByText(/Check back later/)).toBeInTheDocument();
  });
});
