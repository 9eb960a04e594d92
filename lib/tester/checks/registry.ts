/**
 * The registered checks, in the order they start. The test result's schema gets one field per entry, and the
 * run starts each one beside the connection, PageSpeed, the HTML check and the page analysis. Add a check here
 * (after writing it with defineCheck) and give it a card in its report section.
 */
import type * as z from 'zod/mini';
import { ROBOTS_TXT_CHECK } from '@/lib/tester/checks/robots';
import { SITEMAP_XML_CHECK } from '@/lib/tester/checks/sitemap';
import { SITEMAPS_CHECK } from '@/lib/tester/checks/sitemaps';
import { DOMAIN_TRUST_CHECK } from '@/lib/tester/checks/domain-trust';
import { CRAWLABLE_LINKS_CHECK, HREFLANG_CHECK, LINK_TEXT_CHECK } from '@/lib/tester/checks/links';
import type { RegisteredCheck, RegisteredCheckDeps } from '@/lib/tester/checks/define';

export const REGISTERED_CHECKS = [ROBOTS_TXT_CHECK, SITEMAP_XML_CHECK, SITEMAPS_CHECK, DOMAIN_TRUST_CHECK, LINK_TEXT_CHECK, CRAWLABLE_LINKS_CHECK, HREFLANG_CHECK] as const;

type Registered = (typeof REGISTERED_CHECKS)[number];
export type RegisteredKey = Registered['key'];

/** The result fields of the registered checks: key → schema. */
export type RegisteredShape = { [C in Registered as C['key']]: C['schema'] };
/** What the registered checks put into the result. */
export type RegisteredResults = { [C in Registered as C['key']]: z.infer<C['schema']> };

export const REGISTERED_SHAPE = Object.fromEntries(REGISTERED_CHECKS.map((check) => [check.key, check.schema])) as RegisteredShape;

/** Start every registered check at once; `done` hears each key as its check finishes. */
export async function runRegisteredChecks(
  target: string,
  deps: RegisteredCheckDeps,
  done: (key: RegisteredKey) => void = () => {},
): Promise<RegisteredResults> {
  const checks: readonly RegisteredCheck[] = REGISTERED_CHECKS;
  const entries = await Promise.all(
    checks.map(async (check) => {
      const value = await check.run(target, deps);
      done(check.key as RegisteredKey);
      return [check.key, value] as const;
    }),
  );
  return Object.fromEntries(entries) as RegisteredResults;
}
