import { useEffect, useId, useMemo, useState } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from '../accordion/index.ts';
import { formatNoticeTime } from './format-notice-time.ts';
import { sanitizeNoticeHtml } from './sanitize-notice-html.ts';

/** An announcement as the platform sends it. */
export interface Notice {
  id: string | number;
  title: string;
  /** HTML from the operator's back office; it is sanitised before it is shown. */
  content: string;
  /** Epoch milliseconds, an ISO string or "YYYY-MM-DD HH:mm:ss". */
  time?: string | number | Date;
  /** Not read yet by this reader: marked with `unreadLabel` (the agent centre's announcements). */
  unread?: boolean;
}

export type NoticeListProps = Omit<AccordionProps, 'type' | 'value' | 'defaultValue' | 'onValueChange' | 'children'> & {
  notices: readonly Notice[];
  /** The notice to open first, e.g. the one clicked in the notice bar; it is scrolled into view. */
  defaultIndex?: number;
  /** IANA zone the times are shown in; the reader's own when left out. */
  timeZone?: string;
  /** Shown when there are no notices. */
  emptyMessage: string;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Called when a notice is opened (not when it is closed), e.g. to mark it read. */
  onOpenNotice?: (notice: Notice) => void;
  /** The words of the mark on an unread notice ("New"); required to show the mark. */
  unreadLabel?: string;
};

// Readable defaults for whatever formatting the back office sends.
const contentClasses = [
  'space-y-2 leading-relaxed break-words text-foreground',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a]:outline-none',
  '[&_a:focus-visible]:ring-3 [&_a:focus-visible]:ring-ring',
  '[&_h1]:text-base [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1',
  '[&_blockquote]:border-s-2 [&_blockquote]:ps-3 [&_blockquote]:text-muted-foreground',
].join(' ');

const formattedTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function NoticeBody({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return (
    <div data-slot="notice-list-content" className={contentClasses} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}

/**
 * The notice popup's list: one announcement open at a time, clicking the open one closes it,
 * content shown as sanitised HTML and times as YYYY-MM-DD HH:mm:ss.
 */
export function NoticeList({
  notices,
  defaultIndex,
  timeZone,
  emptyMessage,
  headingLevel = 3,
  onOpenNotice,
  unreadLabel,
  className,
  ...props
}: NoticeListProps) {
  const baseId = useId();
  // Ids on the items, not the triggers: Radix labels each panel by its trigger's own id.
  const itemId = (index: number) => `${baseId}-${index}`;
  const [initialNotice] = useState(() => (defaultIndex === undefined ? undefined : notices[defaultIndex]));
  const initialItemId = initialNotice && defaultIndex !== undefined ? itemId(defaultIndex) : undefined;

  useEffect(() => {
    if (initialItemId) document.getElementById(initialItemId)?.scrollIntoView?.({ block: 'nearest' });
  }, [initialItemId]);

  return (
    <Accordion
      data-slot="notice-list"
      className={className}
      defaultValue={initialNotice ? String(initialNotice.id) : undefined}
      onValueChange={(value: string) => {
        const opened = notices.find((notice) => String(notice.id) === value);
        if (opened) onOpenNotice?.(opened);
      }}
      {...props}
    >
      {notices.length === 0 && (
        <p data-slot="notice-list-empty" className="py-8 text-center text-sm text-muted-foreground">
          {emptyMessage}
        </p>
      )}
      {notices.map((notice, index) => {
        const time = notice.time === undefined ? '' : formatNoticeTime(notice.time, timeZone);
        return (
          <AccordionItem key={notice.id} id={itemId(index)} value={String(notice.id)} data-slot="notice-list-item">
            <AccordionTrigger headingLevel={headingLevel}>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="break-words">
                  {notice.unread && unreadLabel && (
                    <span
                      data-slot="notice-list-unread"
                      className="me-2 inline-block rounded-full bg-primary px-2 py-0.5 align-middle text-xs font-semibold text-primary-foreground"
                    >
                      {unreadLabel}
                    </span>
                  )}
                  {notice.title}
                </span>
                {time && (
                  <time
                    dateTime={formattedTime.test(time) ? time.replace(' ', 'T') : undefined}
                    className="text-xs font-normal text-muted-foreground"
                  >
                    {time}
                  </time>
                )}
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <NoticeBody html={notice.content} />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
