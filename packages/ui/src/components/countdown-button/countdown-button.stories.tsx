import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CountdownButton, type CountdownButtonProps } from './countdown-button.tsx';

type SendHandler = NonNullable<CountdownButtonProps['onClick']>;

const meta = {
  title: 'Domain/CountdownButton',
  component: CountdownButton,
  tags: ['autodocs'],
  args: {
    children: 'Send code',
    countdownLabel: (seconds: number) => `Resend in ${seconds}s`,
    // Three seconds, so the whole rule plays out in a story.
    expiredMinutes: 0.05,
    onClick: fn<SendHandler>(() => true),
    onCountdownEnd: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disabled while counting: further presses do nothing until the seconds run out. */
export const DisabledWhileCounting: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Resend in 3s');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveTextContent('Resend in 2s'), { timeout: 2000 });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 4000 });
    await expect(button).toHaveTextContent('Send code');
    await expect(args.onCountdownEnd).toHaveBeenCalledOnce();
  },
};

export const KeyboardSend: Story = {
  args: { variant: 'outline' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Send code' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toBeDisabled();
  },
};

/** The request is in flight: the button is busy, then counts only if the code was sent. */
export const WaitsForTheRequest: Story = {
  args: { onClick: fn<SendHandler>(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300))) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toHaveTextContent('Resend in 3s'));
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const RequestFailed: Story = {
  args: { onClick: fn<SendHandler>(() => Promise.resolve(false)) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toBeEnabled();
    await expect(button).toHaveTextContent('Send code');
  },
};

/** Ready, sending, counting (frozen clock) and disabled, in three looks. */
export const AllStates: Story = {
  args: { expiredMinutes: 1 },
  // Holds the clock still so the counting buttons keep showing 60s for the snapshot.
  beforeEach: () => {
    const realNow = Date.now;
    const frozen = realNow();
    Date.now = () => frozen;
    return () => {
      Date.now = realNow;
    };
  },
  render: (args) => (
    <div className="grid gap-4 p-4">
      {(['primary', 'secondary', 'outline'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <CountdownButton {...args} variant={variant} />
          <CountdownButton {...args} variant={variant} loading />
          <CountdownButton {...args} variant={variant} running />
          <CountdownButton {...args} variant={variant} disabled />
        </div>
      ))}
    </div>
  ),
};
