import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionProps } from './accordion.tsx';

const notices = [
  {
    id: 'maintenance',
    title: 'Scheduled maintenance',
    time: '2026-11-20 09:30:00',
    body: 'Slots and fishing games are offline on Sunday from 02:00 to 04:00 (GMT+7) while we upgrade the servers.',
  },
  {
    id: 'rebate',
    title: 'Weekly live casino rebate raised to 1.2%',
    time: '2026-11-18 14:05:12',
    body: 'From this Monday every live casino bet earns a 1.2% rebate, paid to your main wallet each week.',
  },
  {
    id: 'lottery',
    title: 'New Vietnamese lottery draws',
    time: '2026-11-15 08:00:00',
    body: 'Northern region draws now close ten minutes before the result announcement.',
  },
];

function NoticeList(props: AccordionProps) {
  return (
    <Accordion {...props} className="max-w-xl">
      {notices.map((notice) => (
        <AccordionItem key={notice.id} value={notice.id}>
          <AccordionTrigger>
            <span className="flex flex-col gap-1">
              <span>{notice.title}</span>
              <time className="text-xs font-normal text-muted-foreground" dateTime={notice.time.replace(' ', 'T')}>
                {notice.time}
              </time>
            </span>
          </AccordionTrigger>
          <AccordionContent>{notice.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'card'] } },
  render: (args) => <NoticeList {...args} />,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice popup's list: one notice open at a time; clicking the open one closes it. */
export const Notices: Story = {
  play: async ({ canvas }) => {
    const maintenance = canvas.getByRole('button', { name: /Scheduled maintenance/ });
    const rebate = canvas.getByRole('button', { name: /Weekly live casino rebate/ });
    await userEvent.click(maintenance);
    await expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/offline on Sunday/)).toBeVisible();

    await userEvent.click(rebate);
    await expect(rebate).toHaveAttribute('aria-expanded', 'true');
    await expect(maintenance).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(rebate);
    await expect(rebate).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('button').filter((button) => button.ariaExpanded === 'true')).toHaveLength(0);
  },
};

/** Tab reaches the first heading, arrows move between headings, Enter and Space open and close. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const [first, second, third] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('maintenance');

    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

const faqs = [
  {
    id: 'deposit',
    title: 'How long does a deposit take?',
    body: 'Bank transfers arrive within 15 minutes; e-wallet deposits are instant.',
  },
  {
    id: 'withdrawal',
    title: 'Why is my withdrawal pending?',
    body: 'Withdrawals wait until the turnover requirement of your last bonus is met.',
  },
  { id: 'agent', title: 'How do I become an agent?', body: 'Contact customer service to sign an agent contract.' },
];

/** Both looks, each with an open item and a disabled one. */
export const AllStates: Story = {
  render: () => (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      {[
        { variant: 'default' as const, items: notices, open: 'maintenance', disabled: 'lottery' },
        { variant: 'card' as const, items: faqs, open: 'deposit', disabled: 'agent' },
      ].map(({ variant, items, open, disabled }) => (
        <Accordion key={variant} variant={variant} defaultValue={open}>
          {items.map((item) => (
            <AccordionItem key={item.id} value={item.id} disabled={item.id === disabled}>
              <AccordionTrigger>{item.title}</AccordionTrigger>
              <AccordionContent>{item.body}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      ))}
    </div>
  ),
};
