import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectShown } from '../../stories/locale-axis.ts';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { seedTimeout, seedValue, expectBannerShown } from '../../stories/seed.ts';
import HomeScreen from './home-screen.tsx';

interface Banner {
  title: string;
}
interface WinnerBoard {
  list: { vo: { gameName: string } }[];
}

const meta = {
  title: 'Pages/Home',
  component: HomeScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: { ...pageStoryMeta.parameters, page: { path: '/' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees: the home banners, the brand's promise, the categories and, further down, the latest winners. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [firstBanner] = seedValue<Banner[]>('banners', { groupName: 'w_home' });
    await expectBannerShown(canvas, firstBanner!.title);
    // The winners load as they near the viewport, as they do for a player scrolling down.
    (await canvas.findByRole('region', { name: 'Latest winners' }, seedTimeout)).scrollIntoView();
    const [firstWinner] = seedValue<WinnerBoard>('winnerBoard').list;
    await expect((await canvas.findAllByText(firstWinner!.vo.gameName, {}, seedTimeout))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: /log in/i })).toBeVisible();
  },
};

/** The demo member signed in: their name and balance in the header instead of log in and register. */
export const SignedInMember: Story = {
  name: 'Signed-in member',
  parameters: { page: { viewer: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const member = seedValue<{ nickname: string }>('memberInfo', {}, 'member');
    await expect(await canvas.findByRole('button', { name: new RegExp(member.nickname) }, seedTimeout)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /log in/i })).not.toBeInTheDocument();
  },
};

/** The shell (header, banner, side bar, footer) around the home screen, for the visual matrix's locale axis. */
export const Locales: Story = {
  play: async ({ canvasElement }) => {
    const [firstBanner] = seedValue<Banner[]>('banners', { groupName: 'w_home' });
    await expectBannerShown(within(canvasElement), firstBanner!.title);
    // The still banner gives way to the carousel, its dots drawn once it has measured its slides.
    await expectShown('[data-slot="banner-carousel-dots"]');
    await expectShown('[data-slot="side-bar"]');
  },
};
