import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Input } from '../input/input.tsx';
import { PasswordInput } from '../password-input/password-input.tsx';
import { Field } from './field.tsx';

describe('Field', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'field',
      element: HTMLDivElement,
      render: (props) => (
        <Field label="Username" hint="6–16 characters" error="Too short" required {...props}>
          <Input />
        </Field>
      ),
    });
  });

  it('labels the control and describes it with the hint', () => {
    render(
      <Field label="Username" hint="6–16 characters">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('6–16 characters');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds the error to the description, marks the control invalid and the wrapper data-invalid', () => {
    const { container } = render(
      <Field label="Username" hint="6–16 characters" error="Too short">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('6–16 characters Too short');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');
    expect(container.querySelector('[data-slot="field"]')).toHaveAttribute('data-invalid', 'true');
  });

  it('marks the control required and shows a marker hidden from screen readers', () => {
    const { container } = render(
      <Field label="Email" required>
        <Input type="email" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-required', 'true');
    expect(container.querySelector('[data-slot="field-required"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hands the wiring to any control through the render prop', () => {
    render(
      <Field label="Currency" hint="Shown on every balance" error="Pick a currency" controlId="currency">
        {(control) => (
          <select {...control}>
            <option>PHP</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('id', 'currency');
    expect(select).toHaveAttribute('aria-describedby', 'currency-hint currency-error');
    expect(select).toBeInvalid();
  });

  it('keeps a control’s own description ids alongside the field’s', () => {
    render(
      <>
        <p id="terms">Terms apply</p>
        <Field label="Promo code" hint="Optional">
          <Input aria-describedby="terms" />
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription('Optional Terms apply');
  });

  it('wires PasswordInput and Checkbox the same way', () => {
    render(
      <>
        <Field label="Password" error="Enter your password">
          <PasswordInput showLabel="Show password" hideLabel="Hide password" />
        </Field>
        <Field orientation="horizontal" label="Agree" error="Required">
          <Checkbox />
        </Field>
      </>,
    );
    const password = screen.getByLabelText('Password');
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-controls', password.id);
    const checkbox = screen.getByRole('checkbox', { name: 'Agree' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('Required');
  });

  it('can be marked invalid without a message', () => {
    render(
      <Field label="Username" invalid>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox')).toBeInvalid();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });
});
