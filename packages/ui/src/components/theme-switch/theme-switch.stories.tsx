import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeSwitch, type ThemeValue } from './theme-switch.tsx';

const meta = {
  title: 'Domain/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  args: { label: 'Dark mode', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: 'inline-radio', options: ['light', 'dark'] },
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The parent owns the value, as the site does when it stores the choice. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<ThemeValue>('dark');
    return (
      <ThemeSwitch
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange?.(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

/** Both sizes off and on, disabled, and right-to-left (the thumb slides the other way). */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 p-4">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-4">
          <ThemeSwitch {...args} size={size} defaultValue="light" />
          <ThemeSwitch {...args} size={size} defaultValue="dark" />
          <ThemeSwitch {...args} size={size} defaultValue="dark" disabled />
        </div>
      ))}
      <div dir="rtl" className="flex flex-wrap items-center gap-4">
        <ThemeSwitch {...args} defaultValue="light" />
        <ThemeSwitch {...args} defaultValue="dark" />
      </div>
    </div>
  ),
};
