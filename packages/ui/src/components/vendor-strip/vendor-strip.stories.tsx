import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleSlotVendors, sampleVendorLogo, sampleVendors } from '../../fixtures/index.ts';
import { VendorStrip } from './vendor-strip.tsx';

const meta = {
  title: 'Domain/VendorStrip',
  component: VendorStrip,
  tags: ['autodocs'],
  args: {
    vendors: sampleVendors,
    label: 'Game providers',
    logoSrc: sampleVendorLogo,
    previousLabel: 'Previous providers',
    nextLabel: 'Next providers',
    hotLabel: 'Hot',
    onSelect: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['footer', 'lobby'] },
    variant: { control: 'inline-radio', options: ['plain', 'card'] },
  },
} satisfies Meta<typeof VendorStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's endless logo strip: it holds while the pointer is over it. TCG lanes are left out. */
export const Footer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Game providers' });
    await expect(region).toHaveAttribute('data-state', 'moving');
    await expect(canvas.queryByRole('img', { name: 'TCG Lottery' })).toBeNull();
    await userEvent.hover(canvasElement.querySelector('[data-slot="vendor-strip-list"]')!);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'held'));
  },
};

/** The game-list screen's vendor picker: arrows page through, the chosen vendor is highlighted. */
export const Lobby: Story = {
  args: { mode: 'lobby', variant: 'card' },
  render: function Render(args) {
    const [selected, setSelected] = useState('PG');
    return (
      <VendorStrip
        {...args}
        selected={selected}
        onSelect={(vendor) => {
          args.onSelect?.(vendor);
          setSelected(vendor.vassalage);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'PG Soft Hot' })).toHaveAttribute('aria-pressed', 'true');
    const previous = canvas.getByRole('button', { name: 'Previous providers' });
    const next = canvas.getByRole('button', { name: 'Next providers' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());

    const evolution = canvas.getByRole('button', { name: 'Evolution Hot' });
    await userEvent.click(evolution);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'EVO' }));
    await expect(evolution).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Tab walks the vendors; one out of view slides in when it gets focus. Enter or Space selects. */
export const LobbyKeyboard: Story = {
  args: { mode: 'lobby', selected: 'PG' },
  play: async ({ args, canvas }) => {
    const last = canvas.getByRole('button', { name: 'Habanero' });
    last.focus();
    await expect(last).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous providers' })).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'HB' }));
  },
};

/** Footer strips (plain and card), the lobby picker with and without arrows, and names for missing logos; all still. */
export const AllStates: Story = {
  args: { autoplay: false },
  render: (args) => (
    <div className="grid gap-6 p-2">
      <VendorStrip {...args} />
      <VendorStrip {...args} variant="card" label="Live and sports providers" vendors={sampleVendors.slice(3, 11)} />
      <VendorStrip {...args} mode="lobby" variant="card" selected="JL" label="Providers" />
      <VendorStrip {...args} mode="lobby" selected="PP" label="Slot providers" vendors={sampleSlotVendors} />
      <VendorStrip
        {...args}
        mode="lobby"
        logoSrc={undefined}
        label="Providers without logos"
        vendors={sampleSlotVendors.slice(0, 5)}
      />
    </div>
  ),
};
