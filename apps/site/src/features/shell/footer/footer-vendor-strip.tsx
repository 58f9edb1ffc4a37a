import { VendorStrip } from '@lobbykit/ui/vendor-strip';
import { useTranslation } from 'react-i18next';
import type { LaneVendor } from '../../../core/games/game-categories.ts';

/** The footer's looping logo strip; its own chunk, since keen-slider is not needed until it is in view. */
export default function FooterVendorStrip({ vendors, imageHost }: { vendors: LaneVendor[]; imageHost: string }) {
  const { t } = useTranslation('shell');
  return (
    <VendorStrip
      mode="footer"
      label={t('footer.providers')}
      imageHost={imageHost}
      vendors={vendors.map((vendor) => ({ ...vendor, isHot: vendor.isHot === 1 }))}
    />
  );
}
