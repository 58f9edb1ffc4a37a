import { Badge } from '@lobbykit/ui/badge';
import { cn } from '@lobbykit/ui/lib/cn';
import { isLogoVendor, VendorLogo } from '@lobbykit/ui/vendor-logo';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TicketIcon } from '../icons/ticket.tsx';
import type { LaneVendor } from '../shell/nav/game-categories.ts';

export interface VendorCardProps {
  vendor: LaneVendor;
  /** Where the card leads: the category page with this vendor chosen. */
  href: string;
  selected: boolean;
  imageHost: string | undefined;
}

/** A vendor of the category: its logo (or name), a hot marker, and a link that chooses it. */
export function VendorCard({ vendor, href, selected, imageHost }: VendorCardProps) {
  const { t } = useTranslation('pages');
  const name = vendor.name || vendor.vassalage;
  return (
    <li>
      <Link
        href={href}
        aria-current={selected ? 'page' : undefined}
        data-slot="vendor-card"
        data-vendor={vendor.vassalage}
        className={cn(
          'relative flex h-full flex-col items-center justify-center gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm',
          'transition-shadow outline-none hover:shadow-md focus-visible:ring-3 focus-visible:ring-ring',
          selected && 'border-primary ring-2 ring-primary',
        )}
      >
        <span className="flex h-12 w-full items-center justify-center">
          {isLogoVendor(vendor) ? (
            <VendorLogo
              vendor={{ vassalage: vendor.vassalage, gameType: vendor.gameType, name }}
              src={vendor.smallIcon}
              imageHost={imageHost}
              size="lg"
              aria-hidden="true"
            />
          ) : (
            // The platform's own lottery lanes (TCG…) have no logo: a lottery glyph stands in.
            <span className="flex size-12 items-center justify-center rounded-lg bg-muted text-muted-foreground">
              <TicketIcon className="size-6" />
            </span>
          )}
        </span>
        <span className="text-center text-sm font-medium">{name}</span>
        {vendor.isHot === 1 && (
          <Badge variant="hot" size="sm" className="absolute end-2 top-2 px-1.5">
            {t('lobby.hot')}
          </Badge>
        )}
      </Link>
    </li>
  );
}
