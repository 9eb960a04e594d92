/**
 * The "Domeen ja e-post" card: the registered check calls GET /api/dns through the contract's getApiJson (only with
 * the tester API), and the card words every finding the API can give (lib/tester/report/domain-words.ts) with one
 * verdict over them. The API's own cases are read from api/domain-trust.mjs, so a new case without words fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeAddress, type TestAddress } from '@/lib/tester/engine/address';
import { runWebsiteTest } from '@/lib/tester/engine/run';
import { buildReport, type ResultCard } from '@/lib/tester/report';
import { DOMAIN_WORDS, dmarcExample } from '@/lib/tester/report/domain-words';
import { testResultSchema, type SecurityFinding } from '@/lib/tester/state/schema';
import { domainNotRun } from '@/lib/tester/checks/domain-trust';
import { dnsReport, fakeApiFetch, fakeFetch, TEST_API, TEST_PROXY, type FakeApiOptions } from '../../fixtures/tester/fake-fetch';
import { sampleResult } from '../../fixtures/tester/result';
import { SITES } from '../../fixtures/tester/sites';

const address = (): TestAddress => {
  const checked = normalizeAddress(SITES.good.host);
  if (!checked.ok) throw new Error(checked.error);
  return checked.address;
};

const cardOf = (result: Parameters<typeof buildReport>[0]) =>
  buildReport(result)
    .sections.flatMap((s) => s.cards)
    .find((c) => c.id === 'domain-trust') as ResultCard;

const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function runWithApi(options: FakeApiOptions = {}) {
  const fake = fakeApiFetch(SITES.good, options);
  const result = await runWebsiteTest(address(), { fetch: fake.fetch, proxy: TEST_PROXY, testerApi: TEST_API, sleep: () => Promise.resolve(), random: () => 0.5 });
  return { result, calls: fake.calls };
}

/** A result whose domain check found `findings` for naide.ee. */
const withFindings = (findings: Array<[string, SecurityFinding['status'], Record<string, string | number | boolean>]>) =>
  sampleResult({
    domainTrust: { domain: 'naide.ee', error: null, findings: findings.map(([id, status, facts]) => ({ id, status, facts: { domain: 'naide.ee', ...facts } })) },
  });

describe('the domain check in a run', () => {
  it('asks GET /api/dns through the API for the tested address, and the card shows one item per finding', async () => {
    const { result, calls } = await runWithApi();
    expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]} ${c.target ?? ''}`.trim())).toContain('GET /api/dns https://paikesekiir.test');
    expect(testResultSchema.safeParse(result).success).toBe(true);
    expect(result.domainTrust).toMatchObject({ domain: 'paikesekiir.test', error: null });
    const card = cardOf(result);
    expect(card).toMatchObject({ title: 'Domeen ja e-post', grade: 'bad', gradeLabel: 'Probleem', value: '1 probleem' });
    expect(card.found).toBe('Kontrollisime domeeni paikesekiir.test e-posti ja DNS-i seadeid: 5 on korras, 1 vajab tähelepanu ja 1 on puudu või vigane.');
    expect(card.details?.map((d) => [d.label, d.statusLabel])).toEqual([
      ['E-posti vastuvõtt (MX)', 'Korras'],
      ['SPF (kes tohib domeeni nimel kirju saata)', 'Korras'],
      ['SPF-i DNS-päringud (lubatud kuni 10)', 'Korras'],
      ['SPF-i lõpureegel (all)', 'Korras'],
      ['DMARC (mida teha võltsitud kirjadega)', 'Probleem'],
      ['DMARC-aruanded', 'Ei kehti'],
      ['DNSSEC (domeeni digiallkiri)', 'Vajab tähelepanu'],
      ['CAA (kes tohib sertifikaate väljastada)', 'Korras'],
    ]);
  });

  it('in the proxy fallback nothing asks DNS and the card says the domain was not checked', async () => {
    const fake = fakeFetch(SITES.good);
    const result = await runWebsiteTest(address(), { fetch: fake.fetch, proxy: TEST_PROXY, testerApi: '', pageSpeedApiKey: 'k', sleep: () => Promise.resolve(), random: () => 0.5 });
    expect(fake.calls.some((c) => c.url.includes('/dns'))).toBe(false);
    expect(cardOf(result)).toMatchObject({ value: 'Ei kontrollitud', grade: 'info', gradeLabel: 'Ei mõõdetud' });
    expect(cardOf(result).found).toContain('seekord ei kontrollitud, sest meie testiserver ei olnud kättesaadav');
  });

  it('an API error is "could not check", with the reason in words', async () => {
    const { result } = await runWithApi({ dns: () => json(504, { error: 'dns_timeout' }) });
    expect(cardOf(result)).toMatchObject({
      value: '–',
      grade: 'unknown',
      found: 'Domeeni ja e-posti seadeid ei õnnestunud kontrollida. Nimeserver ei vastanud õigel ajal, domeeni seadeid ei õnnestunud lugeda.',
    });
  });

  it('a saved result from before the check still loads, and its card says the domain was not checked', () => {
    const { domainTrust: _omitted, ...old } = sampleResult({ domainTrust: domainNotRun() });
    expect(testResultSchema.safeParse(old).success).toBe(true);
    expect(cardOf(old as ReturnType<typeof sampleResult>).grade).toBe('info');
  });
});

describe('the card’s verdict and words', () => {
  it('all in order is good, "Korras"', () => {
    const card = cardOf(sampleResult({ domainTrust: dnsReportAllGood() }));
    expect(card).toMatchObject({ grade: 'good', value: 'Korras', gradeLabel: 'Korras' });
  });

  it('warnings only make it a warning with their count', () => {
    const card = cardOf(withFindings([['mx', 'pass', { case: 'found', count: 1, hosts: 'mx.naide.ee' }], ['dnssec', 'warn', { case: 'unsigned' }], ['caa', 'warn', { case: 'missing' }]]));
    expect(card).toMatchObject({ grade: 'warning', value: '2 märkust', gradeLabel: 'Vajab tähelepanu' });
  });

  it('DNSSEC off: ask the registrar, and for .ee say every registrar offers it', () => {
    const [unsigned] = cardOf(withFindings([['dnssec', 'warn', { case: 'unsigned' }]])).details ?? [];
    expect(unsigned.text).toBe(
      'Domeen naide.ee ei kasuta DNSSEC-i, nii et DNS-vastuseid saab võltsida ja külastajad või e-kirjad valesse kohta suunata. Palu oma domeeni registripidajal DNSSEC sisse lülitada. Iga .ee registripidaja pakub seda.',
    );
    const other = DOMAIN_WORDS.dnssec.say.unsigned({ case: 'unsigned', domain: 'naide.com' });
    expect(other).not.toContain('.ee registripidaja');
  });

  it('no DMARC: add a record, with an example built from the domain', () => {
    const [missing] = cardOf(withFindings([['dmarc', 'fail', { case: 'missing' }]])).details ?? [];
    expect(missing.text).toContain('Lisa DNS-i TXT-kirje nimega _dmarc.naide.ee: „v=DMARC1; p=none; rua=mailto:dmarc@naide.ee“');
    expect(dmarcExample('näide.ee')).toBe('v=DMARC1; p=none; rua=mailto:dmarc@näide.ee');
  });

  it.each([
    ['spf-all', 'fail', { case: 'pass-all' }, '„+all“ lubab kõigil maailma serveritel saata kirju sinu domeeni nimel'],
    ['spf-all', 'warn', { case: 'neutral-all' }, '„?all“ ei ütle vastuvõtjale midagi'],
    ['spf-lookups', 'fail', { case: 'too-many', lookups: 14, limit: 10 }, 'kulub vähemalt 14 DNS-päringut, lubatud on kuni 10'],
    ['spf', 'fail', { case: 'multiple', count: 2 }, 'Domeenil on 2 SPF-kirjet, lubatud on üks'],
    ['dmarc', 'warn', { case: 'none', policy: 'none' }, 'poliitika on „p=none“: võltsitud kirjad jõuavad ikka postkasti'],
    ['dmarc-reports', 'warn', { case: 'no-rua' }, 'Lisa kirjesse „rua=mailto:dmarc@naide.ee“'],
    ['dmarc', 'pass', { case: 'reject', policy: 'reject', subdomainPolicy: 'reject' }, 'DMARC on sees (p=reject)'],
    ['dmarc-reports', 'pass', { case: 'rua', rua: 'mailto:dmarc@naide.ee', ruf: false }, 'Koondaruanded lähevad aadressile mailto:dmarc@naide.ee'],
    ['mx', 'warn', { case: 'missing' }, 'MX-kirje puudub: kirjad aadressidele @naide.ee ei pruugi kohale jõuda'],
    ['caa', 'pass', { case: 'found', at: 'naide.ee', issuers: 'letsencrypt.org', noIssuer: false }, 'Sertifikaate tohivad naide.ee jaoks väljastada ainult: letsencrypt.org.'],
    ['dnssec', 'fail', { case: 'bogus' }, 'DNSSEC-i allkirjad ei klapi'],
  ] as const)('%s %s (%o) says: %s', (id, status, facts, words) => {
    const [detail] = cardOf(withFindings([[id, status, { ...facts }]])).details ?? [];
    expect(detail.text).toContain(words);
  });

  it('every case api/domain-trust.mjs can give has its own words (never the generic sentence)', () => {
    const source = readFileSync('api/domain-trust.mjs', 'utf8');
    const literal = [...source.matchAll(/finding\('([a-z-]+)', '[a-z]+', '([a-z-]+)'/g)].map((m) => [m[1], m[2]]);
    // Cases decided by a value rather than written out in the source.
    const computed = [
      ['spf-all', 'fail-all'],
      ['spf-all', 'softfail-all'],
      ['dmarc', 'quarantine'],
      ['dmarc', 'reject'],
    ];
    expect(literal.length).toBeGreaterThan(25);
    for (const [id, kase] of [...literal, ...computed]) expect([id, kase, typeof DOMAIN_WORDS[id]?.say[kase]]).toEqual([id, kase, 'function']);
  });
});

function dnsReportAllGood() {
  const report = dnsReport('https://naide.ee');
  const findings = report.findings.map((f) => (f.status === 'pass' ? f : { ...f, status: 'pass' as const, facts: { ...f.facts, case: f.id === 'dnssec' ? 'signed' : 'reject' } }));
  return { domain: report.domain, findings, error: null };
}
