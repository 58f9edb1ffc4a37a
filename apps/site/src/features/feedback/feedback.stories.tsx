import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { platformHandlers } from '../../stories/platform-handlers.ts';
import { expectVisible, seedTimeout, seedValue } from '../../stories/seed.ts';
import FeedbackScreen from './feedback-screen.tsx';
import type { FeedbackPage, FeedbackSettings } from './use-feedback.ts';

const meta = {
  title: 'Pages/Feedback and complaints',
  component: FeedbackScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: '/feedback' } },
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = () => seedValue<FeedbackSettings>('feedbackSettings');
const history = () => seedValue<FeedbackPage>('feedbackHistory', { pageNo: '1' }, 'member');

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) =>
  new File([new Uint8Array(PNG_SIGNATURE), new Uint8Array(56)], name, { type: 'image/png' });

/** The form once the screen and its strings have arrived, with queries bound to it. */
async function feedbackForm() {
  const form = await screen.findByRole('form', { name: 'Send feedback' }, seedTimeout);
  await expectVisible(form);
  return within(form);
}

async function chooseCategory(name: string) {
  const form = await feedbackForm();
  await userEvent.click(form.getByRole('combobox', { name: /^Category/ }));
  await userEvent.click(await screen.findByRole('option', { name }, seedTimeout));
}

/** A guest on AURORA: the platform's categories, a contact asked for, and every rule said before sending. */
export const GuestErrors: Story = {
  name: 'Guest, the form’s errors (AURORA)',
  globals: { brand: 'aurora' },
  play: async () => {
    const form = await feedbackForm();
    await expect(screen.getByRole('region', { name: 'Log in to follow your feedback' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    await expect(form.getByText('Choose a category.')).toBeVisible();
    await expect(form.getByText('Write your feedback.')).toBeVisible();
    await expect(form.getByText('Leave an e-mail address or phone number so we can answer you.')).toBeVisible();

    await userEvent.type(form.getByRole('textbox', { name: /^Your feedback/ }), 'Slow');
    const { minWords, maxWords } = settings();
    await expect(form.getByText(`1 word: write between ${minWords} and ${maxWords} words.`)).toBeVisible();
    // Pasted, not typed: 141 key presses would take most of the story's time on a busy machine.
    await userEvent.click(form.getByRole('textbox', { name: /^Reference/ }));
    await userEvent.paste('x'.repeat(141));
    await expect(form.getByText('The reference may be at most 140 characters: remove 1.')).toBeVisible();

    const images = form.getByLabelText(/^Screenshots/);
    await userEvent.upload(images, [png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    await expect(form.getByText('four.png was not added: at most 3 images.')).toBeVisible();

    await userEvent.click(form.getByRole('combobox', { name: /^Category/ }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await expect(names).toEqual(settings().categories.map((category) => category.name));
    await userEvent.keyboard('{Escape}');
  },
};

/** A guest on JADE sends: the ticket number is confirmed and the form is fresh again. */
export const GuestSent: Story = {
  name: 'Guest sends (JADE)',
  globals: { brand: 'jade' },
  parameters: {
    msw: [
      http.put('*/wps/feedback', async ({ request }) => {
        const body = (await request.json()) as { type: string; contact?: string; images: string[] };
        const right = body.type === 'suggestion' && body.contact === 'nina@example.com' && body.images.length === 1;
        return HttpResponse.json(
          right
            ? { success: true, value: { ticketId: 128 } }
            : { success: false, code: 'INVALID_INPUT', message: `unexpected feedback ${JSON.stringify(body)}` },
        );
      }),
      ...platformHandlers,
    ],
  },
  play: async () => {
    await chooseCategory(settings().categories.find((category) => category.code === 'suggestion')!.name);
    const form = await feedbackForm();
    await userEvent.type(form.getByRole('textbox', { name: /^Your feedback/ }), 'More bingo rooms, please.');
    await userEvent.type(form.getByRole('textbox', { name: /^E-mail or phone/ }), 'nina@example.com');
    await userEvent.upload(form.getByLabelText(/^Screenshots/), png('lobby.png'));
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await screen.findByText('Thank you, your feedback was sent: ticket #128', {}, seedTimeout),
    ).toBeVisible();
    await expect((await feedbackForm()).getByRole('textbox', { name: /^Your feedback/ })).toHaveValue('');
  },
};

/** The demo member on AURORA: earlier feedback newest first; opening the answered one reads its reply. */
export const MemberHistory: Story = {
  name: 'Member, earlier feedback (AURORA)',
  globals: { brand: 'aurora' },
  parameters: { page: { path: '/feedback', viewer: 'member' } },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'My earlier feedback' }, seedTimeout);
    const tickets = () => within(list).getAllByRole('button');
    const recorded = history().list;
    await expect(tickets().map((ticket) => ticket.textContent)).toEqual(
      recorded.map((ticket) => expect.stringContaining(`Ticket #${ticket.ticketId}${ticket.typeName}`)),
    );
    await expect(screen.getByText('1 new reply')).toBeVisible();
    const answered = recorded.findIndex((ticket) => ticket.replies.some((reply) => !reply.read));
    await expect(within(tickets()[answered]!).getByText('New reply')).toBeVisible();
    // A member is answered here: no contact is asked for.
    await expect(screen.queryByRole('textbox', { name: /^E-mail or phone/ })).toBeNull();

    await userEvent.click(tickets()[answered]!);
    await expect(screen.getByText(recorded[answered]!.replies[0]!.content)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('1 new reply')).toBeNull(), seedTimeout);
  },
};

/** The demo member on JADE: the same history in JADE's colours, the form beside it. */
export const MemberJade: Story = {
  name: 'Member (JADE)',
  globals: { brand: 'jade' },
  parameters: { page: { path: '/feedback', viewer: 'member' } },
  play: async () => {
    await feedbackForm();
    const list = await screen.findByRole('list', { name: 'My earlier feedback' }, seedTimeout);
    await expect(within(list).getAllByRole('button')).toHaveLength(history().list.length);
  },
};

/** The form could not be loaded: what went wrong and a Retry, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    page: { path: '/feedback', viewer: 'member' },
    msw: [
      http.get('*/wps/feedback/setting', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      http.get('*/wps/feedback/list', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    await expect(await screen.findByText('The feedback form could not be loaded', {}, seedTimeout)).toBeVisible();
    await expect(await screen.findByText('Your earlier feedback could not be loaded', {}, seedTimeout)).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  },
};
