import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectShown } from '../../../stories/locale-axis.ts';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { anyOf, expectTextShown, expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import LoginDialog from './login-dialog.tsx';

interface Notice {
  title: string;
}
interface Country {
  name: string;
}

const meta = {
  title: 'Pages/Login popup',
  component: LoginDialog,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  // /login opens the login popup over the home screen, as the route table says.
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/login' },
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username and password, with the forgot-password link and free play where the brand has them. */
export const UsernameMode: Story = {
  name: 'Username mode',
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: /log in/i }, seedTimeout);
    await expectVisible(() => within(dialog).getByRole('textbox', { name: /username/i }));
    // The home screen's notices behind the popup come from the seed.
    const [firstNotice] = seedValue<Notice[]>('announcements');
    await expectTextShown(canvasElement, firstNotice!.title);
  },
};

/** Mobile number and SMS code, with the platform's country list for the dialing code. */
export const MobileMode: Story = {
  name: 'Mobile mode',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /log in/i }, seedTimeout);
    // The tabs show once the platform has said the brand has mobile-code login.
    await userEvent.click(await within(dialog).findByRole('tab', { name: /mobile number/i }, seedTimeout));
    // The dialing code starts at one of the platform's countries, its flag named after it.
    const countries = seedValue<Country[]>('countries').map((country) => country.name);
    const countryCode = await within(dialog).findByRole('button', { name: /country dialing code/i }, seedTimeout);
    await expectVisible(countryCode);
    // The code's name first reads "+" alone; the country's name follows when the list arrives.
    await waitFor(() => expect(countryCode).toHaveAccessibleName(anyOf(countries)), seedTimeout);
  },
};

/** The popup in username mode, for the visual matrix's locale axis. */
export const Locales: Story = {
  play: async () => {
    await expectShown('[role="dialog"] input[autocomplete="username"]');
  },
};
