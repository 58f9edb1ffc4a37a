import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { pageStoryMeta } from '../../../stories/page-story.tsx';
import { expectVisible, seedTimeout, seedValue } from '../../../stories/seed.ts';
import { closeVendorGames, openVendorGames } from './open-vendor-games.tsx';

interface Lane {
  title: string;
  cards: { vassalage: string; gameType: string; name: string; isGame?: string }[];
}

/** The first live casino vendor of the seed: its tables are chosen from a list (isGame VASSALAGE). */
function liveVendor() {
  const vendor = seedValue<Lane[]>('vendors')
    .flatMap((lane) => lane.cards)
    .find((card) => card.isGame === 'VASSALAGE')!;
  return { vassalage: vendor.vassalage, gameType: vendor.gameType, name: vendor.name };
}

const meta = {
  title: 'Pages/Vendor games popup',
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: { context: { include: ['[role="dialog"]'] } },
    page: { path: '/', viewer: 'member' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §4: launching a VASSALAGE vendor lists its games in a popup, twelve at a time; choosing
 * one launches it. The popup opens as the header's live casino menu opens it.
 */
export const VendorGamesPopup: Story = {
  name: 'Vendor games popup',
  beforeEach: () => closeVendorGames,
  play: async () => {
    const vendor = liveVendor();
    openVendorGames(vendor, () => undefined);
    const dialog = await screen.findByRole('dialog', { name: `${vendor.name} games` }, seedTimeout);
    await expectVisible(dialog);
    const list = await within(dialog).findByRole('list', { name: `Games by ${vendor.name}` }, seedTimeout);
    const { games } = seedValue<{ games: { nodeName?: string; gameName?: string }[] }>(
      'gameList',
      { vassalage: vendor.vassalage, pageNo: '1' },
      'member',
    );
    const first = games[0]!.nodeName ?? games[0]!.gameName!;
    await expect(await within(list).findByText(first, {}, seedTimeout)).toBeVisible();
    // Left open for the accessibility check, which runs after the play function.
    await expect(within(dialog).getByRole('button', { name: 'Show more games' })).toBeVisible();
  },
};
