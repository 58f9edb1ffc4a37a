import { cva, type VariantProps } from 'class-variance-authority';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Dialog, DialogContent, DialogTitle, DialogTrigger, type DialogContentProps } from '../dialog/index.ts';
import { Skeleton } from '../skeleton/index.ts';
import { SidePanelMenu, type SidePanelEntry } from './side-panel-menu.tsx';
import './side-panel.css';

/** Reshapes the centred Dialog into a sheet: full screen on phones, a right-hand panel from sm up. */
export const sidePanelVariants = cva(
  [
    'inset-auto inset-y-0 end-0 m-0 flex h-dvh max-h-none w-full max-w-none flex-col gap-0 overflow-hidden outline-none',
    'rounded-none border-0 p-0 shadow-xl sm:rounded-s-xl sm:border-s sm:p-0',
    '[--side-panel-offscreen:100%] rtl:[--side-panel-offscreen:-100%]',
    'data-[state=closed]:animate-[side-panel-out_200ms_ease-in] data-[state=open]:animate-[side-panel-in_250ms_ease-out]',
  ],
  {
    variants: {
      size: {
        md: 'sm:max-w-3xl',
        lg: 'sm:max-w-5xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SidePanelProps = Omit<DialogContentProps, 'title' | 'closeLabel' | 'size' | 'defaultAction'> &
  VariantProps<typeof sidePanelVariants> & {
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** False leaves the page behind interactive and draws no backdrop. */
    modal?: boolean;
    /** Opens the panel when pressed, e.g. the header's "Member centre" button. */
    trigger?: ReactElement;
    /** The panel's heading, e.g. "Member centre"; it names the dialog. */
    title: string;
    entries: readonly SidePanelEntry[];
    activeKey?: string;
    /** The page shown first when the parent does not own activeKey; the first entry otherwise. */
    defaultActiveKey?: string;
    onActiveKeyChange?: (key: string) => void;
    /** An entry is pointed at or focused: its page may be chosen next (start loading it). */
    onEntryIntent?: (key: string) => void;
    /** Names the page list; the title when left out. */
    menuLabel?: string;
    closeLabel: string;
    /** The active page's data is on its way: placeholders show instead of the content. */
    loading?: boolean;
    /** Read out while loading, e.g. "Loading". */
    loadingLabel: string;
    /** The active page. */
    children?: ReactNode;
  };

function PagePlaceholder({ label }: { label: string }) {
  return (
    <div data-slot="side-panel-loading" className="grid gap-4">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-7 w-48" />
      <Skeleton variant="text" />
      <Skeleton variant="text" className="w-5/6" />
      <Skeleton className="h-32 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    </div>
  );
}

/**
 * A sheet with a page menu (member centre, agent centre): the active entry is highlighted and
 * marked aria-current, counts show as badges, and the page renders only once it has loaded.
 */
export function SidePanel({
  className,
  size,
  open,
  defaultOpen,
  onOpenChange,
  modal,
  trigger,
  title,
  entries,
  activeKey: activeKeyProp,
  defaultActiveKey,
  onActiveKeyChange,
  onEntryIntent,
  menuLabel,
  closeLabel,
  loading = false,
  loadingLabel,
  children,
  onOpenAutoFocus,
  ...props
}: SidePanelProps) {
  const baseId = useId();
  const entryId = (key: string) => `${baseId}-${key}`;
  const [uncontrolledKey, setUncontrolledKey] = useState(defaultActiveKey ?? entries[0]?.key);
  const activeKey = activeKeyProp ?? uncontrolledKey;
  const activeEntry = entries.find((entry) => entry.key === activeKey);

  function select(key: string) {
    if (key === activeKey) return;
    setUncontrolledKey(key);
    onActiveKeyChange?.(key);
  }

  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        data-slot="side-panel"
        data-size={size ?? 'md'}
        closeLabel={closeLabel}
        aria-describedby={undefined}
        className={cn(sidePanelVariants({ size }), className)}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented || !activeKey) return;
          // Start on the page the reader is on, not on the first entry. A page reached by a link
          // and absent from the menu has no entry: start on the panel itself, so no entry looks
          // like the current one and the next Tab leads into the menu.
          event.preventDefault();
          const start = document.getElementById(entryId(activeKey)) ?? (event.currentTarget as HTMLElement);
          start.focus();
        }}
        {...props}
      >
        <div
          data-slot="side-panel-header"
          className="flex h-14 shrink-0 items-center border-b border-border ps-4 pe-14"
        >
          <DialogTitle className="truncate text-base">{title}</DialogTitle>
        </div>
        <div className="flex min-h-0 flex-1 flex-col sm:flex-row">
          <SidePanelMenu
            entries={entries}
            activeKey={activeKey}
            onSelect={select}
            onIntent={onEntryIntent}
            label={menuLabel ?? title}
            entryId={entryId}
          />
          <section
            data-slot="side-panel-page"
            aria-label={activeEntry?.label}
            aria-busy={loading || undefined}
            className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6"
          >
            {loading ? <PagePlaceholder label={loadingLabel} /> : children}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
