/**
 * Domain and e-mail trust: what the tested site's domain publishes in DNS (MX, SPF, DMARC, DNSSEC, CAA), from the
 * tester API's GET /dns. Only with the API: the CORS proxy cannot ask DNS, so the proxy fallback stores
 * DOMAIN_NOT_RUN and the card says the domain was not checked. The findings carry no words: the report says
 * each case (lib/tester/report/domain-words.ts).
 */
import * as z from 'zod/mini';
import { securityFinding } from '@/lib/tester/contract.mjs';
import { defineCheck } from '@/lib/tester/checks/define';
import { ApiAnswerError, getApiJson } from '@/lib/tester/engine/api';
import { CLIENT_ERRORS } from '@/lib/tester/contract.mjs';

/** Why the domain was not checked, when the run had no tester API. */
export const DOMAIN_NOT_RUN = 'no_api';

/**
 * Its part of the test result: the zone checked and its findings, or the error code that stopped the check.
 * Optional, so results saved before this check existed still load (the card then says it was not checked).
 */
export const domainTrustSchema = z.optional(
  z.object({
    domain: z.nullable(z.string()),
    findings: z.array(securityFinding),
    error: z.nullable(z.string()),
  }),
);
export type DomainTrustResult = NonNullable<z.infer<typeof domainTrustSchema>>;

export const domainNotRun = (error: string = DOMAIN_NOT_RUN): DomainTrustResult => ({ domain: null, findings: [], error });

export const DOMAIN_TRUST_CHECK = defineCheck({
  key: 'domainTrust',
  schema: domainTrustSchema,
  run: async (target, deps): Promise<DomainTrustResult> => {
    if (!deps.api) return domainNotRun();
    try {
      const answer = await getApiJson(deps.api, 'dns', target);
      return { domain: answer.domain, findings: answer.findings.map(({ id, status, facts }) => ({ id, status, facts })), error: null };
    } catch (error) {
      return domainNotRun(error instanceof ApiAnswerError ? error.code : CLIENT_ERRORS.NETWORK);
    }
  },
});
