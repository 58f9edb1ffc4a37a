import type { Mission } from '@lobbykit/platform/endpoints/lottery';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../../stories/page-story.tsx';
import { platformHandlers } from '../../../stories/platform-handlers.ts';
import { centrePage, centrePanel, seedTimeout, seedValue } from '../../../stories/seed.ts';
import MissionsPage from './missions-page.tsx';

const day = 24 * 3_600_000;

/**
 * The demo member's missions as the sandbox answered them, moved to today: the recording's clock is
 * a fixed day in the past, and a mission read there today would have ended long ago. Every time
 * moves by whole days, so the daily window is today's and the others keep their places around it.
 */
function recordedMissions(): Mission[] {
  const { missions } = seedValue<{ missions: Mission[] }>('missionSummary', {}, 'member');
  const recordedDay = Math.min(...missions.map((mission) => mission.startTime ?? Infinity).filter(Number.isFinite));
  const shift = Math.floor(Date.now() / day) * day - Math.floor(recordedDay / day) * day;
  const moved = (time: number | null | undefined) => (time ? time + shift : time);
  return missions.map((mission) => ({
    ...mission,
    startTime: moved(mission.startTime),
    endTime: moved(mission.endTime),
  }));
}

const summaryOf = (missions: Mission[]) => ({
  missions,
  unclaimed: missions.filter((mission) => mission.status === 'claim').length,
});

const summaryHandler = (missions: () => Mission[]) =>
  http.get('*/wps/relay/MCSFE_getMissionSummaryDetails', () =>
    HttpResponse.json({ success: true, value: summaryOf(missions()) }),
  );

const meta = {
  title: 'Pages/Member centre/Mission activity',
  component: MissionsPage,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=member&page=missionLeaderboard', viewer: 'member' },
    msw: [summaryHandler(recordedMissions), ...platformHandlers],
  },
} satisfies Meta<typeof MissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const missionsPage = () => centrePage('missions-page');

/** The menu entry of this page, whose badge counts the missions to claim. */
const menuEntry = async () =>
  within(within(await centrePanel()).getByRole('navigation', { name: /member centre pages/i })).getByRole('button', {
    name: /mission activity/i,
  });

/** Every mission as a card with its labelled progress, and the first board with the member's row marked. */
async function expectMissionsAndBoard() {
  const page = await missionsPage();
  for (const mission of recordedMissions()) {
    const bar = await page.findByRole('progressbar', { name: `Progress of ${mission.title}` }, seedTimeout);
    await expect(bar).toHaveAttribute('aria-valuenow', String(mission.progress));
    await expect(bar).toHaveAttribute('aria-valuemax', String(mission.target));
  }
  const [first] = recordedMissions();
  const board = await page.findByRole('table', { name: `Leaderboard of ${first!.title}` }, seedTimeout);
  await expect(within(board).getByRole('row', { current: true })).toHaveTextContent('(you)');
}

export const MissionsAurora: Story = {
  name: 'Missions and leaderboard (AURORA)',
  globals: { brand: 'aurora' },
  play: expectMissionsAndBoard,
};

export const MissionsJade: Story = {
  name: 'Missions and leaderboard (JADE)',
  globals: { brand: 'jade' },
  play: expectMissionsAndBoard,
};

/**
 * Keyboard only: the daily mission, its target reached, takes Enter on Claim; the reward is said,
 * the menu's badge goes at once, the card reads "Claimed" and focus is on its heading.
 */
export const ClaimPlayed: Story = {
  name: 'Claim with the keyboard',
  globals: { brand: 'aurora' },
  parameters: {
    msw: (() => {
      let claimed = false;
      const current = () =>
        recordedMissions().map((mission, index) =>
          index === 0 ? { ...mission, progress: mission.target, status: claimed ? 'claimed' : 'claim' } : mission,
        );
      return [
        http.post('*/wps/relay/MCSFE_claimMissionReward', () => {
          claimed = true;
          return HttpResponse.json({ success: true, value: { mission: current()[0], sumBalance: 5_005 } });
        }),
        summaryHandler(current),
        ...platformHandlers,
      ];
    })(),
  },
  play: async () => {
    const page = await missionsPage();
    const [daily] = recordedMissions();
    await waitFor(() => expect(menuEntry()).resolves.toHaveTextContent('1'), seedTimeout);
    const claim = await page.findByRole('button', { name: `Claim P5.00: ${daily!.title}` }, seedTimeout);
    claim.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByText(`P5.00 for “${daily!.title}” claimed and added to your balance.`, {}, seedTimeout),
    ).toBeVisible();
    await waitFor(() => expect(menuEntry()).resolves.toHaveAccessibleName('Mission activity'), seedTimeout);
    await waitFor(() => expect(page.getByRole('heading', { name: daily!.title })).toHaveFocus(), seedTimeout);
    await expect(page.queryByRole('button', { name: /^Claim/ })).toBeNull();
  },
};

/** The missions could not be read: what went wrong and a Retry button, never a blank page. */
export const LoadFailed: Story = {
  name: 'Load failed',
  globals: { brand: 'aurora' },
  parameters: {
    msw: [
      http.get('*/wps/relay/MCSFE_getMissionSummaryDetails', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
      ...platformHandlers,
    ],
  },
  play: async () => {
    const page = await missionsPage();
    const alert = await page.findByRole('alert', {}, seedTimeout);
    await expect(within(alert).getByText('Your missions could not be loaded')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
