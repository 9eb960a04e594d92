/**
 * The Observatory's score and grade of the tests' results (api/observatory.mjs runs the tests): 100 plus the
 * modifiers of the scoring table (./scores.mjs), bonuses only above MINIMUM_SCORE_FOR_EXTRA_CREDIT, and the grade
 * chart.
 */
import { OBSERVATORY_MODIFIERS } from './scores.mjs';

/** @typedef {import('./scores.mjs').ObservatoryResult} ObservatoryResult */

/** Bonuses count only when the score after the penalties is at least this. */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** The grade of a score: the Observatory's chart, in steps of 5 (100 and more: A+). */
const GRADE_STEPS = /** @type {const} */ ([
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'],
  [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]);

/** @param {number} score @returns {string} */
export function gradeOf(score) {
  const at = Math.max(0, score);
  return GRADE_STEPS.find(([floor]) => at >= floor)?.[1] ?? 'F';
}

/** @typedef {{ id: string, result: ObservatoryResult, modifier: number, pass: boolean }} ObservatoryTest */

/** The tests in the Observatory's order, by its names. */
export const OBSERVATORY_TESTS = Object.freeze([
  'content-security-policy',
  'cookies',
  'cross-origin-resource-sharing',
  'redirection',
  'referrer-policy',
  'strict-transport-security',
  'subresource-integrity',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
]);

/**
 * The Observatory's score and grade of test results: 100 plus every modifier, where bonuses count only when the
 * penalties alone leave at least MINIMUM_SCORE_FOR_EXTRA_CREDIT; never below 0.
 * @param {Record<string, { result: ObservatoryResult, pass: boolean }>} results
 * @returns {{ grade: string, score: number, tests: ObservatoryTest[] }}
 */
export function gradeTests(results) {
  const tests = OBSERVATORY_TESTS.map((id) => ({ id, result: results[id].result, modifier: OBSERVATORY_MODIFIERS[results[id].result], pass: results[id].pass }));
  const penalties = tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const bonuses = tests.reduce((sum, t) => sum + Math.max(0, t.modifier), 0);
  const uncurved = 100 + penalties;
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? uncurved + bonuses : uncurved);
  return { grade: gradeOf(score), score, tests };
}
