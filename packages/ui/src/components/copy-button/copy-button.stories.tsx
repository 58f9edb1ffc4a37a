import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './copy-button.tsx';

// The stories check what is asked of the clipboard rather than the machine's real clipboard,
// which a headless browser may refuse.
const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Domain/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  args: {
    value: 'M10023881',
    label: 'Copy member ID',
    copiedMessage: 'Copied',
    failedMessage: 'Could not copy. Select the ID and copy it by hand.',
    onCopied: fn(),
    onCopyFailed: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    // An own property shadows the browser's getter until it is deleted again.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  decorators: [
    (Story) => (
      <div className="p-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy, see and hear "Copied", and the message goes away by itself. */
export const IconOnly: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy member ID' });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith('M10023881');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopied).toHaveBeenCalledWith('M10023881');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** As in the header's drop menu: the ID itself is the button. */
export const WithTheValueShown: Story = {
  args: { children: 'M10023881', variant: 'outline' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'M10023881 Copy member ID' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** The browser refuses every way of copying: the reader is told what to do instead. */
export const CopyRefused: Story = {
  beforeEach: () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const realExecCommand = document.execCommand;
    document.execCommand = () => false;
    return () => {
      document.execCommand = realExecCommand;
    };
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy member ID' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Could not copy');
    await expect(args.onCopyFailed).toHaveBeenCalledWith('M10023881');
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Icon-only and with text, in each look and size, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {(['ghost', 'outline', 'secondary', 'primary'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <CopyButton key={size} {...args} variant={variant} size={size} />
          ))}
          <CopyButton {...args} variant={variant}>
            M10023881
          </CopyButton>
          <CopyButton {...args} variant={variant} disabled>
            M10023881
          </CopyButton>
        </div>
      ))}
    </div>
  ),
};
