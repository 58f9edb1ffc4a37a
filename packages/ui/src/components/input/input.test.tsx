import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Input } from './input.tsx';

describe('Input', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'input',
      element: HTMLInputElement,
      render: (props) => <Input aria-label="Username" {...props} />,
    });
  });

  it('conforms with adornments: the group takes the class, the input keeps the ref', async () => {
    await expectConformance({
      slot: 'input-group',
      element: HTMLInputElement,
      render: (props) => <Input aria-label="Amount" leading="P" trailing="PHP" {...props} />,
    });
  });

  it('defaults to a medium text input and exposes its size', () => {
    render(<Input aria-label="Username" size="lg" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('data-size', 'lg');
  });

  it('reports typing through onChange', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Username" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'vip');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('textbox')).toHaveValue('vip');
  });

  it('renders leading and trailing adornments around the input', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<Input ref={ref} aria-label="Amount" leading="P" trailing="PHP" size="sm" />);
    const group = container.querySelector('[data-slot="input-group"]');
    const adornments = container.querySelectorAll('[data-slot="input-adornment"]');
    expect(group).toHaveAttribute('data-size', 'sm');
    expect([...adornments].map((node) => [node.getAttribute('data-position'), node.textContent])).toEqual([
      ['leading', 'P'],
      ['trailing', 'PHP'],
    ]);
    expect(group).toContainElement(ref.current);
  });

  it('marks itself invalid for assistive technology', () => {
    render(<Input aria-label="Username" aria-invalid />);
    expect(screen.getByRole('textbox')).toBeInvalid();
  });
});
