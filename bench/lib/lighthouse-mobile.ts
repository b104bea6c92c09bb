import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface MobileAudit {
  /** 0-100. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Requests in Lighthouse's longest critical request chain (the HTML counts as one). */
  criticalChainRequests: number;
  /** JavaScript files the page loaded. */
  scriptRequests: number;
}

/** Lighthouse's critical request chains, as nested `children`. */
interface ChainNode {
  children?: Record<string, ChainNode>;
}
const depthOf = (chains: Record<string, ChainNode> | undefined): number =>
  Math.max(0, ...Object.values(chains ?? {}).map((node) => 1 + depthOf(node.children)));

/**
 * One Lighthouse run with its default (mobile) settings, performance only, in a fresh headless Debian Chromium.
 * The flags keep Chromium off the network it cannot reach here (background services, component updates).
 */
export async function auditMobile(url: string, cookie?: string): Promise<MobileAudit> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: cookie ? { Cookie: cookie } : undefined });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      criticalChainRequests: depthOf((lhr.audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined)?.chains),
      scriptRequests: ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string }[] } | undefined)?.items ?? []).filter((item) => item.resourceType === 'Script').length,
    };
  } finally {
    chrome.kill();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
