import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { closeOverlay, overlayStore } from '../../../core/overlays.ts';
import { endSession, startSession } from '../../../core/session.ts';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { CategoryMenu } from './category-menu.tsx';
import type { NavCategory } from '../../../core/games/game-categories.ts';

beforeAll(() => setUpTestI18n());

const live: NavCategory = {
  page: 'live',
  path: '/live',
  vendors: [
    { vassalage: 'EVO', gameType: 'LIVE', name: 'Evolution', isHot: 1 },
    { vassalage: 'DG', gameType: 'LIVE', name: 'Dream Gaming', isHot: 0 },
  ],
};

afterEach(() => {
  closeOverlay();
  endSession();
  sessionStorage.clear();
});

function Harness({ category = live }: { category?: NavCategory }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CategoryMenu
        category={category}
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
    // A live vendor is launched from its category page (spec §2), so its link leads there.
    expect(screen.getByRole('link', { name: /Evolution/ })).toHaveAttribute('href', '/live');
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

/** Renders at `path` in a memory router that records where the menu navigates. */
function renderAt(category: NavCategory, path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Harness category={category} />
    </Router>,
  );
  return location;
}

const fish: NavCategory = {
  page: 'fish',
  path: '/fish',
  vendors: [{ vassalage: 'JL', gameType: 'FISH', name: 'JILI Fishing', isHot: 1 }],
};

describe('CategoryMenu vendor rules (spec §2 header bottom)', () => {
  it('switches the lobby to a FISH, RNG or PVP vendor and remembers it, with no sign-in', async () => {
    const location = renderAt(fish);
    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    const link = screen.getByRole('link', { name: /JILI Fishing/ });
    expect(link).toHaveAttribute('href', '/fish?vendor=JL');
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe('/fish?vendor=JL');
    expect(sessionStorage.getItem('lobbyVendor:FISH')).toBe('JL');
    expect(overlayStore.get()).toBeNull();
  });

  it('takes a guest to the category page of any other vendor and asks them to sign in', async () => {
    const location = renderAt(live);
    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    await userEvent.click(screen.getByRole('link', { name: /Evolution/ }));
    expect(location.history.at(-1)).toBe('/live');
    expect(overlayStore.get()).toEqual({ kind: 'login' });
  });

  it('launches the vendor for a member, by way of its category page', async () => {
    startSession({ token: 't-member', username: 'demo', accountType: 0 });
    const location = renderAt(live);
    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    await userEvent.click(screen.getByRole('link', { name: /Evolution/ }));
    expect(location.history.slice(-2)).toEqual(['/live', '/game?gameType=LIVE&vendor=EVO&gameName=Evolution']);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stops a trial account with the real-account warning', async () => {
    startSession({ token: 't-trial', username: 'trial1', accountType: 4 });
    const location = renderAt(live);
    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    await userEvent.click(screen.getByRole('link', { name: /Evolution/ }));
    expect(location.history.at(-1)).toBe('/live');
    expect(overlayStore.get()).toEqual({ kind: 'trialWarning' });
  });
});

describe('CategoryMenu for cockfight (no page)', () => {
  const ds88 = { vassalage: 'DS88', gameType: 'COCKFIGHT', name: 'DS88 Sabong', isHot: 0 };
  const cockfight: NavCategory = {
    page: 'cockfight',
    path: '/game?gameType=COCKFIGHT&vendor=DS88',
    vendors: [ds88],
    launches: ds88,
  };

  it('is one link, named after the vendor, with no menu', () => {
    renderAt(cockfight);
    expect(screen.getByRole('link', { name: 'DS88 Sabong' })).toHaveAttribute(
      'href',
      '/game?gameType=COCKFIGHT&vendor=DS88',
    );
    expect(screen.queryByRole('button', { name: 'Live casino' })).toBeNull();
  });

  it('launches the vendor’s first game for a member and asks a guest to sign in', async () => {
    const guest = renderAt(cockfight, '/promotions');
    await userEvent.click(screen.getByRole('link', { name: 'DS88 Sabong' }));
    expect(guest.history.at(-1)).toBe('/promotions');
    expect(overlayStore.get()).toEqual({ kind: 'login' });
  });

  it('goes to the game route, which starts the first game', async () => {
    startSession({ token: 't-member', username: 'demo', accountType: 0 });
    const location = renderAt(cockfight);
    await userEvent.click(screen.getByRole('link', { name: 'DS88 Sabong' }));
    expect(location.history.at(-1)).toBe('/game?gameType=COCKFIGHT&vendor=DS88&gameName=DS88+Sabong');
  });
});
