import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { memberCentreEntries } from './fixtures.tsx';
import { SidePanel, type SidePanelProps } from './side-panel.tsx';

const baseProps: SidePanelProps = {
  title: 'Member centre',
  entries: memberCentreEntries,
  closeLabel: 'Close',
  loadingLabel: 'Loading',
};

function renderPanel(props: Partial<SidePanelProps> = {}) {
  const onActiveKeyChange = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <SidePanel
      {...baseProps}
      trigger={<button type="button">Member centre</button>}
      onActiveKeyChange={onActiveKeyChange}
      onOpenChange={onOpenChange}
      {...props}
    >
      <p>Page body</p>
    </SidePanel>,
  );
  return { onActiveKeyChange, onOpenChange };
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
  return screen.findByRole('dialog', { name: 'Member centre' });
}

describe('SidePanel', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'side-panel',
      element: HTMLDivElement,
      container: 'body',
      // Non-modal for the same reason as Dialog's own conformance test (radix-ui/primitives#3593).
      render: (props) => <SidePanel {...baseProps} open modal={false} {...props} />,
    });
  });

  it('opens on the default page with its entry marked current and focused', async () => {
    renderPanel({ defaultActiveKey: 'transferFund' });
    const dialog = await openPanel();
    const current = within(dialog).getByRole('button', { name: 'My wallet' });
    expect(current).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(current).toHaveFocus());
    expect(within(dialog).getAllByRole('button', { current: 'page' })).toHaveLength(1);
    expect(within(dialog).getByRole('region', { name: 'My wallet' })).toHaveTextContent('Page body');
  });

  it('starts on the panel, no entry focused, when the page shown has no menu entry', async () => {
    renderPanel({ activeKey: 'contractRequests' });
    const dialog = await openPanel();
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(within(dialog).queryAllByRole('button', { current: 'page' })).toHaveLength(0);
  });

  it('starts on the first entry when no default is given', async () => {
    renderPanel();
    const dialog = await openPanel();
    expect(within(dialog).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves the current page when an entry is chosen', async () => {
    const { onActiveKeyChange } = renderPanel();
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(onActiveKeyChange).toHaveBeenCalledWith('depositv2');
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('button', { name: 'My account' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(onActiveKeyChange).toHaveBeenCalledTimes(1);
  });

  it('follows activeKey when the parent owns it', async () => {
    const { onActiveKeyChange } = renderPanel({ activeKey: 'withdraw' });
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(onActiveKeyChange).toHaveBeenCalledWith('depositv2');
    expect(within(dialog).getByRole('button', { name: 'Withdrawal' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells which entry is pointed at or focused, so its page can start loading', async () => {
    const onEntryIntent = vi.fn();
    renderPanel({ onEntryIntent });
    const dialog = await openPanel();
    await userEvent.hover(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(onEntryIntent).toHaveBeenLastCalledWith('depositv2');
    within(dialog).getByRole('button', { name: 'Withdrawal' }).focus();
    expect(onEntryIntent).toHaveBeenLastCalledWith('withdraw');
  });

  it('shows counts above zero as badges', async () => {
    renderPanel();
    const dialog = await openPanel();
    expect(within(dialog).getByRole('button', { name: 'Reward centre 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Platform messages 99+' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mission activity' })).toBeInTheDocument();
  });

  it('shows placeholders instead of the page while loading', async () => {
    renderPanel({ loading: true });
    const dialog = await openPanel();
    const page = within(dialog).getByRole('region', { name: 'My account' });
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(within(page).getByRole('status')).toHaveTextContent('Loading');
    expect(within(dialog).queryByText('Page body')).not.toBeInTheDocument();
  });

  it('closes with its close button and with Escape, returning focus to the trigger', async () => {
    const { onOpenChange } = renderPanel();
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openPanel();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Member centre' })).toHaveFocus();
  });
});
