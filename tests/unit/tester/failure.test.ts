import { describe, expect, it } from 'vitest';
import { normalizeAddress, type TestAddress } from '@/lib/tester/engine/address';
import { failureOf } from '@/lib/tester/report/failure';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { buildReport } from '@/lib/tester/report';
import { runWebsiteTest } from '@/lib/tester/engine/run';
import { WHOLE_FAILURE } from '@/lib/tester/state/run-state';
import { testResultSchema, type TestResult } from '@/lib/tester/state/schema';
import { fakeApiFetch, fakeFetch, TEST_API, TEST_PROXY, type FakeApiOptions } from '../../fixtures/tester/fake-fetch';
import { sampleResult } from '../../fixtures/tester/result';
import { SITES, type FixtureSite } from '../../fixtures/tester/sites';

const addressOf = (site: FixtureSite): TestAddress => {
  const checked = normalizeAddress(site.host);
  if (!checked.ok) throw new Error(checked.error);
  return checked.address;
};
const base = { pageSpeedApiKey: 'k3y', sleep: () => Promise.resolve(), random: () => 0.5 };
const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function viaProxy(site: FixtureSite) {
  const result = await runWebsiteTest(addressOf(site), { fetch: fakeFetch(site).fetch, proxy: TEST_PROXY, testerApi: '', ...base });
  return { result, failure: failureOf(result, buildReport(result)) };
}

async function viaApi(site: FixtureSite, options: FakeApiOptions) {
  const result = await runWebsiteTest(addressOf(site), { fetch: fakeApiFetch(site, options).fetch, proxy: TEST_PROXY, testerApi: TEST_API, ...base });
  return { result, failure: failureOf(result, buildReport(result)) };
}

const failureOfResult = (result: TestResult) => failureOf(result, buildReport(result));

describe('the failure state', () => {
  it('is not used when the page was read: good, poor and WordPress sites get their report', async () => {
    for (const site of [SITES.good, SITES.poor, SITES.wordpress]) {
      const { result, failure } = await viaProxy(site);
      expect(result.reach).toBe('answered');
      expect(failure, site.host).toBeNull();
    }
  });

  it('a site that does not answer (through the proxy): what failed, the spec’s status text, no verdict, nothing ran', async () => {
    const { result, failure } = await viaProxy(SITES.unreachable);
    expect(testResultSchema.safeParse(result).success).toBe(true);
    expect(result.reach).toBe('no-answer');
    expect(failure).toMatchObject({ kind: 'no-answer', title: 'olematu.test ei vastanud meie kontrollile', seen: HTTP_UNREACHABLE, ran: [] });
    expect(failure!.meaning).toContain('Kui leht avaneb, oli tõrge tõenäoliselt ühenduses meie ja sinu serveri vahel');
    // The connection card is not shown as a bad grade among what ran; it is named among what did not run.
    expect(failure!.notRun).toContain('Serveri vastus');
    expect(failure!.notRun).toContain('Lehe pealkiri');
    expect(failure!.notRun).toHaveLength(18);
  });

  it('a name that does not exist (NXDOMAIN): "pole internetis", and an expired domain as a cause', async () => {
    const { result, failure } = await viaApi(SITES.unreachable, { inspect: () => json(502, { error: 'dns_not_found' }) });
    expect(result.reach).toBe('no-site');
    expect(failure).toMatchObject({ kind: 'no-site', title: 'olematu.test pole internetis', seen: HTTP_UNREACHABLE });
    expect(failure!.meaning).toContain('võib selle registreering olla aegunud');
  });

  it('a name without an address (NODATA): no web server address, add an A record', async () => {
    const { result, failure } = await viaApi(SITES.unreachable, { inspect: () => json(502, { error: 'dns_no_address' }) });
    expect(result.reach).toBe('no-address');
    expect(failure).toMatchObject({ kind: 'no-address', title: 'Domeenil olematu.test pole veebiserveri aadressi', seen: HTTP_UNREACHABLE });
    expect(failure!.meaning).toContain('lisa selle DNS-i A-kirje');
  });

  it('a failed lookup while our resolver answers (SERVFAIL, REFUSED, no answer): the domain’s name servers', async () => {
    const { result, failure } = await viaApi(SITES.unreachable, { inspect: () => json(502, { error: 'dns_failed' }) });
    expect(result.reach).toBe('dns-failed');
    expect(failure).toMatchObject({ kind: 'dns-failed', title: 'Domeeni olematu.test nimeserverid ei vastanud', seen: HTTP_UNREACHABLE });
    expect(failure!.what).toContain('Meie enda nimeserver töötab');
  });

  it('our resolver failing: our service, exactly as the issue words it, and no verdict on the site', async () => {
    const { result, failure } = await viaApi(SITES.unreachable, { inspect: () => json(503, { error: 'dns_unavailable' }) });
    expect(result.reach).toBe('resolver');
    expect(failure).toMatchObject({
      kind: 'resolver',
      title: 'Me ei saanud lehte olematu.test seekord kontrollida',
      what: 'Meie testimisteenus ei saanud praegu domeeninime kontrollida; see ei tähenda, et sinu lehel oleks viga.',
      seen: null,
    });
    expect(`${failure!.title} ${failure!.what} ${failure!.meaning}`).not.toMatch(/pole internetis|pole veebilehte|ei vastanud/);
  });

  it('our own service failing (the API answers 500 internal) says so with the spec’s whole-failure text, never a bad grade', async () => {
    const { result, failure } = await viaApi(SITES.good, {
      inspect: () => json(500, { error: 'internal' }),
      override: (call) => (call.url.includes('/proxy') ? json(500, { error: 'internal' }) : undefined),
    });
    expect(result.reach).toBe('service');
    expect(failure?.kind).toBe('service');
    expect(failure!.title).toBe('Me ei saanud lehte paikesekiir.test seekord kontrollida');
    expect(failure!.what).toContain(WHOLE_FAILURE);
    expect(failure!.ran.every((card) => card.grade !== 'bad' || !['http-status', 'ssl'].includes(card.id))).toBe(true);
  });

  it('a site that answered but whose page could not be read: "sisu ei õnnestunud lugeda", with its status in words', () => {
    const base = sampleResult();
    const result = sampleResult({
      reach: 'answered',
      htmlAnalysis: { ...base.htmlAnalysis, title: null, titleLength: 0, metaDescription: null, metaDescriptionLength: 0, h1Count: 0, langAttribute: null, canonicalUrl: null, error: 'HTML analysis failed' },
      imageAnalysis: { ...base.imageAnalysis, error: 'Image analysis failed' },
      structuredData: { ...base.structuredData, error: 'Structured data analysis failed' },
      socialMeta: { ...base.socialMeta, error: 'Social meta analysis failed' },
    });
    const failure = failureOfResult(result);
    expect(failure?.kind).toBe('unreadable');
    expect(failure!.what).toBe('Server vastas (200 – korras), kuid avalehe sisu ei saanud kätte või ei saanud seda lugeda.');
    // What did run is shown with its grade: speed, HTTP status, SSL.
    expect(failure!.ran.map((card) => card.id)).toEqual(expect.arrayContaining(['performance', 'http-status', 'ssl']));
    expect(failure!.notRun).toContain('Lehe pealkiri');
  });

  it('a site that answers over plain http only: "avaneb ainult krüpteerimata ühendusega", with what to do', () => {
    const base = sampleResult();
    const result = sampleResult({
      reach: 'answered',
      htmlAnalysis: { ...base.htmlAnalysis, error: 'HTML analysis failed' },
      server: {
        finalUrl: 'http://xn--nide-loa.ee/',
        redirects: [],
        httpsRedirect: { applicable: true, reachable: true, redirects: false, from: 'http://xn--nide-loa.ee/', to: null, status: 200 },
        http2: null,
        compression: null,
        bodyBytes: 1000,
        ttfbMs: 100,
        totalMs: 120,
      },
    });
    const failure = failureOfResult(result);
    expect(failure?.kind).toBe('http-only');
    expect(failure!.title).toBe('näide.ee avaneb ainult krüpteerimata ühendusega');
    expect(failure!.meaning).toContain('Seadista lehele https');
  });

  it('results saved before reach was recorded are read from their HTTP status', () => {
    const base = sampleResult();
    const saved = sampleResult({ httpStatus: { status: 0, statusText: '', error: HTTP_UNREACHABLE }, htmlAnalysis: { ...base.htmlAnalysis, error: 'HTML analysis failed' } });
    delete (saved as Partial<TestResult>).reach;
    expect(testResultSchema.safeParse(saved).success).toBe(true);
    expect(failureOfResult(saved)?.kind).toBe('no-answer');
  });
});
