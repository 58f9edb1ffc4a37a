import type { Page } from '@playwright/test';

/**
 * Every request and navigation the page makes that is not to the site itself, every dialog and every
 * popup: what hostile content would cause if it got through (hostile-urls.spec.ts, xss-corpus.spec.ts).
 */
export function watchEscapes(page: Page) {
  const escapes: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('http://localhost') && !url.startsWith('http://127.0.0.1') && !url.startsWith('data:image/')) {
      escapes.push(`${request.resourceType()} ${url}`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith('http://localhost'))
      escapes.push(`navigated ${frame.url()}`);
  });
  page.on('dialog', (dialog) => {
    escapes.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('popup', (popup) => escapes.push(`popup ${popup.url()}`));
  return { escapes };
}
