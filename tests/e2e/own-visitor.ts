import type { Page } from '@playwright/test';

/**
 * A visitor address of the test's own: the tests' site server trusts one proxy hop
 * (TRUSTED_PROXY_HOPS in playwright.config.ts), so the address the browser sends as X-Forwarded-For
 * stands for the visitor, as a load balancer's would; the site forwards it (and renders the page
 * with it), and the sandbox applies per-visitor overrides and faults to that
 * address only, so tests running in parallel never see each other's maintenance page or failure.
 */
const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

const randomAddress = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`;

async function admin(method: 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl}/sandbox/admin/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`sandbox admin ${method} ${path}: HTTP ${response.status} ${await response.text()}`);
}

export interface OwnVisitor {
  address: string;
  /**
   * What the sandbox answers this visitor: the status call (spec §2: 1 maintenance, 2 region
   * blocked; modules off), or a hostile address in every URL field or hostile HTML in every HTML
   * body (test mode, apps/sandbox/src/hostile-urls.ts and hostile-html.ts).
   */
  override(change: {
    systemStatus?: 0 | 1 | 2;
    modulesOff?: string[];
    hostileUrl?: string;
    hostileHtml?: string;
  }): Promise<void>;
  /** A sandbox fault (apps/sandbox/README.md) for this visitor's calls only. */
  fault(rule: { path: string; kind: string; status?: number; ms?: number; times?: number }): Promise<void>;
  /** Removes this visitor's override and faults. */
  reset(): Promise<void>;
}

export async function useOwnVisitor(page: Page): Promise<OwnVisitor> {
  const address = randomAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return {
    address,
    override: (change) => admin('POST', 'visitors', { address, ...change }),
    fault: (rule) => admin('POST', 'faults', { ...rule, visitor: address }),
    reset: async () => {
      await admin('DELETE', `visitors?address=${encodeURIComponent(address)}`);
      await admin('DELETE', `faults?visitor=${encodeURIComponent(address)}`);
    },
  };
}
