// Lighthouse (mobile: its default emulated phone, slow 4G and 4× CPU slowdown, simulated) for a
// page of the built site, in Debian's Chromium. Figures only; the targets are printed
// beside them, never enforced here.
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const debuggingPort = 9333;

/**
 * @param {string} url
 * @param {{ runs?: number, language?: string }} [options] `runs`: Lighthouse varies run to run (total
 *   blocking time most), so the median performance run of five is reported. `language`: a pack's
 *   code, kept as the `language` cookie a returning player's browser holds, so the server draws the
 *   page in it and the page's code starts in it and fetches its strings as it does for that player.
 *   It is set in the browser, not sent as a header: a header reaches the server but not
 *   `document.cookie`, so the code would start in the brand's language and draw the page again.
 */
export async function runLighthouse(url, { runs = 5, language } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    if (language) {
      const session = await browser.newBrowserCDPSession();
      await session.send('Storage.setCookies', { cookies: [{ name: 'language', value: language, url }] });
    }
    /** @type {{ score: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number, siMs: number }[]} */
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
        siMs: Math.round(audits['speed-index']?.numericValue ?? NaN),
      });
    }
    results.sort((a, b) => a.score - b.score);
    const median = results[Math.floor(results.length / 2)];
    if (!median) throw new Error('Lighthouse made no run');
    return { median, runs: results };
  } finally {
    await browser.close();
  }
}
