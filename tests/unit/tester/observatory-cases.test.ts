/**
 * Our Observatory grade (api/observatory.mjs) against the MDN HTTP Observatory's own test cases, taken as data
 * (tests/fixtures/observatory/cases.mjs names the source, commit and licence). Every case runs through our
 * implementation; the test prints how many agree, and fails on any that does not.
 */
import { describe, expect, it, afterAll } from 'vitest';
import { observatoryGrade, runObservatoryTests } from '@/api/observatory.mjs';
import { gradeOf } from '@/api/observatory/grade.mjs';
import type { ObservatoryInput } from '@/api/observatory/input.mjs';
import { OBSERVATORY_MODIFIERS } from '@/api/observatory/scores.mjs';
import { BASE, CASES, GRADE_CASES, SCANS, SOURCE, type CaseInput } from '../../fixtures/observatory/cases.mjs';

type Headers = Record<string, string | string[] | null>;

/** The case's headers laid over BASE's: names in any case replace the same name; null removes it. */
function mergeHeaders(base: Headers, over: Headers | undefined): Record<string, string | string[]> {
  const merged: Headers = { ...base };
  for (const [name, value] of Object.entries(over ?? {})) {
    for (const key of Object.keys(merged)) if (key.toLowerCase() === name.toLowerCase()) delete merged[key];
    merged[name] = value;
  }
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string | string[]] => entry[1] !== null));
}

function inputOf(input: CaseInput): ObservatoryInput {
  const preloaded = { ...BASE.preloaded, ...input.preloaded } as Record<string, { includeSubDomains: boolean }>;
  const https = input.https === null ? null : { headers: mergeHeaders(BASE.https.headers, input.https?.headers), verified: input.https?.verified ?? BASE.https.verified };
  return {
    url: input.url ?? BASE.url,
    headers: mergeHeaders(BASE.headers, input.headers),
    html: input.html ?? BASE.html,
    https,
    http: input.http === undefined ? BASE.http : input.http,
    httpRedirects: input.httpRedirects ?? BASE.httpRedirects,
    cors: input.cors === undefined ? BASE.cors : input.cors,
    preloaded: (host) => (Object.hasOwn(preloaded, host) ? preloaded[host] : null),
  };
}

const tally = { agree: 0, total: 0, disagree: [] as string[] };

afterAll(() => {
  console.log(
    `Observatory cases (${SOURCE.repository} @ ${SOURCE.commit.slice(0, 7)}, ${SOURCE.licence}): ${tally.agree} / ${tally.total} agree` +
      (tally.disagree.length ? `\n  disagreeing:\n  - ${tally.disagree.join('\n  - ')}` : ''),
  );
});

describe(`the Observatory's test cases (${CASES.length} cases, ${SCANS.length} scans, ${GRADE_CASES.length} grades)`, () => {
  it.each(CASES.map((c) => [`${c.test}: ${c.name}`, c] as const))('%s', (_, c) => {
    const got = runObservatoryTests(inputOf(c.input))[c.test];
    const modifier = OBSERVATORY_MODIFIERS[got.result];
    const agrees = got.result === c.result && modifier === c.modifier && (c.pass === undefined || got.pass === c.pass);
    tally.total += 1;
    if (agrees) tally.agree += 1;
    else tally.disagree.push(`${c.test} "${c.name}" (${c.source}): expected ${c.result} ${c.modifier}, got ${got.result} ${modifier}`);
    expect({ result: got.result, modifier, ...(c.pass === undefined ? {} : { pass: got.pass }) }).toEqual({
      result: c.result,
      modifier: c.modifier,
      ...(c.pass === undefined ? {} : { pass: c.pass }),
    });
  });

  it.each(SCANS.map((s) => [s.name, s] as const))('%s', (_, scan) => {
    const got = observatoryGrade(inputOf(scan.input as CaseInput));
    const agrees = got.grade === scan.grade && got.score === scan.score && got.tests.filter((t) => t.pass).length === scan.testsPassed;
    tally.total += 1;
    if (agrees) tally.agree += 1;
    else tally.disagree.push(`${scan.name}: expected ${scan.grade} ${scan.score}, got ${got.grade} ${got.score}`);
    expect({ grade: got.grade, score: got.score, passed: got.tests.filter((t) => t.pass).length }).toEqual({
      grade: scan.grade,
      score: scan.score,
      passed: scan.testsPassed,
    });
  });

  it.each(GRADE_CASES)('a score of $score is $grade', ({ score, grade }) => {
    tally.total += 1;
    if (gradeOf(score) === grade) tally.agree += 1;
    else tally.disagree.push(`grade of ${score}: expected ${grade}, got ${gradeOf(score)}`);
    expect(gradeOf(score)).toBe(grade);
  });
});
