import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { expectVisible, seedTimeout, seedValue } from '../../stories/seed.ts';
import GameScreen from './game-screen.tsx';

interface Lane {
  title: string;
  cards: { vassalage: string; gameType: string; name: string }[];
}

/** A PG Soft slot, as a lobby card names it in the address. */
const gamePath = '/game?gameType=RNG&vendor=PG&gameCode=PG-RNG-00001&gameName=Pharaoh+Dynasty+Deluxe';

const vendorName = (vassalage: string) =>
  seedValue<Lane[]>('vendors')
    .flatMap((lane) => lane.cards)
    .find((card) => card.vassalage === vassalage)!.name;

const meta = {
  title: 'Pages/Game',
  component: GameScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: gamePath, viewer: 'member' } },
} satisfies Meta<typeof GameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game the lobby launched, in a frame under the header, with restart and full-screen controls. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle(`Pharaoh Dynasty Deluxe by ${vendorName('PG')}`, {}, seedTimeout);
    await expect(frame.tagName).toBe('IFRAME');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pharaoh Dynasty Deluxe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeVisible();
  },
};

/** Leaving by a link of the site asks first (spec §4); Keep playing stays with the game. */
export const LeaveConfirmation: Story = {
  name: 'Leave confirmation',
  parameters: { a11y: { context: { include: ['[role="alertdialog"]'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTitle(`Pharaoh Dynasty Deluxe by ${vendorName('PG')}`, {}, seedTimeout);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Slots' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the game?' }, seedTimeout);
    await expectVisible(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Keep playing' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Leave game' })).toBeVisible();
  },
};

/** A guest who opens a game's address is asked to sign in; nothing starts. */
export const Guest: Story = {
  parameters: { page: { path: gamePath, viewer: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to play' }, seedTimeout)).toBeVisible();
    await expect(await canvas.findByText(vendorName('PG'), {}, seedTimeout)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** The address names no game: how to pick one. */
export const NoGameChosen: Story = {
  name: 'No game chosen',
  parameters: { page: { path: '/game', viewer: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No game chosen', {}, seedTimeout)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to home' })[0]).toHaveAttribute('href', '/');
  },
};
