import { cn } from '@lobbykit/ui/lib/cn';
import { noticePlainText, sanitizeNoticeHtml } from '@lobbykit/ui/notice-list';
import { useMemo, useSyncExternalStore } from 'react';

// Readable defaults for whatever formatting the operator's back office sends.
const proseClasses = [
  'space-y-3 leading-relaxed break-words',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a]:outline-none',
  '[&_a:focus-visible]:ring-3 [&_a:focus-visible]:ring-ring',
  // A link the sanitiser took the address from goes nowhere: it reads as the text it is.
  '[&_a:not([href])]:font-normal [&_a:not([href])]:text-inherit [&_a:not([href])]:no-underline',
  '[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:text-base [&_h3]:font-semibold',
  '[&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-5',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1',
].join(' ');

/**
 * HTML from the operator (promotion bodies, help articles, points rules), sanitised before it is
 * shown: formatting only, no scripts, handlers, frames, forms or styles.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const inBrowser = useInBrowser();
  const safe = useMemo(() => (inBrowser ? sanitizeNoticeHtml(html) : noticePlainText(html)), [html, inBrowser]);
  return (
    <div data-slot="safe-html" className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

const noSubscription = () => () => undefined;

/**
 * The sanitiser needs a DOM, which the site server has not: the server draws the text alone, and
 * hydration keeps that (it never patches inner HTML), then the formatted HTML replaces it in the
 * render right after. A page the browser draws itself shows the formatted HTML at once.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
