/**
 * Client error reporting: uncaught errors, unhandled rejections and failed chunk loads are sent to
 * the reporting endpoint the site server names on the page (<meta name="lobbykit-error-reports">,
 * the ERROR_REPORT_URL setting; no meta, no reports). One small JSON per error, by
 * `navigator.sendBeacon` so it leaves even as the page unloads, and as `text/plain` so a collector
 * on another origin needs no preflight. Nothing personal: no query strings or fragments (tokens,
 * invitation codes travel there), no user agent, no member name; a few reports per page load.
 */

export type ErrorReportKind = 'error' | 'rejection' | 'chunk';

export interface ErrorReport {
  kind: ErrorReportKind;
  message: string;
  /** The first lines of the stack, addresses without their queries. */
  stack?: string;
  /** The page's path, without query or fragment. */
  path: string;
  release: string;
  brand: string;
}

export interface ErrorReportSettings {
  endpoint: string;
  release: string;
  brand: string;
  /** At most this many reports leave one page load (a loop of errors sends no flood). */
  limit?: number;
  send?: (endpoint: string, body: Blob) => boolean;
}

const maxMessage = 300;
const maxStackLines = 12;
const maxStack = 2000;

/** Every address in the text loses its query and fragment (where tokens and codes travel). */
export function withoutQueries(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#)'"]*|(?<![\w/])\/[^\s?#)'"]*)[?#][^\s)'"]*/gi, '$1');
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

/** The report of one error, trimmed and scrubbed. */
export function errorReport(
  kind: ErrorReportKind,
  reason: unknown,
  context: { path: string; release: string; brand: string },
): ErrorReport {
  const { message, stack } = describe(reason);
  const trimmedStack = stack
    ? withoutQueries(stack.split('\n').slice(0, maxStackLines).join('\n')).slice(0, maxStack)
    : undefined;
  return {
    kind,
    message: withoutQueries(message).slice(0, maxMessage),
    ...(trimmedStack ? { stack: trimmedStack } : {}),
    path: context.path,
    release: context.release,
    brand: context.brand,
  };
}

let report: ((kind: ErrorReportKind, reason: unknown) => void) | null = null;

/** Sends a caught failure that the page handles itself but the operator should see (a failed chunk). */
export function reportClientError(kind: ErrorReportKind, reason: unknown): void {
  report?.(kind, reason);
}

/** Starts reporting for this page load; returns the function that stops it (tests). */
export function installErrorReports(settings: ErrorReportSettings): () => void {
  const { endpoint, release, brand, limit = 5 } = settings;
  const send = settings.send ?? ((url: string, body: Blob) => navigator.sendBeacon(url, body));
  const seen = new Set<string>();
  let sent = 0;
  report = (kind, reason) => {
    if (sent >= limit) return;
    const body = errorReport(kind, reason, { path: location.pathname, release, brand });
    // The same error again (a render loop, a retry) says nothing new.
    const fingerprint = `${body.kind}\n${body.message}\n${body.stack ?? ''}`;
    if (seen.has(fingerprint)) return;
    seen.add(fingerprint);
    sent++;
    try {
      send(endpoint, new Blob([JSON.stringify(body)], { type: 'text/plain;charset=UTF-8' }));
    } catch {
      // Reporting never breaks the page.
    }
  };
  const onError = (event: ErrorEvent) => report?.('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report?.('rejection', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    report = null;
  };
}

/** The page's reporting settings, as the site server wrote them; null when reporting is off. */
export function errorReportSettingsOf(doc: Document): Pick<ErrorReportSettings, 'endpoint' | 'release'> | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="lobbykit-error-reports"]');
  const endpoint = meta?.content.trim();
  if (!meta || !endpoint) return null;
  return { endpoint, release: meta.dataset.release ?? 'unknown' };
}
