import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { RouteProgress } from './route-progress.tsx';

const meta = {
  title: 'Primitives/RouteProgress',
  component: RouteProgress,
  tags: ['autodocs'],
  args: { active: true, label: 'Loading page' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

function NavigationDemo() {
  const [loading, setLoading] = useState(false);
  return (
    <div className="grid justify-items-start gap-3">
      <RouteProgress active={loading} label="Loading page" size="md" />
      <p className="text-sm text-muted-foreground">{loading ? 'Opening Live Casino…' : 'Lobby'}</p>
      <div className="flex gap-2">
        <Button onClick={() => setLoading(true)} disabled={loading}>
          Open Live Casino
        </Button>
        <Button variant="outline" onClick={() => setLoading(false)} disabled={!loading}>
          Finish loading
        </Button>
      </div>
    </div>
  );
}

/** Start a navigation, watch the bar creep, then finish: it fills, fades and leaves. */
export const Navigation: Story = {
  render: () => <NavigationDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Live Casino' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('data-state', 'loading');
    // Trickling progress is not real progress, so no value is claimed.
    await expect(bar).not.toHaveAttribute('aria-valuenow');

    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(bar).toHaveAttribute('data-state', 'complete');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  },
};

/** A loader that reports real progress (bytes of a chunk) drives the bar directly. */
export const Determinate: Story = {
  args: { value: 40, delay: 0, className: 'absolute' },
  decorators: [
    (Story) => (
      <div className="relative h-12 rounded-md border border-border">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('aria-valuenow', '40');
  },
};

/** Both sizes at fixed progress, each pinned to the top of its own frame. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4 p-4">
      {(['sm', 'md'] as const).map((size) =>
        [10, 55, 90].map((value) => (
          <div
            key={`${size}-${value}`}
            className="relative h-10 overflow-hidden rounded-md border border-border bg-card"
          >
            <RouteProgress
              active
              value={value}
              delay={0}
              size={size}
              label={`Loading page ${size} ${value}%`}
              className="absolute"
            />
            <p className="px-3 pt-3 text-xs text-muted-foreground">
              {size} · {value}%
            </p>
          </div>
        )),
      )}
    </div>
  ),
};
