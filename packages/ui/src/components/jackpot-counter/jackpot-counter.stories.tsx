import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { JackpotCounter } from './jackpot-counter.tsx';

const meta = {
  title: 'Domain/JackpotCounter',
  component: JackpotCounter,
  tags: ['autodocs'],
  args: { value: 8_765_432.1, label: 'Progressive jackpot', locale: 'en-PH', currencySymbol: '₱' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['hero', 'inline'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grows by 165.11 every 3 s. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Progressive jackpot' })).toHaveTextContent('₱8,765,432.10');
  },
};

/** A faster interval shows the growth without waiting; the readable value follows, silently. */
export const Ticking: Story = {
  args: { intervalMs: 200 },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Progressive jackpot' });
    await waitFor(() => expect(group).toHaveTextContent('₱8,765,597.21'));
    await expect(group.querySelector('[aria-live="off"]')).not.toBeNull();
  },
};

export const Inline: Story = {
  args: { variant: 'inline', size: 'sm', label: 'Jackpot' },
};

/** Both variants at every size, and other locales' grouping, decimals and symbol placement; all paused. */
export const AllStates: Story = {
  args: { paused: true },
  render: (args) => (
    <div className="grid justify-items-start gap-4 p-2">
      <JackpotCounter {...args} size="lg" />
      <JackpotCounter {...args} size="md" />
      <JackpotCounter {...args} size="sm" value={125_480.5} label="Daily jackpot" />
      <div className="flex flex-wrap items-center gap-3">
        <JackpotCounter {...args} variant="inline" size="sm" label="Jackpot" />
        <JackpotCounter {...args} variant="inline" size="md" label="Mega jackpot" value={24_310_992.75} />
        <JackpotCounter {...args} variant="inline" size="lg" label="Mini" value={9_820.4} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <JackpotCounter {...args} variant="inline" label="Jackpot (Germany)" locale="de-DE" currencySymbol="€" />
        <JackpotCounter {...args} variant="inline" label="Giải độc đắc" locale="vi-VN" currencySymbol="₫" />
        <JackpotCounter {...args} variant="inline" label="Jackpot (Thailand)" locale="th-TH" currencySymbol="฿" />
      </div>
    </div>
  ),
};
