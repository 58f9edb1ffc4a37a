import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../badge/index.ts';

/** One page of the panel, as a menu entry. */
export interface SidePanelEntry {
  /** The page key, e.g. "securityCenter". */
  key: string;
  label: string;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** A count shown beside the label when above zero (missions, messages, rewards). */
  badge?: number;
}

export interface SidePanelMenuProps {
  entries: readonly SidePanelEntry[];
  activeKey: string | undefined;
  onSelect: (key: string) => void;
  /** The pointer is over an entry or it has focus: a page about to be chosen can start loading. */
  onIntent?: (key: string) => void;
  label: string;
  /** Id of an entry's button, so the panel can focus the active one when it opens. */
  entryId: (key: string) => string;
}

/** The panel's page list: a row that scrolls sideways on phones, a column from sm up. */
export function SidePanelMenu({ entries, activeKey, onSelect, onIntent, label, entryId }: SidePanelMenuProps) {
  const navRef = useRef<HTMLElement>(null);

  // Keep the current entry in sight (sideways on phones). Only the menu scrolls, never the page.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    const area = nav.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    const margin = 8;
    const distance = (start: number, end: number, areaStart: number, areaEnd: number) => {
      if (start < areaStart) return start - areaStart - margin;
      if (end > areaEnd) return end - areaEnd + margin;
      return 0;
    };
    nav.scrollBy({
      left: distance(entry.left, entry.right, area.left, area.right),
      top: distance(entry.top, entry.bottom, area.top, area.bottom),
    });
  }, [activeKey]);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      data-slot="side-panel-menu"
      className="shrink-0 overflow-x-auto border-b border-border sm:w-56 sm:overflow-x-visible sm:overflow-y-auto sm:border-e sm:border-b-0"
    >
      <ul className="flex gap-1 p-2 sm:flex-col">
        {entries.map((entry) => {
          const active = entry.key === activeKey;
          return (
            <li key={entry.key} className="shrink-0">
              <button
                type="button"
                id={entryId(entry.key)}
                data-slot="side-panel-entry"
                aria-current={active ? 'page' : undefined}
                onClick={() => onSelect(entry.key)}
                onPointerEnter={onIntent && (() => onIntent(entry.key))}
                onFocus={onIntent && (() => onIntent(entry.key))}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-start text-sm max-sm:whitespace-nowrap',
                  'text-foreground transition-colors outline-none hover:bg-muted',
                  'focus-visible:ring-3 focus-visible:ring-ring',
                  'aria-[current=page]:bg-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary-foreground',
                  'aria-[current=page]:hover:bg-primary/90',
                  '[&_svg]:size-4 [&_svg]:shrink-0',
                )}
              >
                {entry.icon && (
                  <span aria-hidden="true" className="contents">
                    {entry.icon}
                  </span>
                )}
                <span className="sm:min-w-0 sm:flex-1">{entry.label}</span>
                {entry.badge !== undefined && <Badge count={entry.badge} size="sm" />}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
