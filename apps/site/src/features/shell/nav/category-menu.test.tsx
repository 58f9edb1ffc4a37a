import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestI18n } from '../../testing/test-i18n.ts';
import { CategoryMenu } from './category-menu.tsx';
import type { NavCategory } from './game-categories.ts';

beforeAll(() => setUpTestI18n());

const live: NavCategory = {
  page: 'live',
  path: '/live',
  vendors: [
    { vassalage: 'EVO', gameType: 'LIVE', name: 'Evolution', isHot: 1 },
    { vassalage: 'DG', gameType: 'LIVE', name: 'Dream Gaming', isHot: 0 },
  ],
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CategoryMenu
        category={live}
        label="Live casino"
        open={open}
        onOpenChange={setOpen}
        current={false}
        align="start"
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Live casino' });

describe('CategoryMenu', () => {
  it('is a disclosure: the button toggles a list of vendor links and a link to the category', async () => {
    render(<Harness />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    const vendors = screen.getByRole('list', { name: 'Live casino providers' });
    expect(vendors.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Evolution/ })).toHaveAttribute('href', '/live?vendor=EVO');
    expect(screen.getByRole('link', { name: /Evolution/ })).toHaveTextContent('Hot');
    expect(screen.getByRole('link', { name: 'All Live casino' })).toHaveAttribute('href', '/live');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('opens with Enter, closes with Escape and gives focus back to the button', async () => {
    render(<Harness />);
    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /Evolution/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    render(<Harness />);
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens when the mouse comes over it, and a click then keeps it open', async () => {
    render(<Harness />);
    const item = menuButton().closest('[data-slot="category-menu"]')!;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores touch hover: a tap alone opens it', () => {
    render(<Harness />);
    const item = menuButton().closest('[data-slot="category-menu"]')!;
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
