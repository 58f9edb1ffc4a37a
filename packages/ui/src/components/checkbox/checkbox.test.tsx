import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'checkbox',
      element: HTMLButtonElement,
      render: (props) => <Checkbox label="Remember password" {...props} />,
    });
  });

  it('toggles from its label and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember password" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember password' });
    expect(checkbox).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(screen.getByText('Remember password'));
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('toggles with Space from the keyboard', async () => {
    render(<Checkbox label="Remember password" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows the mixed state', () => {
    render(<Checkbox aria-label="Select all games" defaultChecked="indeterminate" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Select all games' });
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    expect(checkbox).toHaveAttribute('data-state', 'indeterminate');
  });

  it('renders the bare box when it has no label', () => {
    const { container } = render(<Checkbox aria-label="Select game" size="sm" />);
    expect(container.querySelector('[data-slot="checkbox-field"]')).toBeNull();
    expect(screen.getByRole('checkbox')).toHaveAttribute('data-size', 'sm');
  });

  it('marks itself invalid and ignores input when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Agree" aria-invalid disabled onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Agree' });
    expect(checkbox).toBeInvalid();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
