import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { BROKEN_IMAGE_URI, gameIconImage } from '../../fixtures/images.ts';
import { LazyImage } from './lazy-image.tsx';

const fortuneTiger = gameIconImage({
  title: 'Fortune Tiger',
  colors: ['#7c2d12', '#f59e0b'],
  accent: '#fde68a',
  motif: 'coin',
});
const oceanKing = gameIconImage({
  title: 'Ocean King',
  colors: ['#0c4a6e', '#0891b2'],
  accent: '#a5f3fc',
  motif: 'wave',
});

const meta = {
  title: 'Primitives/LazyImage',
  component: LazyImage,
  tags: ['autodocs'],
  args: {
    src: fortuneTiger,
    alt: 'Fortune Tiger',
    width: 256,
    height: 256,
    className: 'w-40 rounded-lg',
    onLoad: fn(),
    onError: fn(),
  },
  argTypes: {
    fit: { control: 'inline-radio', options: ['cover', 'contain'] },
  },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loads: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('img', { name: 'Fortune Tiger' }).tagName).toBe('IMG');
    await expect(canvasElement.querySelector('[data-slot="lazy-image"]')).toHaveAttribute('data-state', 'loaded');
  },
};

/** A picture that never decodes is tried three times, then the fallback stands in for it. */
export const FailsAfterRetries: Story = {
  args: { src: BROKEN_IMAGE_URI, alt: 'Ocean King', retryDelay: 50 },
  play: async ({ args, canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="lazy-image"]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'failed'), { timeout: 3000 });
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('img', { name: 'Ocean King' })).toHaveAttribute('data-slot', 'lazy-image-fallback');
  },
};

let visits = 0;

/**
 * A fresh copy of the picture on every mount (an XML comment after the SVG differs), so the
 * story starts from "never loaded" however often it is replayed.
 */
function BelowTheFoldDemo(props: ComponentProps<typeof LazyImage>) {
  const [src] = useState(() => `${oceanKing}${encodeURIComponent(`<!-- visit ${(visits += 1)} -->`)}`);
  return (
    <div>
      <p className="text-sm text-muted-foreground">Scroll down for more games</p>
      <div style={{ height: '400vh' }} />
      <LazyImage {...props} src={src} />
    </div>
  );
}

/** Far below the fold it waits; scrolled near, it loads. */
export const BelowTheFold: Story = {
  args: { alt: 'Ocean King' },
  render: (args) => <BelowTheFoldDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="lazy-image"]')!;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(root).toHaveAttribute('data-state', 'pending');
    await expect(root.querySelector('img')).toBeNull();
    root.scrollIntoView();
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'loaded'));
    await expect(args.onLoad).toHaveBeenCalledOnce();
    window.scrollTo(0, 0);
  },
};

/** Loaded (cover and contain), waiting to retry, failed with the default and a custom fallback. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-4 p-4">
      <LazyImage src={fortuneTiger} alt="Fortune Tiger" width={256} height={256} className="w-32 rounded-lg" />
      <LazyImage src={oceanKing} alt="Ocean King" fit="contain" className="h-32 w-48 rounded-lg" imgClassName="p-2" />
      <LazyImage
        src={BROKEN_IMAGE_URI}
        alt="Waiting to retry"
        retryDelay={3_600_000}
        width={256}
        height={256}
        className="w-32 rounded-lg"
      />
      <LazyImage
        src={BROKEN_IMAGE_URI}
        alt="Broken picture"
        attempts={1}
        width={256}
        height={256}
        className="w-32 rounded-lg"
      />
      <LazyImage
        src={BROKEN_IMAGE_URI}
        alt="Mahjong Ways"
        attempts={1}
        width={256}
        height={256}
        className="w-32 rounded-lg"
        fallback={<span className="px-2 text-center text-sm font-medium text-muted-foreground">Mahjong Ways</span>}
      />
    </div>
  ),
};
