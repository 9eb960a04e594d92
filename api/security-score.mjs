/**
 * The security score 0-100 of an inspected site: one finding per item, each with a stable id, a status (pass,
 * warn, fail, or na when the item cannot apply) and the facts it was judged on, `case` naming which rule decided
 * (the tester's report says each case in words: lib/tester/report/finding-words.ts). Pass earns the item's weight, warn
 * half of it, fail nothing; items that are not applicable are left out of the score (the score is the share of
 * the applicable weight earned). The policies are read by api/policies.mjs; nothing here is worded.
 *
 * The parts, in api/security-score/: the facts judged, the weights and a finding (judging.mjs), and the judges by
 * subject: the connection (connection.mjs), the policy headers (headers.mjs), what the page carries (page.mjs).
 */
import { judgeCertificate, judgeHsts, judgeHttpsRedirect, judgeTls } from './security-score/connection.mjs';
import { judgeCsp, judgeFrame, judgeNosniff, judgePermissions, judgeReferrer } from './security-score/headers.mjs';
import { judgeCookies, judgeMixed, judgeSri } from './security-score/page.mjs';

/** @typedef {import('./security-score/judging.mjs').SecurityFacts} SecurityFacts */
/** @typedef {import('./security-score/judging.mjs').Finding} Finding */

/**
 * @param {SecurityFacts} facts
 * @returns {{ score: number, findings: Finding[] }}
 */
export function scoreSecurity(facts) {
  const findings = [
    judgeHttpsRedirect(facts),
    judgeCertificate(facts),
    judgeTls(facts),
    judgeHsts(facts),
    judgeCsp(facts),
    judgeNosniff(facts),
    judgeFrame(facts),
    judgeReferrer(facts),
    judgePermissions(facts),
    judgeCookies(facts),
    judgeSri(facts),
    judgeMixed(facts),
  ];
  const weight = findings.reduce((sum, f) => sum + f.weight, 0);
  const points = findings.reduce((sum, f) => sum + f.points, 0);
  return { score: weight ? Math.round((100 * points) / weight) : 0, findings };
}
