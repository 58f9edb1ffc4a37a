import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { ThemeSwitch, toThemeValue } from './theme-switch.tsx';

describe('toThemeValue', () => {
  it('keeps dark and turns anything else into light', () => {
    expect(toThemeValue('dark')).toBe('dark');
    expect(toThemeValue('light')).toBe('light');
    expect(toThemeValue(null)).toBe('light');
    expect(toThemeValue('DARK')).toBe('light');
    expect(toThemeValue('purple')).toBe('light');
  });
});

describe('ThemeSwitch', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'theme-switch',
      element: HTMLButtonElement,
      render: (props) => <ThemeSwitch label="Dark mode" {...props} />,
    });
  });

  it('starts light and switches to dark and back (uncontrolled)', async () => {
    const onChange = vi.fn();
    render(<ThemeSwitch label="Dark mode" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('data-state', 'checked');
    expect(onChange).toHaveBeenLastCalledWith('dark');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith('light');
  });

  it('toggles with Space and Enter', async () => {
    const onChange = vi.fn();
    render(<ThemeSwitch label="Dark mode" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([['dark'], ['light']]);
  });

  it('follows value when controlled', async () => {
    const onChange = vi.fn();
    render(<ThemeSwitch label="Dark mode" value="dark" onChange={onChange} />);
    const toggle = screen.getByRole('switch');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith('light');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('lets a caller cancel the change from onClick', async () => {
    const onChange = vi.fn();
    render(<ThemeSwitch label="Dark mode" onClick={(event) => event.preventDefault()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
