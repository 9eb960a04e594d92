/**
 * The English site's grade words (grading.ts), third-party services (third-parties.ts) and the texts the checks
 * store in the result (ssl.ts, w3c.ts, security-findings.ts; PageSpeed's are the spec's own English).
 */
import { describe, expect, it } from 'vitest';
import { gradeMetadata, gradeServerFiles, METADATA_GRADES, SERVER_FILE_GRADES, VERDICT_WORDS } from '@/lib/tester/report/grading';
import { CONSENT_KINDS, groupServices, SERVICE_KIND_WORDS, serviceOf, THIRD_PARTY_SERVICES } from '@/lib/tester/report/third-parties';
import { checkSsl, SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import { countValidatorMessages, W3C_ERRORS } from '@/lib/tester/checks/w3c';
import { SECURITY_NOT_RUN, securityNotRun } from '@/lib/tester/checks/security-findings';
import { PAGESPEED_ERRORS } from '@/lib/tester/checks/pagespeed';
import { sampleResult } from '../../fixtures/tester/result';
import { fakeFetch, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import { SITES } from '../../fixtures/tester/sites';
import { expectEnglish } from '@/tests/language';

const robots = sampleResult().robotsTxt;

describe('grade words in English', () => {
  it('one verdict scale, and the spec’s metadata and server-file grades', () => {
    expect(VERDICT_WORDS).toEqual({ good: 'Good', warning: 'Needs attention', bad: 'Problem', unknown: 'Could not be checked', info: 'Not measured', na: 'Does not apply' });
    expect(gradeMetadata(sampleResult().htmlAnalysis).label).toBe('Good');
    expect(gradeMetadata({ ...sampleResult().htmlAnalysis, titleLength: 0, h1Count: 0, langAttribute: null, canonicalUrl: null }).label).toBe('Many shortcomings');
    expect(gradeServerFiles({ ...robots, blocksAll: true }, { exists: true, error: null })).toEqual({ label: 'Blocked', grade: 'bad' });
    expect(gradeServerFiles(robots, { exists: false, error: null }).label).toBe('Partly fine');
    expectEnglish([VERDICT_WORDS, METADATA_GRADES, SERVER_FILE_GRADES]);
  });
});

describe('third-party services in English', () => {
  it('names each kind and the services that had Estonian words', () => {
    expect(serviceOf('connect.facebook.net')).toEqual({ name: 'Meta Pixel (Facebook)', kind: 'ads' });
    expect(serviceOf('www.youtube-nocookie.com')?.name).toBe('YouTube (privacy-enhanced mode)');
    expect(SERVICE_KIND_WORDS.tags).toBe('Tag management');
    expect(groupServices([{ host: 'consent.cookiebot.com', count: 1 }, { host: 'www.googletagmanager.com', count: 2 }]).map((s) => s.name)).toEqual([
      'Google Tag Manager',
      'Cookiebot (cookie consent)',
    ]);
    expect(CONSENT_KINDS.has('analytics')).toBe(true);
    expectEnglish(SERVICE_KIND_WORDS);
    expectEnglish(Object.values(THIRD_PARTY_SERVICES).map((s) => s.name));
  });
});

describe('the checks’ stored texts in English', () => {
  it('a site without https says so in English', async () => {
    const { fetch } = fakeFetch(SITES.good, { override: (call) => (call.target?.startsWith('https://') ? { fail: 'network' } : undefined) });
    expect(await checkSsl('paikesekiir.test', { fetch, proxy: TEST_PROXY })).toMatchObject({
      valid: false,
      error: 'There is no HTTPS connection: the page opens only at an unencrypted http address.',
    });
    expect(SSL_NO_HTTPS).toBe('There is no HTTPS connection: the page opens only at an unencrypted http address.');
  });

  it('the HTML check’s errors and the security check that did not run', () => {
    expect(countValidatorMessages(null).error).toBe('The technical errors could not be checked.');
    expect(countValidatorMessages({ messages: [{ type: 'non-document-error', message: 'HTTP resource not retrievable.' }] }).error).toBe(
      'HTML analysis error: HTTP resource not retrievable.',
    );
    expect(securityNotRun()).toMatchObject({ measured: false, error: 'the tester’s server (API) was not available' });
    expectEnglish([SSL_NO_HTTPS, W3C_ERRORS, SECURITY_NOT_RUN, PAGESPEED_ERRORS], { args: ['x'] });
  });
});
