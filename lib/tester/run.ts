/**
 * The analysis engine: every check starts at once, each with its own timeout and fallback, so one slow or
 * failing service never holds up or sinks the others. Pure apart from what is injected: the transport (fetch
 * and the proxy prefix), where the page is analysed (a Web Worker in the browser), and the clock.
 */
import { corsProxy, pageSpeedApiKey } from '@/lib/config';
import type { TestAddress } from '@/lib/tester/address';
import type { CheckName } from '@/lib/tester/checks';
import type { FetchFn } from '@/lib/tester/http';
import { checkHttpStatus } from '@/lib/tester/http-status';
import { checkPage, type PageAnalyzer } from '@/lib/tester/page';
import { checkPageSpeed } from '@/lib/tester/pagespeed';
import { checkRobotsTxt } from '@/lib/tester/robots';
import type { TestResult } from '@/lib/tester/schema';
import { checkSitemapXml } from '@/lib/tester/sitemap';
import { checkSsl } from '@/lib/tester/ssl';
import { delayedStats } from '@/lib/tester/stats';
import { checkW3c } from '@/lib/tester/w3c';

/** Security score: fixed (spec section 9). */
export const SECURITY_SCORE = 75;

export { CHECK_NAMES, type CheckName } from '@/lib/tester/checks';

export interface RunOptions {
  fetch?: FetchFn;
  proxy?: string;
  pageSpeedApiKey?: string;
  /** Where the fetched page is decoded, parsed and analysed (default: in this thread). */
  analyzePage?: PageAnalyzer;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Called as each check finishes (for the progress list). */
  onCheckDone?: (name: CheckName) => void;
}

export async function runWebsiteTest(address: TestAddress, options: RunOptions = {}): Promise<TestResult> {
  const deps = {
    fetch: options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init)),
    proxy: options.proxy ?? corsProxy,
    analyze: options.analyzePage,
  };
  const target = address.analysisUrl;
  const done =
    <T>(name: CheckName) =>
    (value: T): T => {
      options.onCheckDone?.(name);
      return value;
    };

  const [ssl, lighthouse, w3c, httpStatus, robotsTxt, sitemapXml, page, stats] = await Promise.all([
    checkSsl(address.host, deps).then(done('ssl')),
    checkPageSpeed(target, options.pageSpeedApiKey ?? pageSpeedApiKey, deps.fetch).then(done('pageSpeed')),
    checkW3c(target, deps).then(done('w3c')),
    checkHttpStatus(target, deps).then(done('httpStatus')),
    checkRobotsTxt(target, deps).then(done('robotsTxt')),
    checkSitemapXml(target, deps).then(done('sitemapXml')),
    checkPage(target, target, deps).then(done('page')),
    delayedStats(options.random, options.sleep).then(done('stats')),
  ]);

  return {
    displayUrl: address.displayUrl,
    analysisUrl: target,
    ssl,
    stats,
    lighthouse,
    w3c,
    httpStatus,
    robotsTxt,
    sitemapXml,
    ...page,
    security: { score: SECURITY_SCORE },
  };
}
