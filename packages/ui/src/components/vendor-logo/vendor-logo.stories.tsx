import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_IMAGE_URI, sampleVendorLogo, sampleVendors } from '../../fixtures/index.ts';
import { VendorLogo } from './vendor-logo.tsx';
import type { Vendor } from './vendor-logo-url.ts';

const pgSoft = sampleVendors[0]!;
const logoVendors = sampleVendors.filter((vendor) => sampleVendorLogo(vendor) !== undefined);

const meta = {
  title: 'Domain/VendorLogo',
  component: VendorLogo,
  tags: ['autodocs'],
  args: { vendor: pgSoft, src: sampleVendorLogo(pgSoft), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof VendorLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'PG Soft' })).toBeVisible();
  },
};

/** The image fails to load: the vendor's name stands in, so the strip never shows a broken icon. */
export const FallsBackToName: Story = {
  args: { src: BROKEN_IMAGE_URI },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('PG Soft')).toBeVisible());
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Platform lottery lanes (TCG…) have no logo: nothing renders. */
export const PlatformLaneRendersNothing: Story = {
  args: { vendor: { vassalage: 'TCG_SEA', gameType: 'LOTT', name: 'TCG Lottery' }, src: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="vendor-logo"]')).toBeNull();
  },
};

const sizes = ['sm', 'md', 'lg'] as const;
const nameOnly: Vendor = { vassalage: 'SPB', gameType: 'SPORTS', name: 'Spribe' };

/** Every size of a few logos, a failed image and a vendor with no image, on card and page backgrounds. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4 p-4">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3 rounded-xl bg-card p-3 shadow-sm">
          {logoVendors.slice(0, 5).map((vendor) => (
            <VendorLogo key={vendor.vassalage} vendor={vendor} src={sampleVendorLogo(vendor)} size={size} />
          ))}
          <VendorLogo vendor={{ ...pgSoft, name: 'PG Soft (failed image)' }} src={BROKEN_IMAGE_URI} size={size} />
          <VendorLogo vendor={nameOnly} size={size} />
        </div>
      ))}
    </div>
  ),
};
