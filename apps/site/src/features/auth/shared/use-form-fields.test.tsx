import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormFields } from './use-form-fields.ts';

const validate = (values: Record<'name' | 'code', string>) => ({
  ...(values.name.trim() ? {} : { name: 'Name needed' }),
  ...(values.code.trim() ? {} : { code: 'Code needed' }),
});

function Form({ onValid }: { onValid: (values: Record<'name' | 'code', string>) => void }) {
  const form = useFormFields({ initialValues: { name: '', code: '' }, validate });
  return (
    <form onSubmit={form.handleSubmit(onValid)} aria-label="form">
      <input aria-label="name" {...form.field('name')} />
      <p>{form.errors.name}</p>
      <input aria-label="code" {...form.field('code')} />
      <p>{form.errors.code}</p>
      <button type="submit">Go</button>
    </form>
  );
}

describe('useFormFields', () => {
  it('shows a message once the field is left, and keeps it current while typing', () => {
    render(<Form onValid={vi.fn()} />);
    expect(screen.queryByText('Name needed')).toBeNull();
    fireEvent.blur(screen.getByLabelText('name'));
    expect(screen.getByText('Name needed')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ana' } });
    expect(screen.queryByText('Name needed')).toBeNull();
    expect(screen.queryByText('Code needed')).toBeNull();
  });

  it('on a failed submit shows every message, focuses the first field with one and keeps the values', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ana' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Code needed')).toBeInTheDocument();
    expect(screen.getByLabelText('code')).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveValue('Ana');

    fireEvent.change(screen.getByLabelText('code'), { target: { value: '42' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', code: '42' });
  });

  it('check() shows one field and says whether it is fine; setValue can fill only an empty field', () => {
    const { result } = renderHook(() => useFormFields({ initialValues: { name: '', code: '' }, validate }));
    let fine = true;
    act(() => {
      fine = result.current.check('name');
    });
    expect(fine).toBe(false);
    expect(result.current.errors).toEqual({ name: 'Name needed' });
    act(() => result.current.setValue('name', (current) => current || 'Remembered'));
    act(() => result.current.setValue('name', (current) => current || 'Other'));
    expect(result.current.values.name).toBe('Remembered');
  });
});
