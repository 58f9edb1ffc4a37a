import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../core/session.ts';
import { fakePlatformCall, installFakePlatform, type FakeAnswers } from '../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import FeedbackScreen from './feedback-screen.tsx';
import { feedbackSettings, historyPage } from './testing/fake-feedback.ts';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) =>
  new File([new Uint8Array(PNG_SIGNATURE), new Uint8Array(size - PNG_SIGNATURE.length)], name, { type: 'image/png' });

function renderScreen({ member = false, ...answers }: FakeAnswers & { member?: boolean } = {}) {
  platform.call.mockImplementation(fakePlatformCall({ feedbackSettings, feedbackHistory: historyPage(), ...answers }));
  if (member) startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(<FeedbackScreen />);
}

const form = async () => within(await screen.findByRole('form', { name: 'Send feedback' }));

async function chooseCategory(name: string) {
  await userEvent.click((await form()).getByRole('combobox', { name: /^Category/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the feedback form', () => {
  it('says every rule in the player’s words before anything is sent, and counts as they type', async () => {
    const feedback = vi.fn();
    renderScreen({ feedback });
    const sendForm = await form();
    await userEvent.click(sendForm.getByRole('button', { name: 'Send feedback' }));
    expect(sendForm.getByText('Choose a category.')).toBeInTheDocument();
    expect(sendForm.getByText('Write your feedback.')).toBeInTheDocument();
    expect(sendForm.getByText('Leave an e-mail address or phone number so we can answer you.')).toBeInTheDocument();

    await userEvent.type(sendForm.getByRole('textbox', { name: /^Your feedback/ }), 'Slow');
    expect(sendForm.getByText('1 word: write between 2 and 500 words.')).toBeInTheDocument();
    await userEvent.type(sendForm.getByRole('textbox', { name: /^Your feedback/ }), ' lobby');
    expect(sendForm.getByText('2 words · between 2 and 500 words')).toBeInTheDocument();

    const remark = sendForm.getByRole('textbox', { name: /^Reference/ });
    await userEvent.type(remark, '😀'.repeat(3));
    expect(sendForm.getByText(/^3\/140 characters/)).toBeInTheDocument();
    await userEvent.clear(remark);
    await userEvent.click(remark);
    await userEvent.paste('x'.repeat(142));
    expect(sendForm.getByText('The reference may be at most 140 characters: remove 2.')).toBeInTheDocument();
    expect(feedback).not.toHaveBeenCalled();
  });

  it('refuses a wrong type, a file over 5 MB and a fourth image as they are picked', async () => {
    renderScreen();
    const images = (await form()).getByLabelText(/^Screenshots/);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(images, new File(['GIF89a'], 'clip.gif', { type: 'image/gif' }));
    expect(screen.getByText('clip.gif was not added: use .png, .jpg, .jpeg images.')).toBeInTheDocument();
    await user.upload(images, png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('big.png was not added: it is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(images, [png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    expect(screen.getByText('four.png was not added: at most 3 images.')).toBeInTheDocument();
  });

  it('sends a guest’s feedback with its contact and images, confirms the ticket and clears the form', async () => {
    const feedback = vi.fn().mockResolvedValue({ ticketId: 41 });
    renderScreen({ feedback });
    await chooseCategory('Complaint');
    const sendForm = await form();
    await userEvent.type(sendForm.getByRole('textbox', { name: /^Your feedback/ }), '  The stream froze. ');
    await userEvent.type(sendForm.getByRole('textbox', { name: /^E-mail or phone/ }), 'nina@example.com');
    await userEvent.upload(sendForm.getByLabelText(/^Screenshots/), png('shot.png'));
    await userEvent.click(sendForm.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText('Thank you, your feedback was sent: ticket #41')).toBeInTheDocument();
    expect(screen.getByText('We will answer you at the contact you left.')).toBeInTheDocument();
    expect(feedback).toHaveBeenCalledWith({
      type: 'complaint',
      content: 'The stream froze.',
      contact: 'nina@example.com',
      images: [expect.stringMatching(/^data:image\/png;base64,/)],
    });
    const cleared = await form();
    expect(cleared.getByRole('textbox', { name: /^Your feedback/ })).toHaveValue('');
    expect(cleared.queryByText('shot.png')).toBeNull();
    // A guest has no history: they are asked to sign in to follow their feedback.
    expect(screen.getByRole('region', { name: 'Log in to follow your feedback' })).toBeInTheDocument();
  });

  it('keeps everything typed when the send fails, and says what went wrong', async () => {
    renderScreen({
      member: true,
      feedback: new PlatformError('network', 'feedback', 'offline'),
    });
    await chooseCategory('Games');
    const sendForm = await form();
    await userEvent.type(sendForm.getByRole('textbox', { name: /^Your feedback/ }), 'Lobby is slow today');
    await userEvent.type(sendForm.getByRole('textbox', { name: /^Reference/ }), 'Round 7');
    await userEvent.click(sendForm.getByRole('button', { name: 'Send feedback' }));
    // The upload field keeps an alert region of its own: the form's alert is the one with words.
    await waitFor(() => expect(document.querySelector('[data-slot="form-alert"]')).toHaveTextContent(/./));
    expect(sendForm.getByRole('textbox', { name: /^Your feedback/ })).toHaveValue('Lobby is slow today');
    expect(sendForm.getByRole('textbox', { name: /^Reference/ })).toHaveValue('Round 7');
    expect(sendForm.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Games');
  });
});

describe('a member’s earlier feedback', () => {
  it('lists it newest first, marks a reply not read, and marks it read when the ticket is opened', async () => {
    const markFeedbackRead = vi.fn().mockResolvedValue({ unread: 0 });
    renderScreen({ member: true, markFeedbackRead });
    const list = await screen.findByRole('list', { name: 'My earlier feedback' });
    const tickets = within(list).getAllByRole('button');
    expect(tickets.map((ticket) => ticket.textContent)).toEqual([
      expect.stringMatching(/^Ticket #3Suggestion/),
      expect.stringMatching(/^Ticket #2Games/),
      expect.stringMatching(/^Ticket #1Deposit/),
    ]);
    expect(screen.getByText('1 new reply')).toBeInTheDocument();
    expect(within(tickets[1]!).getByText('New reply')).toBeInTheDocument();
    // No contact asked of a member: they are answered here.
    expect(screen.queryByRole('textbox', { name: /^E-mail or phone/ })).toBeNull();

    await userEvent.click(tickets[1]!);
    expect(tickets[1]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('We found round 58211947.')).toBeVisible();
    expect(screen.getByText('2 images attached')).toBeVisible();
    expect(markFeedbackRead).toHaveBeenCalledWith({ ticketId: 2 });
    await waitFor(() => expect(screen.queryByText('1 new reply')).toBeNull());
    expect(within(tickets[1]!).queryByText('New reply')).toBeNull();
  });

  it('shows a failed history with a Retry, and the form still works', async () => {
    renderScreen({ member: true, feedbackHistory: new PlatformError('unavailable', 'feedbackHistory', 'down') });
    const alert = await waitFor(() => {
      const region = document.querySelector<HTMLElement>('[data-slot="load-error"]');
      expect(region).not.toBeNull();
      return region!;
    });
    expect(within(alert).getByText('Your earlier feedback could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await form()).toBeTruthy();
  });
});
