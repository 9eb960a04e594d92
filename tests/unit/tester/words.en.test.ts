import { format } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { describe, expect, it } from 'vitest';
import { testerFaq } from '@/content/faq/tester';
import { SPEED_STUDY_SENTENCE } from '@/lib/claims';
import { ADDRESS_ERRORS, EXAMPLE_HOST, normalizeAddress } from '@/lib/tester/engine/address';
import { tryAgainMessage } from '@/lib/tester/engine/busy';
import { CHECK_LABELS } from '@/lib/tester/engine/checks';
import { buildReport, REPORT_SECTIONS, SSL_IN_PROGRESS } from '@/lib/tester/report';
import { changeSince } from '@/lib/tester/report/compare';
import { dateTimeText, dayText, earlierDateText, testedAtText } from '@/lib/tester/report/dates';
import { ERROR_WORDS, errorWords } from '@/lib/tester/report/error-words';
import { FAILURE_TEXTS, failureOf } from '@/lib/tester/report/failure';
import { KEEP_TEXTS, SHARE_PROBLEM_TEXTS } from '@/lib/tester/report/keep-words';
import { NOTIFICATION_SUBJECT, notificationMessage, notificationParams } from '@/lib/tester/report/notify';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { announcement, countdownText, READY_AGAIN, testerReducer, WHOLE_FAILURE, type TesterState } from '@/lib/tester/state/run-state';
import type { TestResult } from '@/lib/tester/state/schema';
import { sampleResult } from '../../fixtures/tester/result';
import { expectEnglish } from '@/tests/language';

/**
 * The tester's own words in the English build (SITE_LOCALE=en): what an English visitor reads in the form, the
 * progress, the failure state, the report's frame (sections, summary, statistics), the keep/share/compare texts,
 * the error codes and the notification e-mail. The cards' own words are tested with their modules.
 */
function english(change: Partial<TestResult> = {}): TestResult {
  const base = sampleResult();
  return sampleResult({
    displayUrl: 'example.com',
    analysisUrl: 'https://example.com',
    htmlAnalysis: { ...base.htmlAnalysis, canonicalUrl: 'https://example.com/' },
    ...change,
  });
}

describe('the form and the run in English', () => {
  it('says what is wrong with an address, with an English example', () => {
    expect(EXAMPLE_HOST).toBe('yourcompany.com');
    expect(normalizeAddress('ab')).toEqual({ ok: false, error: 'Please enter a valid website address (e.g. yourcompany.com)' });
    expect(normalizeAddress('localhost')).toEqual({ ok: false, error: ADDRESS_ERRORS.noTopLevelDomain });
    expect(ADDRESS_ERRORS.noTopLevelDomain).toContain('full domain name');
    expectEnglish(ADDRESS_ERRORS);
  });

  it('counts down a refusal in seconds, one second in the singular', () => {
    expect(tryAgainMessage(30)).toBe('Too many requests, please try again in 30 seconds');
    expect(tryAgainMessage(1)).toBe('Too many requests, please try again in 1 second');
    const waiting = testerReducer(
      { phase: 'running', input: 'example.com', run: 1, site: 'example.com', progress: 10, finishing: false, done: [] },
      { type: 'refused', run: 1, until: 5_000, now: 0 },
    );
    expect(countdownText(waiting)).toBe('Too many requests, please try again in 5 seconds');
  });

  it('names every progress step in English', () => {
    expect(CHECK_LABELS.ssl).toBe('Secure connection (SSL)');
    expectEnglish(CHECK_LABELS);
  });

  it('announces the start and the end of a run, the end of a wait and a failed run', () => {
    const running: TesterState = { phase: 'running', input: 'example.com', run: 1, site: 'example.com', progress: 0, finishing: false, done: [] };
    expect(announcement(running)).toBe('Analysing example.com.');
    expect(announcement({ phase: 'results', input: 'example.com', result: english(), focus: true })).toBe('The test is complete.');
    expect(announcement({ phase: 'form', input: '', addressError: null, ready: true })).toBe(READY_AGAIN);
    expect(WHOLE_FAILURE).toBe('Something went wrong during the test. Please try again later.');
    expectEnglish([READY_AGAIN, WHOLE_FAILURE]);
  });
});

describe('the failure state in English', () => {
  const unread = (change: Partial<TestResult>) => {
    const base = english();
    return english({
      htmlAnalysis: { ...base.htmlAnalysis, title: null, titleLength: 0, metaDescription: null, metaDescriptionLength: 0, h1Count: 0, error: 'HTML analysis failed' },
      imageAnalysis: { ...base.imageAnalysis, error: 'Image analysis failed' },
      structuredData: { ...base.structuredData, error: 'Structured data analysis failed' },
      socialMeta: { ...base.socialMeta, error: 'Social meta analysis failed' },
      ...change,
    });
  };
  const failure = (result: TestResult) => failureOf(result, buildReport(result))!;

  it('a site that does not answer: the title, what it means and what to do', () => {
    const result = unread({ reach: 'no-answer', httpStatus: { status: 0, statusText: '', error: HTTP_UNREACHABLE } });
    const seen = failure(result);
    expect(seen.kind).toBe('no-answer');
    expect(seen.title).toBe('example.com did not respond to our check');
    expect(seen.meaning).toContain('try again in a few minutes');
    expectEnglish([seen.title, seen.what, seen.meaning]);
  });

  it('every other kind of failure is said in English too', () => {
    const kinds = {
      'no-site': unread({ reach: 'no-site' }),
      'no-address': unread({ reach: 'no-address' }),
      'dns-failed': unread({ reach: 'dns-failed' }),
      resolver: unread({ reach: 'resolver' }),
      service: unread({ reach: 'service' }),
      unreadable: unread({ reach: 'answered' }),
    };
    for (const [kind, result] of Object.entries(kinds)) {
      const seen = failure(result);
      expect(seen.kind).toBe(kind);
      // The status in words ("200 – OK") is the report's wording, tested with it.
      expectEnglish([seen.title, seen.what.replace(/\(.*\)/, ''), seen.meaning]);
    }
    expect(failure(kinds['no-site']).title).toBe('example.com does not exist on the internet');
    expect(failure(kinds.resolver).what).toBe(
      'Our testing service could not check the domain name just now; this does not mean there is anything wrong with your site.',
    );
    expect(failure(kinds.service).what).toBe(`${WHOLE_FAILURE} The fault was in our checking service, not on your site.`);
  });

  it('a site on plain http only is told to set up https', () => {
    const result = unread({
      reach: 'answered',
      server: {
        finalUrl: 'http://example.com/',
        redirects: [],
        httpsRedirect: { applicable: true, reachable: true, redirects: false, from: 'http://example.com/', to: null, status: 200 },
        http2: null,
        compression: null,
        bodyBytes: 1000,
        ttfbMs: 100,
        totalMs: 120,
      },
    });
    const seen = failure(result);
    expect(seen.title).toBe('example.com only opens over an unencrypted connection');
    expect(seen.meaning).toContain('Set up https');
    expectEnglish([seen.title, seen.what, seen.meaning]);
  });

  it('its buttons and lines', () => {
    expect(FAILURE_TEXTS.retry).toBe('Try again');
    expect(FAILURE_TEXTS.notRun(14)).toBe('14 checks could not be run');
    expect(FAILURE_TEXTS.notRun(1)).toBe('1 check could not be run');
    expectEnglish(FAILURE_TEXTS, { args: [3] });
  });
});

describe('the report frame in English', () => {
  it('titles and introduces every section', () => {
    const titles = REPORT_SECTIONS.map((section) => section.title);
    expect(titles).toEqual(['Visibility on Google', 'Speed and quality', 'Security and technology', 'Server and connection', 'SEO basics']);
    const report = buildReport(english());
    expectEnglish(report.sections.map((section) => [section.title, section.intro]));
  });

  it('says when the security settings were not checked', () => {
    const technical = buildReport(english()).sections.find((section) => section.id === 'technical')!;
    expect(technical.intro).toBe(
      'Whether the site opens securely, answers correctly and is written in error-free code. The security settings were not checked this time.',
    );
  });

  it('gives the summary a verdict and a lead in English', () => {
    const { summary } = buildReport(english());
    expect(summary.title).toMatch(/^example\.com (needs fixing|works, but it could do better|works well|is not visible on Google)$/);
    expect(summary.text).toMatch(/^Google scores the page’s speed on a phone at 82 out of 100\. (We found|Everything we checked)/);
    // The plan's first fix (quoted after "Start with this") is the plan's wording, tested with it.
    expectEnglish(summary.text.replace(/“.*”/, ''));
  });

  it('a page Google cannot show says so first', () => {
    const base = english();
    const { summary } = buildReport(english({ pageSignals: { ...base.pageSignals!, robotsMeta: 'noindex', noindex: true } }));
    expect(summary.title).toBe('example.com is not visible on Google');
    // A canonical to another site is a hint Google may follow, never the headline on its own.
    const elsewhere = buildReport(english({ htmlAnalysis: { ...base.htmlAnalysis, canonicalUrl: 'https://elsewhere.example/' } }));
    expect(elsewhere.summary.title).not.toBe('example.com is not visible on Google');
    expect(summary.text).toMatch(/^Google does not show this page in search at the moment, so new customers cannot find you there\. We found /);
  });

  it('says when speed was not measured', () => {
    const result = english({ lighthouse: { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, error: 'PageSpeed API key is missing in environment variables' } });
    const { summary } = buildReport(result);
    expect(summary.text).toMatch(/^There is no result from Google’s speed measurement, so we give no verdict on speed\./);
  });

  it('labels the demo statistics and what a good value is', () => {
    const { stats } = buildReport(english());
    expect(stats.map((s) => s.title)).toEqual(['Bounce rate', 'Average visit length', 'Pages per visit', 'Visitors a month']);
    expect(stats[0].benchmark).toMatch(/^Good: up to \d+%$/);
    expectEnglish(stats.map((s) => [s.title, s.benchmark]));
  });

  it('an SSL check still running', () => {
    expect(SSL_IN_PROGRESS).toBe('Checking...');
  });
});

describe('keeping, sharing and comparing in English', () => {
  it('the buttons, the messages and the problems of a shared link', () => {
    expect(KEEP_TEXTS.print).toBe('Save as PDF');
    expect(KEEP_TEXTS.share).toBe('Share the result');
    expect(KEEP_TEXTS.history(3)).toBe('Earlier tests of this site in this browser (3)');
    expect(SHARE_PROBLEM_TEXTS.old).toContain('older version of the tester');
    expectEnglish([KEEP_TEXTS, SHARE_PROBLEM_TEXTS], { args: [2] });
  });

  it('dates a test in en-GB, as date-fns writes it', () => {
    const at = new Date(2026, 10, 25, 21, 40).getTime();
    expect(dayText(at)).toBe(format(at, 'd MMM yyyy', { locale: enGB }));
    expect(dateTimeText(at)).toBe('25 Nov 2026 at 21:40');
    expect(testedAtText(at)).toBe('Tested on 25 Nov 2026 at 21:40');
    expect(earlierDateText(new Date(2026, 10, 24, 9, 5).getTime(), at)).toBe('24 Nov');
    expect(earlierDateText(new Date(2026, 10, 25, 9, 5).getTime(), at)).toBe('25 Nov at 09:05');
    expect(earlierDateText(new Date(2025, 0, 3).getTime(), at)).toBe('3 Jan 2025');
    for (let month = 0; month < 12; month++) {
      const day = new Date(2026, month, 1).getTime();
      expect(dayText(day)).toBe(format(day, 'd MMM yyyy', { locale: enGB }));
    }
  });

  it('says what changed since the previous test', () => {
    const previous = { testedAt: new Date(2026, 10, 24, 12, 0).getTime(), cards: [{ id: 'performance', grade: 'warning' as const, value: '62/100' }] };
    const now = new Date(2026, 10, 25, 12, 0).getTime();
    expect(changeSince({ id: 'performance', grade: 'good', value: '78/100' }, previous, now)).toBe('Since the previous test (24 Nov): 62/100 → 78/100, improved.');
    expect(changeSince({ id: 'performance', grade: 'bad', value: '40/100' }, previous, now)).toBe('Since the previous test (24 Nov): 62/100 → 40/100, got worse.');
    expect(changeSince({ id: 'performance', grade: 'warning', value: '62/100' }, previous, now)).toBe('Since the previous test (24 Nov): no change.');
  });
});

describe('error codes and the notification in English', () => {
  it('every error code has English words', () => {
    expect(errorWords('busy')).toBe('The server is busy right now. Please try again in a moment.');
    expect(errorWords('timeout')).toBe('The page did not answer within 15 seconds.');
    expect(errorWords('nonsense')).toBeNull();
    expectEnglish(ERROR_WORDS);
  });

  it('the e-mail after a test', () => {
    const message = notificationMessage(english());
    expect(NOTIFICATION_SUBJECT).toBe('Website test');
    expect(message.split('\n')).toEqual([
      'Website test',
      '',
      'Website: https://example.com',
      'SSL: valid',
      'Speed: 82/100',
      'HTML errors: 3',
      expect.stringMatching(/^Security score: not measured – .* \(default 75\/100\)$/),
      'SEO: 73/100',
      'Accessibility: 91/100',
      'Best practices: 100/100',
    ]);
    expect(notificationParams(english()).from_name).toBe('Website test');
    // The reason the security score was not measured is the checks' wording, tested with them.
    expectEnglish(message.replace(/ – .*\(/, ' ('));
  });
});

describe('the tester FAQ in English', () => {
  it('asks and answers in English, with the same anchors', () => {
    expect(testerFaq.map((item) => item.id)).toEqual(['kiirus', 'seo', 'mobiil', 'tapsus']);
    expect(testerFaq[3].question).toBe('How accurate is this test?');
    // The speed study's sentence is lib/claims.ts's, tested with it.
    expectEnglish(testerFaq.map((item) => [item.question, item.answer.replace(SPEED_STUDY_SENTENCE, '')]));
  });
});
