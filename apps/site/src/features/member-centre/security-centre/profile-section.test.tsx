import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../core/session.ts';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { nicknameProblem } from './nickname-editor.tsx';
import { avatars, card, header, refusal, renderAccountPage } from './test-support.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  vi.restoreAllMocks();
  endSession();
});

describe('nicknameProblem', () => {
  it('follows the platform’s rule: 2–16 letters of any script, digits, _ - . and single spaces', () => {
    for (const good of ['Ñoño', '王小明', 'Lucky_7', 'Juan dela Cruz', 'ab', 'a'.repeat(16), '  Juan  ']) {
      expect(nicknameProblem(good), good).toBeNull();
    }
    expect(nicknameProblem('   ')).toBe('profile.nickname_required');
    for (const bad of ['a', 'a'.repeat(17), 'Juan  Cruz', '<b>hi</b>', 'Lucky🎰', 'a@b']) {
      expect(nicknameProblem(bad), bad).toBe('profile.nickname_rule');
    }
  });
});

describe('the profile card', () => {
  it('shows the nickname, username, member ID and VIP level', async () => {
    await renderAccountPage(platform);
    const profile = card('Profile');
    expect(profile.getByText('Juan')).toBeInTheDocument();
    expect(profile.getByText('demo')).toBeInTheDocument();
    expect(profile.getByText('6')).toBeInTheDocument();
    expect(profile.getByText('Gold')).toBeInTheDocument();
    expect(profile.getByRole('button', { name: 'Copy member ID' })).toBeInTheDocument();
  });

  it('copies the member ID and says so', async () => {
    await renderAccountPage(platform);
    // happy-dom has no secure context, and user-event puts a clipboard of its own on the page.
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(card('Profile').getByRole('button', { name: 'Copy member ID' }));
    expect(writeText).toHaveBeenCalledWith('6');
    await waitFor(() => expect(screen.getAllByText('Member ID copied').length).toBeGreaterThan(0));
  });

  it('checks the nickname as it is typed, then saves it and the header shows it at once', async () => {
    const setNickname = vi.fn((input: { nickname: string }) => ({ nickname: input.nickname }));
    await renderAccountPage(platform, { setNickname });
    const profile = card('Profile');
    await userEvent.click(profile.getByRole('button', { name: 'Edit nickname' }));
    const input = profile.getByRole('textbox', { name: /^New nickname/ });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(
      '2–16 characters: letters, digits, _ - . and single spaces between words.',
    );

    await userEvent.clear(input);
    expect(input).toHaveAccessibleDescription('Please enter a nickname.');
    await userEvent.type(input, 'Lucky🎰');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Enter}');
    expect(setNickname).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '  Ñoño Santos {Enter}');
    expect(await profile.findByText('Your nickname has been saved.')).toBeInTheDocument();
    expect(setNickname).toHaveBeenCalledWith({ nickname: 'Ñoño Santos' });
    expect(header()).toHaveTextContent('Ñoño Santos');
    expect(profile.getByText('Ñoño Santos')).toBeInTheDocument();
    expect(profile.getByRole('button', { name: 'Edit nickname' })).toHaveFocus();
  });

  it('shows the platform’s refusal at the nickname and keeps what was typed', async () => {
    await renderAccountPage(platform, { setNickname: refusal('real-account-needed', 'setNickname') });
    const profile = card('Profile');
    await userEvent.click(profile.getByRole('button', { name: 'Edit nickname' }));
    const input = profile.getByRole('textbox', { name: /^New nickname/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'Lucky{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/A real account is needed for this/));
    expect(input).toHaveValue('Lucky');
    expect(header()).toHaveTextContent('Juan');
  });

  it('picks an avatar from those on offer, with the keyboard, and the header shows it at once', async () => {
    const setMemberIcon = vi.fn((input: { icon: string }) => ({ icon: input.icon, icons: avatars }));
    await renderAccountPage(platform, { setMemberIcon });
    expect(header()).toHaveTextContent(avatars[0]!);
    await userEvent.click(card('Profile').getByRole('button', { name: 'Change avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your avatar' });
    const first = await within(dialog).findByRole('radio', { name: 'Avatar 1' });
    expect(first).toBeChecked();
    act(() => first.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this avatar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your avatar' })).toBeNull());
    expect(setMemberIcon).toHaveBeenCalledWith({ icon: avatars[2] });
    expect(header()).toHaveTextContent(avatars[2]!);
    expect(card('Profile').getByText('Your avatar has been changed.')).toBeInTheDocument();
  });

  it('keeps the choice and says what went wrong when the avatar is refused', async () => {
    await renderAccountPage(platform, {
      setMemberIcon: refusal('server', 'setMemberIcon', 'Choose one of the avatars on offer.'),
    });
    await userEvent.click(card('Profile').getByRole('button', { name: 'Change avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your avatar' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Avatar 4' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this avatar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose one of the avatars on offer.');
    expect(within(dialog).getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
    expect(header()).toHaveTextContent(avatars[0]!);
  });

  it('offers Retry when the avatars cannot be loaded', async () => {
    await renderAccountPage(platform, { memberIcon: refusal('unavailable', 'memberIcon') });
    await userEvent.click(card('Profile').getByRole('button', { name: 'Change avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your avatar' });
    expect(await within(dialog).findByText('The avatars could not be loaded')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
