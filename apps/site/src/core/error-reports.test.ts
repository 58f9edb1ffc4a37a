import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  errorReport,
  errorReportSettingsOf,
  installErrorReports,
  reportClientError,
  withoutQueries,
  type ErrorReport,
} from './error-reports.ts';

const context = { path: '/vip', release: 'r1', brand: 'JADE' };

type Beacon = (endpoint: string, body: Blob) => boolean;

async function sentReports(send: Mock<Beacon>): Promise<ErrorReport[]> {
  return Promise.all(send.mock.calls.map(async ([, body]) => JSON.parse(await body.text()) as ErrorReport));
}

describe('an error report', () => {
  it('names the error, its first stack lines, the path, release and brand', () => {
    const error = new TypeError('x is undefined');
    error.stack = [
      'TypeError: x is undefined',
      ...Array.from({ length: 30 }, (_, line) => `    at f${line} (https://site.example/assets/app.js:1:${line})`),
    ].join('\n');
    const report = errorReport('error', error, context);
    expect(report).toMatchObject({ kind: 'error', message: 'TypeError: x is undefined', ...context });
    expect(report.stack!.split('\n')).toHaveLength(12);
  });

  it('keeps no query string or fragment of any address, where tokens and codes travel', () => {
    expect(withoutQueries('failed https://site.example/assets/a.js?token=secret#x at /reset?code=123 ok')).toBe(
      'failed https://site.example/assets/a.js at /reset ok',
    );
    const report = errorReport('chunk', new Error('Failed to fetch https://cdn.example/c.js?sig=abc'), context);
    expect(report.message).not.toContain('sig=abc');
  });

  it('trims a long message and describes what is not an Error', () => {
    expect(errorReport('error', 'x'.repeat(1000), context).message).toHaveLength(300);
    expect(errorReport('rejection', { code: 42 }, context).message).toBe('{"code":42}');
    expect(errorReport('rejection', undefined, context).message).toBe('undefined');
  });
});

describe('error reporting on the page', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('beacons uncaught errors and unhandled rejections to the endpoint', async () => {
    const send = vi.fn<Beacon>(() => true);
    stop = installErrorReports({ endpoint: '/client-errors', release: 'r1', brand: 'JADE', send });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    reportClientError('chunk', new Error('Loading chunk failed (missing)'));
    expect(send.mock.calls.map(([endpoint]) => endpoint)).toEqual([
      '/client-errors',
      '/client-errors',
      '/client-errors',
    ]);
    const reports = await sentReports(send);
    expect(reports.map(({ kind, message }) => [kind, message])).toEqual([
      ['error', 'Error: boom'],
      ['rejection', 'Error: rejected'],
      ['chunk', 'Error: Loading chunk failed (missing)'],
    ]);
    expect(reports[0]).toMatchObject({ release: 'r1', brand: 'JADE', path: location.pathname });
  });

  it('sends a few reports per page load and the same error once', () => {
    const send = vi.fn<Beacon>(() => true);
    stop = installErrorReports({ endpoint: '/e', release: 'r1', brand: 'JADE', send, limit: 3 });
    for (let round = 0; round < 5; round++) reportClientError('error', new Error('same'));
    expect(send).toHaveBeenCalledTimes(1);
    for (let round = 0; round < 10; round++) reportClientError('error', new Error(`error ${round}`));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('never breaks the page when the beacon itself throws', () => {
    stop = installErrorReports({
      endpoint: '/e',
      release: 'r1',
      brand: 'JADE',
      send: () => {
        throw new Error('no beacon');
      },
    });
    expect(() => reportClientError('error', new Error('boom'))).not.toThrow();
  });

  it('reads the endpoint and release the server wrote, and is off without them', () => {
    document.head.innerHTML = '<meta name="lobbykit-error-reports" content="/client-errors" data-release="abc">';
    expect(errorReportSettingsOf(document)).toEqual({ endpoint: '/client-errors', release: 'abc' });
    document.head.innerHTML = '<meta name="lobbykit-error-reports" content="">';
    expect(errorReportSettingsOf(document)).toBeNull();
    document.head.innerHTML = '';
    expect(errorReportSettingsOf(document)).toBeNull();
  });
});
