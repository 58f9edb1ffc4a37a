import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { languageFixtures } from './fixtures.ts';
import { LanguageMenu, type LanguageMenuProps } from './language-menu.tsx';

function renderMenu(props: Partial<LanguageMenuProps> = {}) {
  const onChange = vi.fn();
  render(<LanguageMenu languages={languageFixtures} value="VI" label="Language" onChange={onChange} {...props} />);
  return { onChange, trigger: screen.getByRole('button', { name: /Language/ }) };
}

describe('LanguageMenu', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'language-menu',
      element: HTMLButtonElement,
      render: (props) => (
        <LanguageMenu languages={languageFixtures} value="EN" label="Language" onChange={() => {}} {...props} />
      ),
    });
  });

  it('shows the current language on the button, marked with its lang', () => {
    const { trigger } = renderMenu();
    expect(trigger).toHaveAccessibleName('Language Tiếng Việt');
    expect(screen.getByText('Tiếng Việt')).toHaveAttribute('lang', 'vi');
  });

  it('shows the code instead in the code variant', () => {
    const { trigger } = renderMenu({ variant: 'code', value: 'PT_BR' });
    expect(trigger).toHaveAccessibleName('Language PT_BR');
    expect(screen.getByText('PT_BR')).toHaveAttribute('lang', 'pt-br');
  });

  it('lists every language with the current one checked', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(languageFixtures.map((language) => language.label));
    expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('calls onChange with the chosen code from the keyboard and closes', async () => {
    const user = userEvent.setup();
    const { onChange, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ID');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('does not call onChange for the language already chosen', async () => {
    const { onChange, trigger } = renderMenu();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Tiếng Việt' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('mirrors the menu in right-to-left', async () => {
    const { trigger } = renderMenu({ dir: 'rtl', value: 'AR' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('menu')).toHaveAttribute('dir', 'rtl');
  });
});
