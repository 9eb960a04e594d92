import { W3C_DETAILS, W3C_ERRORS } from '@/lib/tester/checks/w3c';
import { describe, expect, it, vi } from 'vitest';
import { normalizeAddress, type TestAddress } from '@/lib/tester/engine/address';
import { notificationMessage } from '@/lib/tester/report/notify';
import { buildReport, type ResultCard } from '@/lib/tester/report';
import { runWebsiteTest } from '@/lib/tester/engine/run';
import { testResultSchema } from '@/lib/tester/state/schema';
import { SECURITY_NOT_RUN } from '@/lib/tester/checks/security-findings';
import { SSL_CERTIFICATE_FAILED, SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import { fakeApiFetch, inspectReport, TEST_API, TEST_PROXY, type FakeApiOptions } from '../../fixtures/tester/fake-fetch';
import { SITES, type FixtureSite } from '../../fixtures/tester/sites';

const addressOf = (site: FixtureSite): TestAddress => {
  const checked = normalizeAddress(site.host);
  if (!checked.ok) throw new Error(checked.error);
  return checked.address;
};

async function run(site: FixtureSite, options: FakeApiOptions = {}, testerApi = TEST_API) {
  const fake = fakeApiFetch(site, options);
  const result = await runWebsiteTest(addressOf(site), {
    fetch: fake.fetch,
    proxy: TEST_PROXY,
    testerApi,
    pageSpeedApiKey: 'browser-key',
    sleep: () => Promise.resolve(),
    random: () => 0.5,
  });
  return { result, calls: fake.calls, report: buildReport(result) };
}

const cardOf = (report: ReturnType<typeof buildReport>, id: string) => report.sections.flatMap((s) => s.cards).find((c) => c.id === id) as ResultCard;
const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe('a run through the tester API', () => {
  it('asks only the API: the page and its files through /proxy, then inspect, pagespeed and validate', async () => {
    const { result, calls } = await run(SITES.good);
    expect(testResultSchema.safeParse(result).success).toBe(true);
    expect(calls.every((c) => c.url.startsWith(`${TEST_API}/`)), calls.map((c) => c.url).join('\n')).toBe(true);
    expect(calls[0].url).toBe('/api/health');
    expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]} ${c.target ?? ''}`.trim())).toEqual(
      expect.arrayContaining([
        'GET /api/inspect https://paikesekiir.test',
        'GET /api/pagespeed https://paikesekiir.test',
        'GET /api/validate https://paikesekiir.test',
        'GET /api/proxy https://paikesekiir.test',
        'GET /api/proxy https://paikesekiir.test/robots.txt',
        'HEAD /api/proxy https://paikesekiir.test/sitemap.xml',
      ]),
    );
    // The browser's own PageSpeed key is never used while the API is there.
    expect(calls.some((c) => c.url.includes('browser-key'))).toBe(false);
    expect(result).toMatchObject({
      ssl: { valid: true, issuedTo: 'paikesekiir.test', error: null, status: 'READY' },
      httpStatus: { status: 200, statusText: 'OK', error: null },
      lighthouse: { performance: 93, accessibility: 98, bestPractices: 96, seo: 100, error: null },
      w3c: { valid: true, errors: 0 },
      htmlAnalysis: { titleLength: 49, h1Count: 1 },
      robotsTxt: { exists: true },
      sitemapXml: { exists: true },
      security: { score: 85, measured: true, error: null },
      server: { http2: true, compression: 'br', ttfbMs: 240, totalMs: 310, bodyBytes: 14_200, redirects: [] },
    });
    expect(result.security.findings.map((f) => [f.id, f.status])).toContainEqual(['csp', 'fail']);
  });

  it('shows the real score with every finding, and the server cards', async () => {
    const { report, result } = await run(SITES.good, {
      inspect: (target) =>
        json(
          200,
          inspectReport(target, {
            redirects: [{ url: 'https://paikesekiir.test/', status: 301, location: 'https://www.paikesekiir.test/' }],
            timing: { ttfbMs: 1250, totalMs: 1400 },
            compression: null,
            http2: false,
          }),
        ),
    });
    const security = cardOf(report, 'security');
    expect(security).toMatchObject({ value: '85/100', grade: 'warning', gradeLabel: 'Vajab tähelepanu' });
    expect(security.found).toBe(
      'Kontrollisime 9 turvaseadet: 7 on korras, 1 vajab tähelepanu ja 1 on puudu või vigane. Mozilla Observatory hinne: B (70 punkti).',
    );
    expect(security.details?.map((d) => [d.id, d.statusLabel])).toEqual([
      ['observatory', 'B'],
      ['https-redirect', 'Korras'],
      ['certificate', 'Korras'],
      ['tls', 'Korras'],
      ['hsts', 'Korras'],
      ['csp', 'Probleem'],
      ['nosniff', 'Korras'],
      ['frame', 'Korras'],
      ['referrer-policy', 'Vajab tähelepanu'],
      ['permissions-policy', 'Korras'],
    ]);
    expect(security.details?.find((d) => d.id === 'csp')?.text).toMatch(/^Sisuturbepoliitika puudub: kui lehele sokutatakse võõras skript/);
    expect(security.details?.find((d) => d.id === 'csp')?.fix).toMatch(/^Lase arendajal lisada esmalt Content-Security-Policy-Report-Only/);
    // The Observatory's grade: its penalties and its bonus apart, and why the bonus did not count.
    expect(security.details?.find((d) => d.id === 'observatory')?.text).toBe(
      'Mozilla HTTP Observatory annaks sellele lehele hinde B (70 punkti; 100 punkti on A+). Miinuspunkte 30 (2 testi). ' +
        'Lisapunkte (5) ei arvestatud, sest Observatory annab neid ainult siis, kui miinuspunktide järel on alles vähemalt 90 punkti.',
    );
    // The services the page loads from other sites, named where known, with the note on consent.
    const services = cardOf(report, 'third-parties');
    expect(services).toMatchObject({ value: '3 teenust', grade: 'info' });
    expect(services.found).toContain('vaja külastaja nõusolekut');
    expect(services.details?.map((d) => [d.label, d.statusLabel, d.text])).toEqual([
      ['Google Fonts', 'Fondid', 'fonts.googleapis.com · 1 fail'],
      ['Google Tag Manager', 'Märgendihaldus', 'www.googletagmanager.com · 1 fail'],
      ['cdn.naidis-teenus.ee', 'Muu teenus', 'cdn.naidis-teenus.ee · 3 faili'],
    ]);
    expect(report.sections.map((s) => s.id)).toEqual(['google', 'speed', 'technical', 'server', 'seo']);
    expect(cardOf(report, 'redirects')).toMatchObject({
      value: 'Korras',
      grade: 'good',
      found: 'http://paikesekiir.test/ suunab turvalisele aadressile https://paikesekiir.test/ (301). Avaleht suunab ühe korra: https://paikesekiir.test/ → https://www.paikesekiir.test/.',
    });
    expect(cardOf(report, 'http2')).toMatchObject({ value: 'Puudub', grade: 'warning' });
    expect(cardOf(report, 'compression')).toMatchObject({ value: 'Puudub', grade: 'warning' });
    expect(cardOf(report, 'compression').found).toContain('14 kB');
    expect(cardOf(report, 'response-time')).toMatchObject({ value: '1,3 s', grade: 'warning' });
    expect(cardOf(report, 'response-time').found).toContain('soovitus on alla 800 ms');
    expect(cardOf(report, 'ssl').found).toBe('Leht avaneb turvalise HTTPS-ühendusega (paikesekiir.test). Sertifikaat on usaldusväärne ja kehtib veel 80 päeva.');
    expect(notificationMessage(result)).toContain('\nTurvaskoor: 85/100\n');
  });

  it('a certificate about to expire is a warning that says how many days are left', async () => {
    const expiring = (target: string) => {
      const report = inspectReport(target);
      report.security.findings[1] = { id: 'certificate', status: 'warn', facts: { case: 'expiring', daysLeft: 12 } };
      return json(200, report);
    };
    const { report, result } = await run(SITES.good, { inspect: expiring });
    expect(result.ssl.valid).toBe(true);
    expect(cardOf(report, 'ssl')).toMatchObject({ value: 'Aegumas', grade: 'warning', found: 'Sertifikaat kehtib veel 12 päeva. Uuenda see kohe, muidu hoiatavad brauserid külastajaid.' });
  });

  it('an untrusted certificate is "Vigane", with the reason', async () => {
    const untrusted = (target: string) => {
      const report = inspectReport(target);
      report.security.findings[1] = { id: 'certificate', status: 'fail', facts: { case: 'untrusted', daysLeft: 80, trusted: false, error: 'DEPTH_ZERO_SELF_SIGNED_CERT' } };
      return json(200, report);
    };
    const { report, result } = await run(SITES.good, { inspect: untrusted });
    expect(result.ssl).toMatchObject({ valid: false, error: SSL_CERTIFICATE_FAILED });
    expect(cardOf(report, 'ssl').found).toBe('Sertifikaat ei ole usaldusväärne (sertifikaat on isesigneeritud): brauserid hoiatavad külastajaid.');
    expect(cardOf(report, 'ssl')).toMatchObject({ value: 'Vigane', grade: 'bad' });
  });

  it('a site without https is inspected over http: no SSL, and the findings say what that risks', async () => {
    const inspect = (target: string) =>
      target.startsWith('https:')
        ? json(502, { error: 'unreachable' })
        : json(200, inspectReport(target, { tls: null, http2: null, httpsRedirect: { applicable: true, reachable: true, redirects: false, from: target, to: target, status: 200 } }));
    const { result, report, calls } = await run(SITES.good, { inspect });
    expect(calls.filter((c) => c.url.startsWith('/api/inspect')).map((c) => c.target)).toEqual(['https://paikesekiir.test', 'http://paikesekiir.test']);
    expect(result.ssl).toMatchObject({ valid: false, error: SSL_NO_HTTPS });
    expect(result.security.measured).toBe(true);
    expect(cardOf(report, 'ssl')).toMatchObject({ value: 'Puudub', grade: 'bad' });
    expect(cardOf(report, 'redirects')).toMatchObject({ value: 'Puudub', grade: 'bad' });
    expect(cardOf(report, 'http2')).toMatchObject({ value: '–', grade: 'unknown' });
  });

  it('a site that does not answer: status 0, and the security check says it could not be done', async () => {
    const { result, report } = await run(SITES.unreachable);
    expect(result.httpStatus).toEqual({ status: 0, statusText: '', error: 'HTTP staatus: Ühendus ebaõnnestus' });
    expect(result.security).toEqual({ score: 75, measured: false, findings: [], error: 'unreachable' });
    expect(result.server).toBeNull();
    expect(result.robotsTxt.error).toBe('robots.txt check failed');
    expect(result.htmlAnalysis.error).toBe('HTML analysis failed');
    expect(cardOf(report, 'security')).toMatchObject({ value: '–', grade: 'unknown', found: 'Turvaseadeid ei õnnestunud kontrollida. Lehega ei saadud ühendust.' });
    expect(report.sections.map((s) => s.id)).not.toContain('server');
    expect(notificationMessage(result)).toContain('Turvaskoor: ei mõõdetud – Lehega ei saadud ühendust (vaikeväärtus 75/100)');
  });

  it("the API's own error on /proxy is never taken for the site's answer", async () => {
    // The site could not be reached: robots.txt was not checked (not "missing"), the page was not read.
    const { result } = await run(SITES.good, {
      override: (call) => (call.url.startsWith('/api/proxy') ? json(502, { error: 'unreachable' }) : undefined),
    });
    expect(result.robotsTxt).toMatchObject({ exists: false, error: 'robots.txt check failed' });
    expect(result.sitemapXml).toMatchObject({ exists: false, error: 'sitemap.xml check failed' });
    expect(result.htmlAnalysis.error).toBe('HTML analysis failed');
  });

  it("PageSpeed and the validator: the API's errors arrive as the spec's texts", async () => {
    const { result, report } = await run(SITES.good, {
      override: (call) => {
        if (call.url.startsWith('/api/pagespeed')) return json(503, { error: 'pagespeed_key_missing' });
        if (call.url.startsWith('/api/validate')) return json(504, { error: 'validator_timeout' });
        return undefined;
      },
    });
    expect(result.lighthouse).toEqual({ performance: 0, accessibility: 0, bestPractices: 0, seo: 0, error: 'PageSpeed API key is missing in environment variables' });
    expect(result.w3c.error).toBe(W3C_ERRORS.failed(W3C_DETAILS.timeout));
    expect(cardOf(report, 'html-errors').found).toBe('HTML-vigu ei õnnestunud kontrollida: W3C-validaator ei vastanud 15 sekundi jooksul.');
  });
});

describe('without the tester API the run falls back to the CORS proxy', () => {
  const fallbackChecks = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith(TEST_PROXY));

  it.each([
    ['answers 404', { health: json(404, { error: 'Not found' }) }],
    ['answers something else than { ok: true }', { health: { status: 200, contentType: 'text/html', body: '<!doctype html><title>Avaleht</title>' } }],
    ['cannot be reached', { health: { fail: 'network' as const } }],
  ])('when /health %s', async (_, options) => {
    const { result, calls, report } = await run(SITES.good, options);
    expect(calls.filter((c) => c.url.startsWith('/api/')).map((c) => c.url)).toEqual(['/api/health']);
    expect(fallbackChecks(calls).length).toBeGreaterThan(4);
    expect(calls.some((c) => c.url.includes('key=browser-key'))).toBe(true);
    expect(result.security).toEqual({ score: 75, measured: false, findings: [], error: SECURITY_NOT_RUN });
    expect(result.server).toBeNull();
    expect(cardOf(report, 'security')).toMatchObject({ value: '–', grade: 'info', gradeLabel: 'Ei mõõdetud' });
    expect(cardOf(report, 'security').found).toMatch(/^Turvakontrolli seekord ei tehtud/);
    expect(report.sections.find((s) => s.id === 'technical')?.intro).toContain('Turvaseadete kontrolli seekord ei tehtud.');
  });

  it('when it is off (empty address): no request to it at all', async () => {
    const { calls, result } = await run(SITES.good, {}, '');
    expect(calls.some((c) => c.url.startsWith('/api/'))).toBe(false);
    expect(result.security.measured).toBe(false);
  });

  it('when /health does not answer within 4 s', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeApiFetch(SITES.good, { health: { fail: 'hang' } });
      const pending = runWebsiteTest(addressOf(SITES.good), { fetch: fake.fetch, proxy: TEST_PROXY, testerApi: TEST_API, pageSpeedApiKey: 'k', sleep: () => Promise.resolve() });
      await vi.advanceTimersByTimeAsync(3_900);
      expect(fake.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(fake.calls.length).toBeGreaterThan(1);
      await vi.advanceTimersByTimeAsync(20_000);
      expect((await pending).security.error).toBe(SECURITY_NOT_RUN);
    } finally {
      vi.useRealTimers();
    }
  });
});
