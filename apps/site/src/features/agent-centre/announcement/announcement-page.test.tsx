import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import AnnouncementPage from './announcement-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const notices = {
  list: [
    {
      id: 2,
      title: 'Commission statements are out',
      content: '<p>Ready.</p>',
      publishedAt: Date.UTC(2026, 2, 10),
      read: false,
    },
    {
      id: 1,
      title: 'Agency support hours',
      content: '<p>09:00 to 21:00</p>',
      publishedAt: Date.UTC(2026, 2, 1),
      read: true,
    },
  ],
  unread: 1,
};

function renderPage(answers: Record<string, unknown>) {
  platform.call.mockImplementation(fakePlatformCall(answers));
  startSession({ token: 'agent-token', username: 'agent1', accountType: 1 });
  renderWithSwr(<AnnouncementPage />);
}

describe('agent announcements', () => {
  it('marks the unread ones, and opening one marks it read', async () => {
    const readAgentNotice = vi.fn().mockResolvedValue({ unread: 0 });
    renderPage({ agentNotices: notices, readAgentNotice });
    const unread = await screen.findByRole(
      'button',
      { name: /^New\s*Commission statements are out/ },
      { timeout: 5000 },
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 unread announcement');
    expect(screen.getByRole('button', { name: /^Agency support hours/ })).toBeInTheDocument();
    await userEvent.click(unread);
    expect(readAgentNotice).toHaveBeenCalledWith({ id: 2 });
    expect(await screen.findByText('Ready.')).toBeInTheDocument();
    expect(await screen.findByText('0 unread announcements')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Commission statements are out/ })).toBeInTheDocument();
  });

  it('asks nothing when a notice already read is opened', async () => {
    const readAgentNotice = vi.fn().mockResolvedValue({ unread: 1 });
    renderPage({ agentNotices: notices, readAgentNotice });
    await userEvent.click(await screen.findByRole('button', { name: /^Agency support hours/ }, { timeout: 5000 }));
    expect(readAgentNotice).not.toHaveBeenCalled();
  });
});
