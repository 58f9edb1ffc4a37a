import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import SecurityCentrePage from './security-centre-page.tsx';
import { accountAnswers, overview, refusal, renderAccountPage } from './test-support.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

describe('the account page', () => {
  it('draws a card per item, each titled at h3 under the frame’s h2', async () => {
    await renderAccountPage(platform);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Profile', 'Login password', 'Withdrawal password', 'Mobile number', 'E-mail address']);
  });

  it('shows what went wrong when the account cannot be read, and Retry reads it again', async () => {
    let fail = true;
    platform.call.mockImplementation(
      fakePlatformCall({
        ...accountAnswers,
        securityOverview: () => {
          if (fail) throw refusal('unavailable', 'securityOverview');
          return overview;
        },
      }),
    );
    startSession({ token: 'member-token', username: 'demo', accountType: 0 });
    renderWithSwr(<SecurityCentrePage />);
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account details could not be loaded')).toBeInTheDocument();
    expect(
      within(alert).getByText('The platform is not answering right now, please try again shortly.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Profile' })).toBeInTheDocument();
  });
});
