import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { PasswordInput } from './password-input.tsx';

const labels = { showLabel: 'Show password', hideLabel: 'Hide password' };

describe('PasswordInput', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'input-group',
      element: HTMLInputElement,
      render: (props) => <PasswordInput aria-label="Password" {...labels} {...props} />,
    });
  });

  it('starts hidden and toggles between its two labels, keeping the value', async () => {
    const onVisibleChange = vi.fn();
    render(<PasswordInput aria-label="Password" {...labels} onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'Secret99');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret99');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('data-state', 'visible');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('points the toggle at the input it controls', () => {
    render(<PasswordInput aria-label="Password" id="signup-password" {...labels} />);
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-controls', 'signup-password');
  });

  it('follows a controlled visible prop', async () => {
    const onVisibleChange = vi.fn();
    const { rerender } = render(
      <PasswordInput aria-label="Password" {...labels} visible={false} onVisibleChange={onVisibleChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    rerender(<PasswordInput aria-label="Password" {...labels} visible onVisibleChange={onVisibleChange} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('keeps the caret in place when revealed with a pointer', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordInput ref={ref} aria-label="Password" {...labels} defaultValue="Jackpot2024" />);
    const input = ref.current!;
    await userEvent.click(input);
    input.setSelectionRange(3, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 5]);
  });

  it('disables the toggle with the input', () => {
    render(<PasswordInput aria-label="Password" {...labels} disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });
});
