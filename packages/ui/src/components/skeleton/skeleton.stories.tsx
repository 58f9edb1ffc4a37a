import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-24 w-64' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    animated: { control: 'boolean' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toHaveClass('animate-pulse');
  },
};

/**
 * Its pulse is decorative motion (`data-decorative-motion`): it stands still while the page holds
 * motion (`<html data-motion="held">`, as the site does while it starts) and runs again after.
 */
export const HeldWithThePage: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]')!;
    const pulse = () => skeleton.getAnimations()[0]?.playState;
    await expect(skeleton).toHaveAttribute('data-decorative-motion');
    await expect(pulse()).toBe('running');
    document.documentElement.dataset.motion = 'held';
    try {
      await expect(pulse()).toBe('paused');
    } finally {
      delete document.documentElement.dataset.motion;
    }
    await expect(pulse()).toBe('running');
  },
};

/** A game card while the lobby loads: the region says it is busy, the shapes stay silent. */
export const GameCardPlaceholder: Story = {
  render: () => (
    <section aria-label="Hot games" aria-busy="true" className="grid w-48 gap-2 rounded-lg border border-border p-3">
      <Skeleton className="aspect-[4/3] w-full" />
      <Skeleton variant="text" className="w-3/4" />
      <div className="flex items-center gap-2">
        <Skeleton variant="circle" className="size-6" />
        <Skeleton variant="text" className="h-3 w-1/2" />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Hot games' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every shape, pulsing and still, plus a typical list row. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 p-4">
      {([true, false] as const).map((animated) => (
        <div key={String(animated)} className="flex flex-wrap items-center gap-4">
          <Skeleton animated={animated} variant="text" className="w-40" />
          <Skeleton animated={animated} variant="rect" className="h-16 w-28" />
          <Skeleton animated={animated} variant="circle" className="size-12" />
        </div>
      ))}
      <div className="flex max-w-sm items-center gap-3">
        <Skeleton variant="circle" className="size-10" />
        <div className="grid flex-1 gap-2">
          <Skeleton variant="text" />
          <Skeleton variant="text" className="w-2/3" />
        </div>
      </div>
    </div>
  ),
};
