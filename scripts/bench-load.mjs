// The site under load (issue 23): 200 visitors asking for `/` at the same moment against the
// production build (the compiled server and its renderer), beside one visitor at a time. Time to
// first byte is from the request to its response headers; the body is then read in full. A figure,
// not a test: no threshold here.
import { percentile } from './bench-browser.mjs';

const concurrentVisitors = 200;
const singleVisits = 30;

/** One visit: its status and time to first byte, in ms. */
async function visit(/** @type {string} */ url, /** @type {number} */ visitor) {
  const started = performance.now();
  try {
    // Each visitor its own address, as behind a load balancer (harmless when no hop is trusted).
    const response = await fetch(url, { headers: { 'X-Forwarded-For': `10.1.${visitor >> 8}.${visitor & 255}` } });
    const ttfbMs = performance.now() - started;
    await response.arrayBuffer();
    return { status: response.status, ttfbMs };
  } catch {
    return { status: 0, ttfbMs: performance.now() - started };
  }
}

/** @param {{ status: number, ttfbMs: number }[]} visits */
function summary(visits) {
  const times = visits.map((one) => one.ttfbMs);
  return {
    visits: visits.length,
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    serverErrors: visits.filter((one) => one.status >= 500).length,
    failed: visits.filter((one) => one.status === 0).length,
  };
}

/** @param {string} siteUrl */
export async function benchLoad(siteUrl) {
  const url = `${siteUrl}/`;
  // Warm: the renderer's first page reads its packs and the platform's first answers.
  await visit(url, 0);
  const single = [];
  for (let index = 0; index < singleVisits; index++) single.push(await visit(url, 1));
  const concurrent = await Promise.all(
    Array.from({ length: concurrentVisitors }, (_, visitor) => visit(url, visitor + 2)),
  );
  return { single: summary(single), concurrent: summary(concurrent) };
}
