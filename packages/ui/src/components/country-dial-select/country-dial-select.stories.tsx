import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Input } from '../input/index.ts';
import { CountryDialSelect } from './country-dial-select.tsx';
import { countryFixtures, fixtureFlagSrc } from './fixtures.ts';

const meta = {
  title: 'Domain/CountryDialSelect',
  component: CountryDialSelect,
  tags: ['autodocs'],
  args: {
    countries: countryFixtures,
    flagSrc: fixtureFlagSrc,
    defaultValue: 'PH',
    label: 'Country dialing code',
    searchLabel: 'Search countries',
    searchPlaceholder: 'Country or code',
    emptyMessage: 'No country matches',
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outline', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CountryDialSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchByDialingCode: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Country dialing code Philippines +63' });
    await userEvent.click(trigger);
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, '+84');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'VN' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleName('Country dialing code Vietnam +84');
    await expect(trigger).toHaveFocus();
  },
};

/** Tab to the button, open with Enter, walk the list with the arrows, Escape closes. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Country dialing code/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('combobox');
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toHaveTextContent('Thailand');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'VN' }));
  },
};

export const NothingMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country dialing code/ }));
    await userEvent.type(await screen.findByRole('combobox'), 'Atlantis');
    await expect(screen.getByRole('status')).toHaveTextContent('No country matches');
  },
};

/** Inside the phone field's leading adornment, as on the login and registration forms. */
export const InPhoneField: Story = {
  args: { variant: 'ghost', size: 'sm' },
  render: (args) => (
    <div className="max-w-sm">
      <Input
        aria-label="Mobile number"
        inputMode="tel"
        placeholder="9171234567"
        className="ps-1"
        leading={<CountryDialSelect {...args} />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country dialing code/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Malaysia/ }));
    await expect(canvas.getByRole('button', { name: /Country dialing code/ })).toHaveAccessibleName(
      'Country dialing code Malaysia +60',
    );
  },
};

/** Both looks at every size, no choice yet, a missing flag, disabled, right-to-left, and the open list. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 p-4 pb-[21rem]">
      {(['outline', 'ghost'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <CountryDialSelect key={size} {...args} variant={variant} size={size} />
          ))}
          <CountryDialSelect {...args} variant={variant} defaultValue={undefined} placeholder="Code" />
          <CountryDialSelect {...args} variant={variant} defaultValue="XK" />
          <CountryDialSelect {...args} variant={variant} defaultValue="CI" disabled />
        </div>
      ))}
      <div dir="rtl" className="flex flex-wrap items-center gap-3">
        <CountryDialSelect {...args} defaultValue="VN" />
      </div>
      <div>
        <CountryDialSelect {...args} defaultValue="TH" defaultOpen />
      </div>
    </div>
  ),
};
