import { Badge } from '@lobbykit/ui/badge';
import { cn } from '@lobbykit/ui/lib/cn';
import { VendorLogo } from '@lobbykit/ui/vendor-logo';
import {
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { headerVendorAction } from '../../../core/games/launch-rules.ts';
import { rememberVendor } from '../../launch/rng-vendor.ts';
import { launchGame } from '../../launch/use-launch-game.ts';
import { ArrowRightIcon } from '@lobbykit/ui/icons/arrow-right';
import { ChevronDownIcon } from '@lobbykit/ui/icons/chevron-down';
import type { LaneVendor, NavCategory } from '../../../core/games/game-categories.ts';
import { navItemClasses } from './nav-link-styles.ts';

/** A plain left click, the kind a link would follow in this tab. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Spec §2 header bottom: a vendor of FISH, RNG or PVP is switched to in its lobby (and remembered
 * for it); any other vendor goes to its category page and is launched there (behind the action
 * gate, so a guest stays on the page with the login popup).
 */
function useVendorChoice(categoryPath: string) {
  const [, navigate] = useLocation();
  return (vendor: LaneVendor) => {
    const action = headerVendorAction(vendor);
    return {
      href: action.kind === 'switchVendor' ? action.href : categoryPath,
      onClick: (event: MouseEvent) => {
        if (action.kind === 'switchVendor') {
          rememberVendor(vendor.gameType, vendor.vassalage);
          return;
        }
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(categoryPath);
        launchGame(vendor, (to) => navigate(to));
      },
    };
  };
}

/**
 * Cockfight has no page: its header item launches the vendor's first game (spec §2), named after
 * the vendor, as the platform names it.
 */
function DirectLaunchItem({ category, vendor }: { category: NavCategory; vendor: LaneVendor }) {
  const [, navigate] = useLocation();
  return (
    <Link
      href={category.path}
      data-slot="category-launch"
      onClick={(event: MouseEvent) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        launchGame(vendor, (to) => navigate(to));
      }}
      className={navItemClasses}
    >
      {vendor.name || vendor.vassalage}
    </Link>
  );
}

/** Long enough to cross the gap between the button and its panel without the panel closing. */
const hoverCloseDelayMs = 150;

export interface CategoryMenuProps {
  category: NavCategory;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page the reader is on is this category's. */
  current: boolean;
  /** Which edge the panel lines up with: the bar's last items open towards the start. */
  align: 'start' | 'end';
}

/**
 * A category of the header bar as disclosure navigation: a button (aria-expanded) that shows a
 * list of vendor links and a "More" link to the category page. Opens on hover and on
 * click/Enter/Space; Escape closes and returns focus; leaving it (pointer or focus) closes it.
 * Below xl, where the bar may need to scroll (long labels in some languages) and phones have no
 * hover, the item is a plain link to the category.
 */
export function CategoryMenu(props: CategoryMenuProps) {
  const { category } = props;
  if (category.launches) return <DirectLaunchItem category={category} vendor={category.launches} />;
  return <VendorMenu {...props} />;
}

function VendorMenu({ category, label, open, onOpenChange, current, align }: CategoryMenuProps) {
  const { t } = useTranslation('shell');
  const vendorChoice = useVendorChoice(category.path);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Opened by the pointer passing over: a click then keeps it open instead of toggling it shut.
  const openedByHover = useRef(false);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Below xl the button is not displayed (the plain link stands in): hovering opens nothing.
  const menuShown = () => (buttonRef.current?.getClientRects().length ?? 0) > 0;
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !menuShown()) return;
    clearTimeout(closeTimer.current);
    if (!open) {
      openedByHover.current = true;
      onOpenChange(true);
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer.current = setTimeout(() => onOpenChange(false), hoverCloseDelayMs);
  };
  // These two go on the button and on every link of the panel.
  // Escape closes and puts focus back on the button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  // Focus leaving the item (button and panel) closes it.
  const onBlur = (event: FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };
  const keyboardHandlers = { onKeyDown, onBlur };
  const toggle = () => {
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    onOpenChange(!open);
  };

  return (
    <div
      ref={rootRef}
      data-slot="category-menu"
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <Link
        href={category.path}
        aria-current={current ? 'page' : undefined}
        className={cn(navItemClasses, 'xl:hidden')}
      >
        {label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        data-slot="category-menu-button"
        data-current={current || undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        {...keyboardHandlers}
        className={cn(navItemClasses, 'hidden pe-2 xl:inline-flex')}
      >
        {label}
        <ChevronDownIcon
          className={cn(
            'text-muted-foreground transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      {/* Drawn only while open: closed, seven panels of logos would be a third of the page's elements
          for the server to send and the phone to hydrate. */}
      {open && (
        <div
          id={panelId}
          data-slot="category-menu-panel"
          className={cn(
            'absolute top-full z-40 mt-1.5 w-[25rem] rounded-xl border border-border/40 bg-popover p-3 text-popover-foreground shadow-lg max-xl:hidden',
            align === 'start' ? 'start-0' : 'end-0',
          )}
        >
          {category.vendors.length > 0 && (
            <ul aria-label={t('nav.providers', { category: label })} className="grid grid-cols-3 gap-2">
              {category.vendors.map((vendor) => {
                const choice = vendorChoice(vendor);
                return (
                  <li key={vendor.vassalage}>
                    <Link
                      href={choice.href}
                      onClick={(event: MouseEvent) => {
                        onOpenChange(false);
                        choice.onClick(event);
                      }}
                      {...keyboardHandlers}
                      className={cn(
                        'relative flex h-16 items-center justify-center rounded-lg border border-border/40 bg-card px-2 transition-colors outline-none',
                        'hover:border-primary/70 hover:bg-primary/5 focus-visible:ring-3 focus-visible:ring-ring',
                      )}
                    >
                      <VendorLogo
                        vendor={{ vassalage: vendor.vassalage, gameType: vendor.gameType, name: vendor.name }}
                        src={vendor.smallIcon}
                        size="md"
                        className="max-w-full"
                      />
                      {vendor.isHot === 1 && (
                        <Badge variant="hot" size="sm" className="absolute -end-1 -top-1.5 shadow-sm">
                          {t('nav.hot')}
                        </Badge>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <Link
            href={category.path}
            onClick={() => onOpenChange(false)}
            {...keyboardHandlers}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'mt-2 flex items-center justify-end gap-1 rounded-md px-2 py-1.5 text-sm font-semibold text-primary outline-none',
              'hover:underline hover:underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring',
            )}
          >
            {t('nav.more', { category: label })}
            <ArrowRightIcon className="rtl:rotate-180" />
          </Link>
        </div>
      )}
    </div>
  );
}
