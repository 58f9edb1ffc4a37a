import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sampleWinners } from '../../fixtures/index.ts';
import { WinnerMarquee } from './winner-marquee.tsx';

const meta = {
  title: 'Domain/WinnerMarquee',
  component: WinnerMarquee,
  tags: ['autodocs'],
  // A vertical board sits in a side column; horizontal tickers and the matrix story use the full width.
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className="max-w-md">
          <Story />
        </div>
      ),
  ],
  args: { winners: sampleWinners, label: 'Latest winners', locale: 'en-PH', currencySymbol: '₱' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    variant: { control: 'inline-radio', options: ['card', 'plain'] },
  },
} satisfies Meta<typeof WinnerMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the track stands now: the running CSS animation's current transform. */
function transformOf(canvasElement: HTMLElement): string {
  return getComputedStyle(canvasElement.querySelector<HTMLElement>('[data-slot="winner-marquee-track"]')!).transform;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Scrolls up half a pixel per frame and holds still under the pointer. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Latest winners' });
    await waitFor(() => expect(region).toHaveAttribute('data-marquee-motion', 'moving'));
    const start = transformOf(canvasElement);
    await waitFor(() => expect(transformOf(canvasElement)).not.toBe(start));

    const viewport = region.querySelector<HTMLElement>('[data-slot="winner-marquee-viewport"]')!;
    await userEvent.hover(viewport);
    await waitFor(() => expect(region).toHaveAttribute('data-marquee-motion', 'held'));
    // The compositor may draw one more frame before the pause reaches it: wait until two frames
    // in a row show the track at the same place, then check that it stays there.
    let held = transformOf(canvasElement);
    await waitFor(async () => {
      await nextFrame();
      const now = transformOf(canvasElement);
      const still = now === held;
      held = now;
      await expect(still).toBe(true);
    });
    await sleep(200);
    await expect(transformOf(canvasElement)).toBe(held);

    await userEvent.unhover(viewport);
    await waitFor(() => expect(transformOf(canvasElement)).not.toBe(held));
  },
};

/** Keyboard players Tab to the ticker to hold it, and Tab away to let it go. */
export const HoldsOnFocus: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Latest winners' });
    // The ticker measures its list after the browser's first layout; it is a tab stop once it moves.
    await waitFor(() => expect(region).toHaveAttribute('data-marquee-motion', 'moving'));
    await userEvent.tab();
    await expect(region.querySelector('[data-slot="winner-marquee-viewport"]')).toHaveFocus();
    await expect(region).toHaveAttribute('data-marquee-motion', 'held');
    await userEvent.tab();
    await expect(region).toHaveAttribute('data-marquee-motion', 'moving');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  parameters: { fullWidth: true },
};

/** Vertical and horizontal, card and plain, and a short list that does not need to move; all paused. */
export const AllStates: Story = {
  args: { paused: true },
  parameters: { fullWidth: true },
  render: (args) => (
    <div className="grid gap-6 p-2">
      <div className="grid gap-6 md:grid-cols-2">
        <WinnerMarquee {...args} />
        <WinnerMarquee {...args} variant="plain" visibleRows={3} label="Big wins today" />
      </div>
      <WinnerMarquee {...args} orientation="horizontal" label="Winners ticker" />
      <WinnerMarquee
        {...args}
        winners={sampleWinners.slice(0, 2)}
        visibleRows={3}
        className="max-w-md"
        label="Winners this hour"
      />
    </div>
  ),
};
