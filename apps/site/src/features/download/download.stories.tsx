import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pageStoryMeta } from '../../stories/page-story.tsx';
import { seedTimeout, seedValue, expectBannerShown } from '../../stories/seed.ts';
import DownloadScreen from './download-screen.tsx';

interface Status {
  info: { resources: { resourceType: string; qrCodeUrl?: string }[] };
}

const meta = {
  title: 'Pages/Download',
  component: DownloadScreen,
  ...pageStoryMeta,
  tags: ['!autodocs'],
  parameters: {
    ...pageStoryMeta.parameters,
    page: { path: '/download' },
  },
} satisfies Meta<typeof DownloadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The iOS, Android and lite apps with their QR codes and install guides. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [banner] = seedValue<{ title: string }[]>('banners', { groupName: 'w_down' });
    await expectBannerShown(canvas, banner!.title);
    const qrCodes = seedValue<Status>('systemStatus').info.resources.flatMap(({ qrCodeUrl }) => qrCodeUrl ?? []);
    // Each published app's QR code is the platform's image.
    for (const qrCode of qrCodes) {
      await waitFor(() => expect(canvasElement.querySelector(`img[src="${qrCode}"]`)).toBeVisible(), seedTimeout);
    }
  },
};
