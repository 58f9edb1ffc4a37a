import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { seedTimeout, seedValue } from '../../stories/seed.ts';
import LotteryScreen from './lottery-screen.tsx';

interface LotteryGame {
  gameCode: string;
  name: string;
  vendor: string;
  defaultPlayType?: string;
}

/** A platform lottery of the seed, as a lottery card launches it (spec §4). */
const lottery = { gameCode: 'PH_6_45', vendor: 'TCG_SEA', playType: '6D' };
const lotteryPath = `/lottery?gameCode=${lottery.gameCode}&vendor=${lottery.vendor}&playType=${lottery.playType}`;

const meta = {
  title: 'Pages/Lottery',
  component: LotteryScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: lotteryPath, viewer: 'member' } },
} satisfies Meta<typeof LotteryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lottery's bet slip in a frame, under the header without the category bar. */
export const BetSlip: Story = {
  name: 'Bet slip',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { name } = seedValue<LotteryGame[]>('gameMenus').find((game) => game.gameCode === lottery.gameCode)!;
    await expect(await canvas.findByRole('heading', { level: 1, name }, seedTimeout)).toBeVisible();
    await expect((await canvas.findByTitle(new RegExp(name), {}, seedTimeout)).tagName).toBe('IFRAME');
    await expect(canvasElement.querySelector('[data-slot="header-bottom"]')).toBeNull();
  },
};

/** A guest is asked to sign in before the lottery opens. */
export const Guest: Story = {
  parameters: { page: { path: `/lottery?vendor=${lottery.vendor}`, viewer: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to play' }, seedTimeout)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to lottery games' })).toHaveAttribute('href', '/elott');
  },
};

/** The address names no lottery: where to choose one. */
export const NoLotteryChosen: Story = {
  name: 'No lottery chosen',
  parameters: { page: { path: '/lottery', viewer: 'member' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No lottery chosen', {}, seedTimeout)).toBeVisible();
  },
};
