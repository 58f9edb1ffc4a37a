import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleNotices } from '../../fixtures/index.ts';
import { NoticeBar } from './notice-bar.tsx';

const meta = {
  title: 'Domain/NoticeBar',
  component: NoticeBar,
  tags: ['autodocs'],
  args: { notices: sampleNotices, label: 'Announcements', onSelect: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['pill', 'bar'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function trackStyle(canvasElement: HTMLElement): CSSStyleDeclaration {
  return getComputedStyle(canvasElement.querySelector('[data-slot="notice-bar-track"]')!);
}

/** Scrolls endlessly and holds still under the pointer; pressing a title opens that notice. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(trackStyle(canvasElement).animationName).toBe('lobbykit-notice-bar-scroll');
    await expect(trackStyle(canvasElement).animationPlayState).toBe('running');

    const title = canvas.getByRole('button', { name: sampleNotices[1]!.title });
    await userEvent.hover(title);
    await waitFor(() => expect(trackStyle(canvasElement).animationPlayState).toBe('paused'));
    await userEvent.click(title);
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

/** Keyboard focus stops the scroll at the start so the focused title is in view; Enter opens it. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sampleNotices[0]!.title })).toHaveFocus();
    await expect(trackStyle(canvasElement).animationName).toBe('none');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

/** Both variants at both sizes, a single notice, and a right-to-left page; all standing still. */
export const AllStates: Story = {
  args: { paused: true },
  render: (args) => (
    <div className="grid gap-4 p-2">
      <NoticeBar {...args} />
      <NoticeBar {...args} size="sm" label="Announcements (small)" />
      <NoticeBar {...args} variant="bar" label="Site notices" />
      <NoticeBar {...args} variant="bar" size="sm" label="Site notices (small)" />
      <NoticeBar {...args} notices={sampleNotices.slice(3, 4)} label="Latest announcement" />
      <div dir="rtl">
        <NoticeBar {...args} notices={sampleNotices.slice(2)} label="Announcements (right to left)" />
      </div>
    </div>
  ),
};
