import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_IMAGE_HOST, sampleVendorLogo } from '../../fixtures/index.ts';
import { expectConformance } from '../../test/conformance.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import { BTI_COLOR_LOGO_PATH, isLogoVendor, vendorLogoUrl, type Vendor } from './vendor-logo-url.ts';

const pgSoft: Vendor = { vassalage: 'PG', gameType: 'RNG', name: 'PG Soft' };

describe('vendorLogoUrl', () => {
  it('follows the platform path rule for the vendor’s category', () => {
    expect(vendorLogoUrl('https://cdn.example.com', pgSoft)).toBe(
      'https://cdn.example.com/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png',
    );
    expect(vendorLogoUrl('https://cdn.example.com', { vassalage: 'EVO', gameType: 'LIVE' })).toBe(
      'https://cdn.example.com/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/EVO-COLOR.png',
    );
  });

  it('does not double the slash when the host ends with one', () => {
    expect(vendorLogoUrl('https://cdn.example.com/', pgSoft)).toBe(
      'https://cdn.example.com/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png',
    );
  });

  it('gives BTI its one fixed colour image whatever the category', () => {
    for (const gameType of ['SPORTS', 'ESPORTS', 'RNG']) {
      expect(vendorLogoUrl('https://cdn.example.com', { vassalage: 'BTI', gameType })).toBe(
        `https://cdn.example.com/${BTI_COLOR_LOGO_PATH}`,
      );
    }
  });
});

describe('isLogoVendor', () => {
  it('leaves out the platform’s own TCG lanes and keeps every other vendor', () => {
    expect(isLogoVendor({ vassalage: 'TCG_SEA' })).toBe(false);
    expect(isLogoVendor({ vassalage: 'tcg_vn' })).toBe(false);
    expect(isLogoVendor({ vassalage: 'PG' })).toBe(true);
    expect(isLogoVendor({ vassalage: 'BTI' })).toBe(true);
  });
});

describe('VendorLogo', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'vendor-logo',
      element: HTMLSpanElement,
      render: (props) => <VendorLogo vendor={pgSoft} src={sampleVendorLogo(pgSoft)} {...props} />,
    });
  });

  it('shows the logo from the image host, named by the vendor', () => {
    render(<VendorLogo vendor={pgSoft} imageHost={SAMPLE_IMAGE_HOST} />);
    const logo = screen.getByRole('img', { name: 'PG Soft' });
    expect(logo).toHaveAttribute('src', `${SAMPLE_IMAGE_HOST}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png`);
  });

  it('prefers an explicit image over the path rule', () => {
    render(<VendorLogo vendor={pgSoft} imageHost={SAMPLE_IMAGE_HOST} src="/icons/pg-small.png" />);
    expect(screen.getByRole('img', { name: 'PG Soft' })).toHaveAttribute('src', '/icons/pg-small.png');
  });

  it('falls back to the vendor name when the image fails, and retries a new image', () => {
    const { container, rerender } = render(<VendorLogo vendor={pgSoft} src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'PG Soft' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('PG Soft')).toHaveAttribute('data-slot', 'vendor-logo-fallback');
    expect(container.querySelector('[data-slot="vendor-logo"]')).toHaveAttribute('data-state', 'fallback');

    rerender(<VendorLogo vendor={pgSoft} src="/pg.png" />);
    expect(screen.getByRole('img', { name: 'PG Soft' })).toHaveAttribute('src', '/pg.png');
  });

  it('shows the name when there is no image to try', () => {
    render(<VendorLogo vendor={pgSoft} />);
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
  });

  it('renders nothing for a TCG lane', () => {
    const { container } = render(
      <VendorLogo vendor={{ vassalage: 'TCG_SEA', gameType: 'LOTT', name: 'TCG Lottery' }} imageHost="https://cdn" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
