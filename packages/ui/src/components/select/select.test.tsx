import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
  type SelectProps,
  type SelectTriggerProps,
} from './select.tsx';

function BankSelect({ trigger, ...props }: SelectProps & { trigger?: SelectTriggerProps }) {
  return (
    <>
      <label htmlFor="bank">Bank</label>
      <Select {...props}>
        <SelectTrigger id="bank" {...trigger}>
          <SelectValue placeholder="Choose your bank" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Vietnam</SelectLabel>
            <SelectItem value="vcb">Vietcombank</SelectItem>
            <SelectItem value="tcb" disabled>
              Techcombank
            </SelectItem>
            <SelectItem value="acb">ACB</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </>
  );
}

describe('Select', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'select-trigger',
      element: HTMLButtonElement,
      render: (props) => (
        <>
          <label htmlFor="bank">Bank</label>
          <Select>
            <SelectTrigger id="bank" {...props}>
              <SelectValue placeholder="Choose your bank" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="vcb">Vietcombank</SelectItem>
            </SelectContent>
          </Select>
        </>
      ),
    });
  });

  it('is a combobox named by its label that shows the placeholder until something is chosen', () => {
    render(<BankSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Bank' });
    expect(trigger).toHaveTextContent('Choose your bank');
    expect(trigger).toHaveAttribute('data-placeholder');
  });

  it('opens from the keyboard, skips disabled options and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<BankSelect onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(screen.getByRole('option', { name: 'Techcombank' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Vietcombank' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'ACB' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('acb');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    const trigger = screen.getByRole('combobox', { name: 'Bank' });
    expect(trigger).toHaveTextContent('ACB');
    expect(trigger).toHaveFocus();
  });

  it('marks the chosen option and shows an error state through aria-invalid', async () => {
    const user = userEvent.setup();
    render(<BankSelect defaultValue="vcb" trigger={{ 'aria-invalid': true, size: 'lg' }} />);
    const trigger = screen.getByRole('combobox', { name: 'Bank' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('data-size', 'lg');
    expect(trigger).toHaveClass('aria-invalid:border-destructive');
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'Vietcombank' })).toHaveAttribute('aria-selected', 'true');
  });

  it('cannot be opened while disabled', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<BankSelect disabled />);
    await user.click(screen.getByRole('combobox', { name: 'Bank' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
