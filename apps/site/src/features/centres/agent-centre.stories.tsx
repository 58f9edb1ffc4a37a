import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { overlayA11y, pageStoryMeta } from '../../stories/page-story.tsx';
import { expectVisible, seedTimeout, seedValue } from '../../stories/seed.ts';
import { CentreHost } from './centre-host.tsx';

const meta = {
  title: 'Pages/Agent centre',
  component: CentreHost,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    a11y: overlayA11y,
    page: { path: '/?centre=agent', viewer: 'agent' },
  },
} satisfies Meta<typeof CentreHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agent's centre as a side panel: the agency pages, contract pages where the brand has them. */
export const AgentCentre: Story = {
  name: 'Agent centre',
  play: async ({ canvasElement }) => {
    await expectVisible(await screen.findByRole('dialog', { name: /agent centre/i }, seedTimeout));
    const { nickname } = seedValue<{ nickname: string }>('memberInfo', {}, 'agent');
    await expect((await within(canvasElement).findAllByText(nickname, {}, seedTimeout))[0]).toBeInTheDocument();
  },
};
