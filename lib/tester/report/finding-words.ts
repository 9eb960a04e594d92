/**
 * The security findings in words, in the site's language: each item's name, and what each of its cases (facts.case,
 * decided by the tester API's judging in api/security-score.mjs) means for the visitor: what was found and what it
 * risks. The only place these sentences are written (the items in connection-words.ts, page-guard-words.ts and
 * domain-words.ts, merged here); the API and the saved results carry the facts.
 */
import { CONNECTION_WORDS } from '@/lib/tester/report/connection-words';
import { DOMAIN_WORDS } from '@/lib/tester/report/domain-words';
import type { FindingWords } from '@/lib/tester/report/finding-facts';
import { PAGE_GUARD_WORDS } from '@/lib/tester/report/page-guard-words';
import type { SecurityFinding } from '@/lib/tester/state/schema';

/** Every item the API judges: its name, a sentence per case, and for each case that needs work what to do. */
export const FINDING_WORDS: FindingWords = { ...CONNECTION_WORDS, ...PAGE_GUARD_WORDS, ...DOMAIN_WORDS };

/** Said when a finding's item or case is one this version of the tester does not know (a newer API). */
const GENERIC: Record<SecurityFinding['status'], string> =
  process.env.SITE_LOCALE === 'en'
    ? {
        pass: 'This security setting is fine.',
        warn: 'This security setting needs attention.',
        fail: 'This security setting is missing or faulty.',
        na: 'Does not apply to this address.',
      }
    : {
        pass: 'See turvaseade on korras.',
        warn: 'See turvaseade vajab tähelepanu.',
        fail: 'See turvaseade on puudu või vigane.',
        na: 'Ei rakendu selle aadressi puhul.',
      };

/** A finding's name. */
export const findingLabel = (finding: Pick<SecurityFinding, 'id'>) => FINDING_WORDS[finding.id]?.label ?? finding.id;

/** What to do about a finding (its case's fix), or null when there is nothing to do or no advice for its case. */
export function findingFix(finding: SecurityFinding): string | null {
  const fix = FINDING_WORDS[finding.id]?.fix?.[String(finding.facts.case ?? '')];
  return fix ? fix(finding.facts) : null;
}

/** What a finding found and what it risks, from its case and facts. */
export function findingText(finding: SecurityFinding): string {
  const say = FINDING_WORDS[finding.id]?.say[String(finding.facts.case ?? '')];
  return say ? say(finding.facts) : GENERIC[finding.status];
}
