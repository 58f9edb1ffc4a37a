import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps } from './tabs.tsx';

function WalletTabs({ onValueChange, ...listProps }: TabsListProps & { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="deposit" onValueChange={onValueChange}>
      <TabsList aria-label="Wallet" {...listProps}>
        <TabsTrigger value="deposit">Deposit</TabsTrigger>
        <TabsTrigger value="withdraw">Withdraw</TabsTrigger>
        <TabsTrigger value="transfer" disabled>
          Transfer
        </TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
      <TabsContent value="deposit">Choose a deposit method.</TabsContent>
      <TabsContent value="withdraw">Withdraw to your bank card.</TabsContent>
      <TabsContent value="transfer">Move funds between wallets.</TabsContent>
      <TabsContent value="history">Your last 30 days.</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'tabs',
      element: HTMLDivElement,
      render: (props) => (
        <Tabs defaultValue="deposit" {...props}>
          <TabsList aria-label="Wallet">
            <TabsTrigger value="deposit">Deposit</TabsTrigger>
          </TabsList>
          <TabsContent value="deposit">Choose a deposit method.</TabsContent>
        </Tabs>
      ),
    });
  });

  it('shows the panel of the selected tab, labelled by it', () => {
    render(<WalletTabs />);
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Deposit' })).toHaveTextContent('Choose a deposit method.');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves with the arrow keys, skips disabled tabs and selects on focus', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<WalletTabs onValueChange={onValueChange} />);
    await user.tab();
    expect(tab('Deposit')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Withdraw')).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('withdraw');
    await user.keyboard('{ArrowRight}');
    expect(tab('History')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Deposit' })).toHaveFocus();
  });

  it('styles every trigger from the list variant and size', () => {
    render(<WalletTabs variant="pills" size="sm" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('data-variant', 'pills');
    expect(tab('History')).toHaveAttribute('data-variant', 'pills');
    expect(tab('History')).toHaveClass('h-8', 'rounded-md');
  });

  it('merges classes onto the list, trigger and content parts', () => {
    render(
      <Tabs defaultValue="a">
        <TabsList className="list-extra" aria-label="Games">
          <TabsTrigger value="a" className="trigger-extra">
            Slots
          </TabsTrigger>
        </TabsList>
        <TabsContent value="a" className="content-extra">
          Slot games
        </TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist')).toHaveClass('list-extra');
    expect(tab('Slots')).toHaveClass('trigger-extra');
    expect(screen.getByRole('tabpanel')).toHaveClass('content-extra');
  });
});
