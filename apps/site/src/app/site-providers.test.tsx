import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Tabs, TabsList, TabsTrigger } from '@lobbykit/ui/tabs';
import { setUpTestI18n } from '../core/testing/test-i18n.ts';
import { SiteProviders } from './site-providers.tsx';

beforeAll(setUpTestI18n);
afterEach(() => i18next.changeLanguage('EN'));

function Categories() {
  return (
    <SiteProviders>
      <Tabs defaultValue="slots">
        <TabsList aria-label="Categories">
          <TabsTrigger value="slots">Slots</TabsTrigger>
          <TabsTrigger value="live">Live</TabsTrigger>
        </TabsList>
      </Tabs>
    </SiteProviders>
  );
}

describe('SiteProviders', () => {
  it("gives Radix parts the language's direction: an Arabic page's tabs run right to left", async () => {
    await i18next.changeLanguage('AR');
    render(<Categories />);
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    // Right to left, the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();
  });

  it('keeps them left to right in a left-to-right language', async () => {
    render(<Categories />);
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
