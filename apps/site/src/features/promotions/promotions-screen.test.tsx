import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakePlatform, fakePlatformCall } from '../../core/testing/fake-platform.ts';
import { renderScreen } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import PromotionsScreen from './promotions-screen.tsx';

const platform = installFakePlatform();

const promotion = (id: number, category: string, title: string) => ({
  id,
  category,
  title,
  summary: `${title} summary`,
  content: '<p>Terms</p>',
  imageUrl: `/promotions/${id}.svg`,
  startTime: Date.UTC(2024, 4, 1, 12),
  endTime: id === 2 ? Date.UTC(2024, 5, 30, 12) : null,
});

const promotions = [
  promotion(1, 'new', 'Welcome bonus'),
  promotion(2, 'daily', 'Daily reload'),
  promotion(3, 'new', 'First deposit spins'),
];

beforeAll(() => setUpTestI18n());
beforeEach(() => {
  platform.call.mockImplementation(fakePlatformCall({ promotions }));
});
afterEach(() => platform.call.mockReset());

const cards = () => within(screen.getByRole('list', { name: 'Promotions' })).getAllByRole('listitem');

describe('PromotionsScreen', () => {
  it('lists every promotion, each linking to its detail page with its period', async () => {
    renderScreen(<PromotionsScreen />, '/promotions');
    expect(await screen.findByRole('link', { name: 'Welcome bonus' })).toHaveAttribute('href', '/promoDetail?id=1');
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('2024-05-01 to 2024-06-30')).toBeInTheDocument();
    expect(screen.getAllByText('From 2024-05-01, no end date')).toHaveLength(2);
  });

  it('filters by the categories the data has, translated, with All first', async () => {
    renderScreen(<PromotionsScreen />, '/promotions');
    const filter = await screen.findByRole('group', { name: 'Filter by category' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'New members', 'Daily']);
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: 'New members' }));
    expect(within(filter).getByRole('button', { name: 'New members' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Welcome bonus',
      'First deposit spins',
    ]);
  });

  it('opens with the category the address names, and ignores one the data does not have', async () => {
    const { unmount } = renderScreen(<PromotionsScreen />, '/promotions?category=daily');
    await screen.findByRole('link', { name: 'Daily reload' });
    expect(cards()).toHaveLength(1);
    unmount();

    renderScreen(<PromotionsScreen />, '/promotions?category=casino');
    await screen.findByRole('link', { name: 'Daily reload' });
    expect(cards()).toHaveLength(3);
  });

  it('says when nothing is running and what to do meanwhile', async () => {
    platform.call.mockImplementation(fakePlatformCall({ promotions: [] }));
    renderScreen(<PromotionsScreen />, '/promotions');
    expect(await screen.findByText('No promotions running right now')).toBeInTheDocument();
    expect(screen.getByText(/read the announcements/)).toBeInTheDocument();
  });
});
