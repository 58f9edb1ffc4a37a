import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CaptchaImage } from './captcha-image.tsx';
import { captchaFixtures } from './fixtures.ts';

const meta = {
  title: 'Domain/CaptchaImage',
  component: CaptchaImage,
  tags: ['autodocs'],
  args: {
    src: captchaFixtures.first,
    alt: 'Captcha code',
    label: 'Refresh captcha',
    onRefresh: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CaptchaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rapid presses refresh once; the next second allows another. */
export const ThrottledRefresh: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh captcha' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardRefresh: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh captcha' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** With a parent that fetches: loading while the new image is on its way, then the new image. */
export const SwapsTheImage: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    const [loading, setLoading] = useState(false);
    const images = [captchaFixtures.first, captchaFixtures.second];
    function refresh() {
      args.onRefresh?.();
      setLoading(true);
      setTimeout(() => {
        setIndex((current) => (current + 1) % images.length);
        setLoading(false);
      }, 300);
    }
    return <CaptchaImage {...args} src={images[index]} loading={loading} onRefresh={refresh} />;
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh captcha' });
    const image = () => button.querySelector('img');
    await expect(image()).toHaveAttribute('src', captchaFixtures.first);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(image()).toHaveAttribute('src', captchaFixtures.second));
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** Every size with an image, loading over an image, loading with none yet, and empty. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 p-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          <CaptchaImage {...args} size={size} />
          <CaptchaImage {...args} size={size} src={captchaFixtures.second} loading />
          <CaptchaImage {...args} size={size} src={undefined} loading />
          <CaptchaImage {...args} size={size} src={undefined} />
          <CaptchaImage {...args} size={size} disabled />
        </div>
      ))}
    </div>
  ),
};
