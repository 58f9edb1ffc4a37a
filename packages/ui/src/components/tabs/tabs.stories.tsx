import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps } from './tabs.tsx';
import { DicesIcon } from '../../icons/dices.ts';
import { FishIcon } from '../../icons/fish.ts';
import { TicketIcon } from '../../icons/ticket.ts';
import { TrophyIcon } from '../../icons/trophy.ts';

const categories = [
  { value: 'slots', label: 'Slots', icon: <DicesIcon aria-hidden="true" />, text: '1,240 slot games from 18 vendors.' },
  { value: 'fishing', label: 'Fishing', icon: <FishIcon aria-hidden="true" />, text: '36 fishing games.' },
  { value: 'sports', label: 'Sports', icon: <TrophyIcon aria-hidden="true" />, text: 'Live odds on 40 sports.' },
  { value: 'lottery', label: 'Lottery', icon: <TicketIcon aria-hidden="true" />, text: 'Draws every 5 minutes.' },
];

function GameTabs({ onValueChange, ...listProps }: TabsListProps & { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="slots" onValueChange={onValueChange}>
      <TabsList aria-label="Game categories" {...listProps}>
        {categories.map((category) => (
          <TabsTrigger key={category.value} value={category.value} disabled={category.value === 'sports'}>
            {category.icon}
            {category.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map((category) => (
        <TabsContent key={category.value} value={category.value} className="text-sm">
          {category.text}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  render: (args) => <GameTabs onValueChange={args.onValueChange} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the selected tab, arrows move and select (skipping the disabled one), Tab enters the panel. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fishing' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fishing');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await userEvent.tab();
    const panel = canvas.getByRole('tabpanel', { name: 'Lottery' });
    await expect(panel).toHaveFocus();
    await expect(panel).toHaveTextContent('Draws every 5 minutes.');
  },
};

export const Pills: Story = {
  render: (args) => <GameTabs variant="pills" onValueChange={args.onValueChange} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Lottery' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('lottery');
    await expect(canvas.getByRole('tabpanel', { name: 'Lottery' })).toBeVisible();
  },
};

/** Both looks at both sizes, each with a selected and a disabled tab. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-8">
      {(['underline', 'pills'] as const).map((variant) =>
        (['md', 'sm'] as const).map((size) => (
          <Tabs key={`${variant}-${size}`} defaultValue="fishing">
            <TabsList aria-label={`Game categories, ${variant} ${size}`} variant={variant} size={size}>
              {categories.map((category) => (
                <TabsTrigger key={category.value} value={category.value} disabled={category.value === 'sports'}>
                  {category.icon}
                  {category.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {categories.map((category) => (
              <TabsContent key={category.value} value={category.value} className="text-sm">
                {category.text}
              </TabsContent>
            ))}
          </Tabs>
        )),
      )}
    </div>
  ),
};
