import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { languageFixtures } from './fixtures.ts';
import { LanguageMenu } from './language-menu.tsx';

const meta = {
  title: 'Domain/LanguageMenu',
  component: LanguageMenu,
  tags: ['autodocs'],
  args: {
    languages: languageFixtures,
    value: 'EN',
    label: 'Language',
    onChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['label', 'code'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    dir: { control: 'inline-radio', options: ['ltr', 'rtl'] },
  },
  // The site owns the current language; the stories keep it in state the same way.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageMenu
        {...args}
        value={value}
        onChange={(code) => {
          args.onChange(code);
          setValue(code);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the button, Enter opens with the current language focused, arrows move, Enter picks. */
export const KeyboardChoice: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Language English' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('VI');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleName('Language Tiếng Việt');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeKeepsTheLanguage: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Language English' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Right-to-left: the menu opens mirrored, aligned to the button's inline end. */
export const RightToLeft: Story = {
  args: { dir: 'rtl', value: 'AR' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div dir="rtl" className="flex justify-end">
        <LanguageMenu {...args} value={value} onChange={setValue} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Language العربية' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toHaveAttribute('dir', 'rtl');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Name and code looks at both sizes, right-to-left, and the open menu. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 p-4 pb-72">
      {(['label', 'code'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <LanguageMenu {...args} variant={variant} size="sm" />
          <LanguageMenu {...args} variant={variant} size="md" value="VI" />
          <LanguageMenu {...args} variant={variant} size="md" value="PT_BR" />
        </div>
      ))}
      <div dir="rtl" className="flex flex-wrap items-center gap-3">
        <LanguageMenu {...args} dir="rtl" value="AR" />
      </div>
      <div className="flex">
        <LanguageMenu {...args} value="ID" defaultOpen modal={false} />
      </div>
    </div>
  ),
};
