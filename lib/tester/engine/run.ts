/**
 * The analysis engine: every check starts at once, each with its own timeout and fallback, so one slow or
 * failing service never holds up or sinks the others. Pure apart from what is injected: the transport (fetch
 * and the proxy prefix), where the page is analysed (a Web Worker in the browser), and the clock.
 */
import { corsProxy, pageSpeedApiKey, testerApi } from '@/lib/config';
import type { TestAddress } from '@/lib/tester/engine/address';
import { apiAvailable, apiBase, apiProxyPrefix, inspectTarget, proxyFetch, watchRefusals, type ApiDeps } from '@/lib/tester/engine/api';
import type { CheckName } from '@/lib/tester/engine/checks';
import type { CheckDeps } from '@/lib/tester/engine/deps';
import type { FetchFn } from '@/lib/tester/engine/http';
import { checkHttpStatus, reachOfInspection, statusFromInspection } from '@/lib/tester/checks/http-status';
import { checkPage, loadPageFacts, type PageAnalyzer } from '@/lib/tester/page/fetch-page';
import { checkPageSpeed, checkPageSpeedApi } from '@/lib/tester/checks/pagespeed';
import { runRegisteredChecks } from '@/lib/tester/checks/registry';
import type { HttpStatusResult, LighthouseResult, Reach, SecurityResult, ServerFacts, SslResult, TestResult, W3cResult } from '@/lib/tester/state/schema';
import { securityNotRun, securityOf, serverOf } from '@/lib/tester/checks/security-findings';
import { checkSsl, sslFromInspection } from '@/lib/tester/checks/ssl';
import { delayedStats } from '@/lib/tester/checks/stats';
import { checkW3c, checkW3cApi } from '@/lib/tester/checks/w3c';

export { SECURITY_SCORE } from '@/lib/tester/checks/security-findings';
export { CHECK_NAMES, type CheckName } from '@/lib/tester/engine/checks';

export interface RunOptions {
  fetch?: FetchFn;
  /** The CORS proxy prefix, used when the tester API is off or not there. */
  proxy?: string;
  /** The tester API's address (default NEXT_PUBLIC_TESTER_API, '/api'); empty: do not use it. */
  testerApi?: string;
  /** PageSpeed key of the browser, used only without the tester API (which has its own key). */
  pageSpeedApiKey?: string;
  /** Where the fetched page is decoded, parsed and analysed (default: in this thread). */
  analyzePage?: PageAnalyzer;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Called as each check finishes (for the progress list). */
  onCheckDone?: (name: CheckName) => void;
}

type Done = <T>(name: CheckName) => (value: T) => T;

interface Connection {
  ssl: SslResult;
  httpStatus: HttpStatusResult;
  security: SecurityResult;
  server: ServerFacts | null;
  reach: Reach;
}

/** How one run reaches the tested site: through the tester API, or through the CORS proxy (the spec's way). */
interface Transport {
  /** For the page, robots.txt, sitemap.xml and the favicon: a fetch and a proxy prefix. */
  deps: CheckDeps;
  /** The tester API for the registered checks that call its JSON endpoints (none in the proxy fallback). */
  api?: ApiDeps;
  connection: (done: Done) => Promise<Connection>;
  lighthouse: () => Promise<LighthouseResult>;
  w3c: () => Promise<W3cResult>;
}

/** Everything through the tester API: one inspection gives SSL, the status, the security findings and the server. */
function apiTransport(address: TestAddress, api: ApiDeps): Transport {
  const target = address.analysisUrl;
  return {
    deps: { fetch: proxyFetch(api.fetch), proxy: apiProxyPrefix(api.base) },
    api,
    connection: async (done) => {
      const inspection = await inspectTarget(target, api);
      return {
        ssl: done<SslResult>('ssl')(sslFromInspection(address.host, inspection)),
        httpStatus: done<HttpStatusResult>('httpStatus')(statusFromInspection(inspection)),
        security: securityOf(inspection),
        server: serverOf(inspection),
        reach: reachOfInspection(inspection),
      };
    },
    lighthouse: () => checkPageSpeedApi(target, api),
    w3c: () => checkW3cApi(target, api),
  };
}

/** The spec's way: the CORS proxy, PageSpeed with the browser's key, no security measurement. */
function proxyTransport(address: TestAddress, deps: CheckDeps, key: string): Transport {
  const target = address.analysisUrl;
  return {
    deps,
    connection: async (done) => {
      const [ssl, httpStatus] = await Promise.all([
        checkSsl(address.host, deps).then(done<SslResult>('ssl')),
        checkHttpStatus(target, deps).then(done<HttpStatusResult>('httpStatus')),
      ]);
      // Through the CORS proxy a failed request cannot tell a silent site from a proxy that is down.
      return { ssl, httpStatus, security: securityNotRun(), server: null, reach: httpStatus.status > 0 ? 'answered' : 'no-answer' };
    },
    lighthouse: () => checkPageSpeed(target, key, deps.fetch),
    w3c: () => checkW3c(target, deps),
  };
}

/**
 * Run every check on `address`. The tester API is asked first whether it is there (GET /health); when it is
 * off, answers 404 or cannot be reached, this run goes through the CORS proxy instead and says that the
 * security check was not run; a build without a proxy fails the run as a whole (our service failed). When the API refuses a call because it is busy or the visitor has asked too
 * often, the run stops at once with a TryAgainLaterError (the form counts down its Retry-After): results made
 * of refusals would say nothing about the site.
 */
export async function runWebsiteTest(address: TestAddress, options: RunOptions = {}): Promise<TestResult> {
  const fetchFn: FetchFn = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const base = apiBase(options.testerApi ?? testerApi);
  const watch = watchRefusals(fetchFn);
  const useApi = await apiAvailable({ fetch: fetchFn, base });
  const proxy = options.proxy ?? corsProxy;
  // Without the API and without a configured proxy nothing can reach the site: our side failed, not the site.
  if (!useApi && !proxy) throw new Error('The tester API did not answer and this build has no CORS proxy (NEXT_PUBLIC_CORS_PROXY)');
  const transport = useApi
    ? apiTransport(address, { fetch: watch.fetch, base })
    : proxyTransport(address, { fetch: fetchFn, proxy }, options.pageSpeedApiKey ?? pageSpeedApiKey);
  const target = address.analysisUrl;
  const pageDeps = { ...transport.deps, analyze: options.analyzePage, api: transport.api };
  // The page is read once: its own results and the registered checks of what it declares share it.
  const pageFacts = loadPageFacts(target, pageDeps);
  const deps = { ...pageDeps, pageFacts };
  const done: Done = (name) => (value) => {
    options.onCheckDone?.(name);
    return value;
  };

  const checks = Promise.all([
    transport.connection(done),
    transport.lighthouse().then(done('pageSpeed')),
    transport.w3c().then(done('w3c')),
    runRegisteredChecks(target, deps, (key) => options.onCheckDone?.(key)),
    checkPage(target, target, deps, pageFacts).then(done('page')),
    // Not a check (the values are generated), so not reported to the progress list.
    delayedStats(options.random, options.sleep),
  ]);
  const [connection, lighthouse, w3c, registered, page, stats] = useApi ? await Promise.race([checks, watch.refused]) : await checks;

  return {
    displayUrl: address.displayUrl,
    analysisUrl: target,
    ssl: connection.ssl,
    stats,
    lighthouse,
    w3c,
    httpStatus: connection.httpStatus,
    ...registered,
    ...page,
    security: connection.security,
    server: connection.server,
    reach: connection.reach,
  };
}
