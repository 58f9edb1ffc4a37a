import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleBanners } from '../../fixtures/index.ts';
import { BannerCarousel } from './banner-carousel.tsx';

const meta = {
  title: 'Domain/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  args: {
    banners: sampleBanners,
    label: 'Promotions',
    slideLabel: (position, total) => `${position} of ${total}`,
    dotLabel: (position) => `Show banner ${position}`,
    pauseLabel: 'Stop rotating banners',
    playLabel: 'Rotate banners',
    onOpen: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['rounded', 'flush'] } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function activeSlide(canvasElement: HTMLElement): string | null | undefined {
  return canvasElement
    .querySelector('[data-slot="banner-carousel-slide"][data-state="active"]')
    ?.getAttribute('aria-label');
}

/** Rotates every 5 s; a dot jumps to its banner and the rotation carries on from there. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner 3' }));
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('3 of 4'));
    await expect(canvas.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A quicker interval shows the rotation keep going after the player moved it. */
export const KeepsRotatingAfterInteraction: Story = {
  args: { autoplayInterval: 1200 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner 4' }));
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('4 of 4'));
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('1 of 4'), { timeout: 4000 });
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('2 of 4'), { timeout: 4000 });
  },
};

/** Tab reaches the visible banner (Enter opens it), the play button, then the dots; a dot brings its banner into the tab order. */
export const Keyboard: Story = {
  args: { autoplay: false },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sampleBanners[0]!.alt })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(sampleBanners[0]);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rotate banners' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show banner 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(activeSlide(canvasElement)).toBe('2 of 4'));
    // The banner that left the view is no longer a tab stop; the new one is.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: sampleBanners[1]!.alt })).toHaveFocus();
  },
};

/** The pause button stops the rotation; slide changes are then announced politely. */
export const Pause: Story = {
  args: { autoplayInterval: 700 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop rotating banners' }));
    const viewport = canvasElement.querySelector('[data-slot="banner-carousel-viewport"]');
    await expect(viewport).toHaveAttribute('aria-live', 'polite');
    const shown = activeSlide(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(activeSlide(canvasElement)).toBe(shown);
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate banners' }));
    await waitFor(() => expect(activeSlide(canvasElement)).not.toBe(shown), { timeout: 3000 });
  },
};

/** One banner: no dots, no rotation. */
export const SingleBanner: Story = {
  args: { banners: sampleBanners.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Show banner/ })).toBeNull();
  },
};

/** Both variants, with the play button (rotation not started) and without, a single banner and a picture-only banner. */
export const AllStates: Story = {
  args: { autoplay: false },
  render: (args) => (
    <div className="grid gap-6 p-2">
      <BannerCarousel {...args} />
      <BannerCarousel {...args} variant="flush" pauseLabel={undefined} playLabel={undefined} label="Live casino" />
      <div className="grid gap-6 md:grid-cols-2">
        <BannerCarousel {...args} banners={sampleBanners.slice(1, 2)} label="Live casino promotion" />
        <BannerCarousel {...args} banners={sampleBanners.slice(3)} label="Why play with us" />
      </div>
    </div>
  ),
};
