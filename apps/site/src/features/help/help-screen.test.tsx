import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakePlatform, fakePlatformCall } from '../../core/testing/fake-platform.ts';
import { renderScreen } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import HelpScreen from './help-screen.tsx';

const platform = installFakePlatform();

const topics = [
  { id: 1, category: 'Account', title: 'How do I register?', content: '<p>Tap <strong>Register</strong>.</p>' },
  { id: 2, category: 'Account', title: 'I forgot my password', content: '<p>Use <em>Forgot password</em>.</p>' },
  { id: 3, category: 'Deposits', title: 'How long does a deposit take?', content: '<p>About a minute.</p>' },
];

beforeAll(() => setUpTestI18n());
beforeEach(() => {
  platform.call.mockImplementation(
    fakePlatformCall({
      helpCenter: topics,
      systemStatus: {
        maintenance: false,
        regionRestriction: false,
        info: {
          whitelabel: [],
          resources: [],
          customerService: { url: 'https://support.example/chat' },
          imageCDNs: [],
          launchGameCDNs: [],
        },
      },
    }),
  );
});
afterEach(() => platform.call.mockReset());

describe('HelpScreen', () => {
  it('groups the topics by category, each answer behind its question', async () => {
    renderScreen(<HelpScreen />, '/help');
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['How do I register?', 'I forgot my password']);
    await userEvent.click(within(account).getByRole('button', { name: 'I forgot my password' }));
    expect(within(account).getByText('Forgot password')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Deposits' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      'https://support.example/chat',
    );
  });

  it('searches questions and answers, and offers a way back when nothing matches', async () => {
    renderScreen(<HelpScreen />, '/help');
    const search = await screen.findByRole('searchbox', { name: 'Search the help centre' });
    await screen.findByRole('region', { name: 'Account' });

    await userEvent.type(search, 'minute');
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How long does a deposit take?' })).toBeInTheDocument();
    expect(screen.getByText('1 topics found')).toBeInTheDocument();

    await userEvent.type(search, ' bitcoin');
    expect(screen.getByText('Nothing matches “minute bitcoin”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
  });
});
