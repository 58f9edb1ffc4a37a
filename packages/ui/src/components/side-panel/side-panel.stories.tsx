import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { memberCentreEntries } from './fixtures.tsx';
import { SidePanel, type SidePanelProps } from './side-panel.tsx';
import { LayoutDashboardIcon } from '../../icons/layout-dashboard.ts';
import { MegaphoneIcon } from '../../icons/megaphone.ts';
import { UserPlusIcon } from '../../icons/user-plus.ts';
import { UsersIcon } from '../../icons/users.ts';

/** Stand-in page content: the real pages are the site's screens. */
function SamplePage({ title }: { title: string }) {
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">
        Everything about this page in one place. Changes take effect straight away.
      </p>
      <dl className="grid gap-3 rounded-lg border border-border bg-card p-4 text-sm text-card-foreground sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Member ID</dt>
          <dd className="font-medium">M10023881</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">VIP level</dt>
          <dd className="font-medium">Gold 3</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Mobile</dt>
          <dd className="font-medium">+63 917 ••• 4567</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last sign-in</dt>
          <dd className="font-medium">2025-03-04 21:17:05</dd>
        </div>
      </dl>
    </div>
  );
}

function labelOf(key: string | undefined, entries: SidePanelProps['entries']) {
  return entries.find((entry) => entry.key === key)?.label ?? '';
}

/** The site's way of using it: it owns the page and shows placeholders while the page loads. */
function MemberCentre(args: SidePanelProps) {
  const [page, setPage] = useState(args.defaultActiveKey ?? 'securityCenter');
  const [loading, setLoading] = useState(false);
  return (
    <SidePanel
      {...args}
      activeKey={page}
      loading={loading || args.loading}
      onActiveKeyChange={(key) => {
        args.onActiveKeyChange?.(key);
        setPage(key);
        setLoading(true);
        setTimeout(() => setLoading(false), 1200);
      }}
    >
      <SamplePage title={labelOf(page, args.entries)} />
    </SidePanel>
  );
}

const meta = {
  title: 'Domain/SidePanel',
  component: SidePanel,
  tags: ['autodocs'],
  args: {
    title: 'Member centre',
    entries: memberCentreEntries,
    defaultActiveKey: 'securityCenter',
    closeLabel: 'Close',
    loadingLabel: 'Loading',
    trigger: <Button>Member centre</Button>,
    onActiveKeyChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
  render: (args) => <MemberCentre {...args} />,
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, move between pages (placeholders while each loads), close with Escape. */
export const MemberCentrePages: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Member centre' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const account = within(dialog).getByRole('button', { name: 'My account' });
    await expect(account).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(account).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Platform messages 99+' }));
    await expect(args.onActiveKeyChange).toHaveBeenCalledWith('messageV2');
    const page = within(dialog).getByRole('region', { name: 'Platform messages' });
    await expect(await within(page).findByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(within(page).getByRole('heading', { name: 'Platform messages' })).toBeVisible(), {
      timeout: 3000,
    });
    await expect(account).not.toHaveAttribute('aria-current');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard only: Tab walks the menu, Enter opens a page, Tab reaches the close button. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'My account' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    const deposit = within(dialog).getByRole('button', { name: 'Deposit' });
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(deposit).toHaveAttribute('aria-current', 'page');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    // Focus is trapped: from the first entry, Shift+Tab wraps to the close button.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Member centre' })).toHaveFocus();
  },
};

const agentCentreEntries: SidePanelProps['entries'] = [
  { key: 'announcement', label: 'Announcement', icon: <MegaphoneIcon /> },
  { key: 'agentTeamOverview', label: 'Team overview', icon: <LayoutDashboardIcon /> },
  { key: 'downlineRegister', label: 'Register account', icon: <UserPlusIcon /> },
  { key: 'teamManagement', label: 'Team management', icon: <UsersIcon /> },
];

/** The agent centre uses the same panel with its own menu and default page. */
export const AgentCentre: Story = {
  args: {
    title: 'Agent centre',
    trigger: <Button variant="outline">Agent centre</Button>,
    defaultActiveKey: 'agentTeamOverview',
    entries: agentCentreEntries,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agent centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    await expect(within(dialog).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('heading', { name: 'Team overview' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A panel drawn inside a frame (a transformed box holds fixed content), so the snapshot sees it. */
function Framed(props: SidePanelProps) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setFrame} className="relative h-[40rem] transform-gpu overflow-hidden rounded-lg border border-border">
      {frame && (
        <SidePanel
          {...props}
          open
          modal={false}
          container={frame}
          className="h-auto"
          onOpenAutoFocus={(event) => event.preventDefault()}
        />
      )}
    </div>
  );
}

/** A loaded page with badges and the current entry, and a page still loading. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <Framed {...args} trigger={undefined} activeKey="messageV2">
        <SamplePage title="Platform messages" />
      </Framed>
      <Framed
        {...args}
        trigger={undefined}
        title="Agent centre"
        entries={agentCentreEntries}
        activeKey="agentTeamOverview"
        loading
      />
    </div>
  ),
};
