import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformError } from '@lobbykit/platform';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithSwr } from '../../core/testing/render.tsx';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { LatestWinners } from './latest-winners.tsx';
import { installFakePlatform } from '../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

const call = platform.call;

beforeAll(() => setUpTestI18n());
afterEach(() => call.mockReset());

const board = {
  list: [
    { vo: { player: 'el***19', gameName: 'Sweet Ways Megaways', prize: 218.54 } },
    { vo: { player: 'da***72', gameName: 'Samurai Blaze', prize: 354301.06 } },
  ],
};

describe('LatestWinners', () => {
  it('asks for the latest 20 winners of every category and lists them', async () => {
    call.mockResolvedValue(board);
    renderWithSwr(<LatestWinners />);
    expect(screen.getByRole('region', { name: 'Latest winners' })).toHaveAttribute('aria-busy', 'true');
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('da***72');
    expect(rows[1]).toHaveTextContent('Samurai Blaze');
    expect(rows[1]).toHaveTextContent('354,301.06');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'winnerBoard' }), {
      gameCategory: 'ALL',
      limitNum: 20,
      language: 'EN',
    });
  });

  it('explains a failure and retries', async () => {
    call.mockRejectedValueOnce(new PlatformError('network', 'winnerBoard', 'offline')).mockResolvedValueOnce(board);
    renderWithSwr(<LatestWinners />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The latest winners could not be loaded. Network link abnormal, please retry.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when nobody has won yet', async () => {
    call.mockResolvedValue({ list: [] });
    renderWithSwr(<LatestWinners />);
    expect(await screen.findByText(/No wins to show yet/)).toBeInTheDocument();
  });
});
