import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BalanceDisplay } from './balance-display.tsx';

const meta = {
  title: 'Domain/BalanceDisplay',
  component: BalanceDisplay,
  tags: ['autodocs'],
  args: {
    amount: 12580.5,
    locale: 'en-US',
    label: 'Wallet balance',
    refreshLabel: 'Refresh balance',
    maskLabel: 'Hide balance',
    onRefresh: fn(),
    onMaskedChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['plain', 'outline'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('12,580.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const MaskWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const eye = canvas.getByRole('button', { name: 'Hide balance' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(eye).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('***')).toBeVisible();
    await expect(canvas.queryByText('12,580.50')).not.toBeInTheDocument();
    await expect(args.onMaskedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('12,580.50')).toBeVisible();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true, variant: 'outline' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Wallet balance' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const OtherLocale: Story = {
  args: { locale: 'de-DE', amount: 987654.321, currencySymbol: '₱' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('987.654,32')).toBeVisible();
  },
};

/** Both looks at both sizes, hidden, refreshing, not yet loaded and a long amount. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 p-4">
      {(['plain', 'outline'] as const).map((variant) =>
        (['sm', 'md'] as const).map((size) => (
          <div key={`${variant}-${size}`} className="flex flex-wrap items-center gap-4">
            <BalanceDisplay {...args} variant={variant} size={size} />
            <BalanceDisplay {...args} variant={variant} size={size} defaultMasked />
            <BalanceDisplay {...args} variant={variant} size={size} refreshing />
          </div>
        )),
      )}
      <div className="flex flex-wrap items-center gap-4">
        <BalanceDisplay {...args} amount={undefined} variant="outline" />
        <BalanceDisplay {...args} amount={1234567890.12} variant="outline" />
        <BalanceDisplay {...args} amount={0} locale="vi-VN" currencySymbol="₫" fractionDigits={0} variant="outline" />
      </div>
    </div>
  ),
};
