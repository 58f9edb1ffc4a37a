import { cn } from '@lobbykit/ui/lib/cn';
import { VendorStrip } from '@lobbykit/ui/vendor-strip';
import { isLogoVendor } from '@lobbykit/ui/vendor-logo';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaneVendor } from '../../core/games/game-categories.ts';

export interface LobbyVendorsProps {
  vendors: readonly LaneVendor[];
  selected: string;
  imageHost: string | undefined;
  onSelect: (vassalage: string) => void;
}

/**
 * The vendor picker (spec §2): the logo strip, with arrows past seven vendors. The platform's own
 * lottery vendors (TCG…) have no logo and the strip leaves them out, so they follow as named chips.
 */
export const LobbyVendors = memo(function LobbyVendors({ vendors, selected, imageHost, onSelect }: LobbyVendorsProps) {
  const { t } = useTranslation('lobby');
  const { withLogo, named, icons } = useMemo(
    () => ({
      withLogo: vendors
        .filter(isLogoVendor)
        .map((vendor) => ({ ...vendor, isHot: vendor.isHot === 1, name: vendor.name || vendor.vassalage })),
      named: vendors.filter((vendor) => !isLogoVendor(vendor)),
      icons: new Map(vendors.map((vendor) => [vendor.vassalage, vendor.smallIcon])),
    }),
    [vendors],
  );

  return (
    <div data-slot="lobby-vendors" className="flex min-w-0 flex-col gap-2">
      {withLogo.length > 0 && (
        <VendorStrip
          mode="lobby"
          variant="card"
          vendors={withLogo}
          label={t('vendors.label')}
          imageHost={imageHost}
          logoSrc={(vendor) => icons.get(vendor.vassalage)}
          selected={selected}
          onSelect={(vendor) => onSelect(vendor.vassalage)}
          previousLabel={t('vendors.previous')}
          nextLabel={t('vendors.next')}
          hotLabel={t('vendors.hot')}
        />
      )}
      {named.length > 0 && (
        <div
          role="group"
          aria-label={withLogo.length > 0 ? t('vendors.without_logo') : t('vendors.label')}
          className="flex flex-wrap gap-2"
        >
          {named.map((vendor) => (
            <button
              key={vendor.vassalage}
              type="button"
              aria-pressed={vendor.vassalage === selected}
              onClick={() => onSelect(vendor.vassalage)}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-border/40 bg-card px-3 text-sm font-medium text-card-foreground shadow-sm transition-colors outline-none',
                'hover:border-primary/60 focus-visible:ring-3 focus-visible:ring-ring',
                'aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:ring-1 aria-pressed:ring-primary',
              )}
            >
              {vendor.name || vendor.vassalage}
              {vendor.isHot === 1 && (
                <span className="rounded-full bg-destructive px-1.5 text-[0.625rem] leading-4 font-bold text-destructive-foreground uppercase">
                  {t('vendors.hot')}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
});
