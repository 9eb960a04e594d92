/**
 * The grade Mozilla's HTTP Observatory would give (A+ to F): the ten tests of its published scanner (npm
 * @mdn/mdn-http-observatory 1.4.8, algorithm version 4), each deciding one result with a score modifier, summed
 * from a base of 100. Penalties always count; bonuses only when the score with the penalties alone is still at
 * least 90. Written here from the Observatory's scoring table and test behaviour (MDN HTTP Observatory,
 * https://github.com/mdn/mdn-http-observatory, MPL-2.0; none of its code is used). Its own test cases, as data,
 * check this module: tests/fixtures/observatory/cases.mjs. The repository's main is ahead of that release: it
 * gives X-Frame-Options DENY/SAMEORIGIN a bonus of 5 (1.5.0) and adds COOP and COEP tests (not yet released); we
 * grade as the scanner owners actually get, so a short HSTS with a CSP of 'self' and XFO DENY is A (95), not A+.
 *
 * Pure functions over what the inspect endpoint read: the final answer's headers and the start of its body, the
 * https answer and whether its certificate verified, the route of the http address. Nothing is fetched here.
 * Differences that come from what we read (no HSTS preload list, no CORS preflight, the first 256 KiB of the
 * page) are listed in docs/tester.md ("The Observatory grade").
 *
 * The parts, one concern each, in api/observatory/: the scoring table (scores.mjs), the score and grade of the
 * results (grade.mjs), the input and its headers (input.mjs), the page's <meta> tags and scripts (page.mjs), and
 * the tests: csp.mjs, cookies.mjs, https.mjs (HSTS, redirection), headers.mjs (Referrer-Policy,
 * X-Content-Type-Options, X-Frame-Options, CORS, CORP) and sri.mjs. This module runs them all (runObservatoryTests)
 * and grades the input (observatoryGrade); the parts are imported where they are used.
 */
import { cookiesTest } from './observatory/cookies.mjs';
import { cspTest } from './observatory/csp.mjs';
import { gradeTests } from './observatory/grade.mjs';
import { corpTest, corsTest, referrerTest, xContentTypeOptionsTest, xFrameOptionsTest } from './observatory/headers.mjs';
import { hstsTest, redirectionTest } from './observatory/https.mjs';
import { readPage } from './observatory/page.mjs';
import { sriTest } from './observatory/sri.mjs';

/** @typedef {import('./observatory/scores.mjs').ObservatoryResult} ObservatoryResult */
/** @typedef {import('./observatory/input.mjs').ObservatoryInput} ObservatoryInput */

/**
 * Every test's result on its own, by test name.
 * @param {ObservatoryInput} input
 * @param {ReturnType<typeof readPage>} [page] the page as readPage read it (read here when not given)
 * @returns {Record<string, { result: ObservatoryResult, pass: boolean }>}
 */
export function runObservatoryTests(input, page = readPage(input.html)) {
  const csp = cspTest(input, page.metaCsp);
  const hsts = hstsTest(input);
  return {
    'content-security-policy': { result: csp.result, pass: csp.pass },
    cookies: cookiesTest(input, hsts.pass),
    'cross-origin-resource-sharing': corsTest(input),
    redirection: redirectionTest(input),
    'referrer-policy': referrerTest(input, page.referrer),
    'strict-transport-security': { result: hsts.result, pass: hsts.pass },
    'subresource-integrity': sriTest(input, page.scripts),
    'x-content-type-options': xContentTypeOptionsTest(input),
    'x-frame-options': xFrameOptionsTest(input, csp.directives),
    'cross-origin-resource-policy': corpTest(input),
  };
}

/** @param {ObservatoryInput} input */
export const observatoryGrade = (input) => gradeTests(runObservatoryTests(input));
