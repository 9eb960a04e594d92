/**
 * The "Domeen ja e-post" card: the registered check calls GET /api/dns through the contract's getApiJson (only with
 * the tester API), and the card words every finding the API can give (lib/tester/report/domain-words.ts) with one
 * verdict over them. The API's own cases are read from api/domain-trust.mjs and its parts (api/domain-trust/), so
 * a new case without words fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
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

/** The source of the API's domain checks, where every case is written: api/domain-trust.mjs and its parts. */
const domainTrustSource = () =>
  ['api/domain-trust.mjs', ...readdirSync('api/domain-trust').map((name) => `api/domain-trust/${name}`)].map((path) => readFileSync(path, 'utf8')).join('\n');

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
      ['DMARC-aruanded', 'Ei rakendu'],
      ['DNSSEC (DNS-vastuste allkirjastamine)', 'Vajab tähelepanu'],
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
    const { result } = await runWithApi({ dns: () => json(502, { error: 'dns_failed' }) });
    expect(cardOf(result)).toMatchObject({
      value: '–',
      grade: 'unknown',
      found:
        'Domeeni ja e-posti seadeid ei õnnestunud kontrollida. Domeeni nimeserverid ei vastanud meie päringule (vastasid veaga või ei vastanud õigel ajal); meie enda nimeserver töötab.',
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

  it('a warning or a problem says what to do after "Mida teha:", for the card and for each item; an item in order says nothing', () => {
    const card = cardOf(withFindings([['mx', 'pass', { case: 'found', count: 1, hosts: 'mx.naide.ee' }], ['caa', 'warn', { case: 'missing' }]]));
    expect(card.fix).toBe(
      'Paranda allpool märgitud seaded domeeni DNS-is: neid saab muuta registripidaja või DNS-teenuse pakkuja iseteeninduses, vajaduse korral aitab arendaja.',
    );
    expect(card.details?.map((d) => [d.id, d.fix ?? null])).toEqual([
      ['mx', null],
      ['caa', 'Lisa CAA-kirje, mis lubab ainult sinu kasutatavat sertifikaadikeskust, näiteks „0 issue "letsencrypt.org"“.'],
    ]);
    expect(cardOf(sampleResult({ domainTrust: dnsReportAllGood() })).fix).toBeUndefined();
  });

  it('DNSSEC off: the DNS host signs, the registrar publishes the DS record; no unverifiable claim about registrars', () => {
    const [unsigned] = cardOf(withFindings([['dnssec', 'warn', { case: 'unsigned' }]])).details ?? [];
    expect(unsigned.text).toBe('Domeen naide.ee ei kasuta DNSSEC-i, nii et DNS-vastuste ehtsust ei saa kontrollida. Võltsitud vastus võiks suunata külastajad või e-kirjad valesse kohta, kuigi selliseid rünnakuid tuleb ette harva.');
    expect(unsigned.fix).toBe('Palu DNSSEC sisse lülitada oma DNS-teenuse pakkujal (sageli sama firma, kust domeeni ostsid): tema allkirjastab tsooni; seejärel lisab registripidaja sealt saadud DS-kirje.');
    const [other] = cardOf(withFindings([['dnssec', 'warn', { case: 'unsigned', domain: 'naide.com' }]])).details ?? [];
    expect(other.fix).toBe(unsigned.fix);
  });

  it('no DMARC: add a record, with an example built from the domain', () => {
    const [missing] = cardOf(withFindings([['dmarc', 'fail', { case: 'missing' }]])).details ?? [];
    expect(missing.text).toBe('DMARC-kirje puudub: postkastid ei tea, mida teha kirjadega, mis teesklevad, et tulevad @naide.ee aadressilt.');
    expect(missing.fix).toBe(
      'Lisa DNS-i TXT-kirje nimega _dmarc.naide.ee: „v=DMARC1; p=none; rua=mailto:dmarc@naide.ee“ (loo enne postkast dmarc@naide.ee või kasuta DMARC-aruannete teenust; aruanded on XML-failid). Kui aruanded näitavad, et sinu õiged kirjad läbivad kontrolli, karmista see „p=quarantine“ ja siis „p=reject“ peale.',
    );
    expect(dmarcExample('näide.ee')).toBe('v=DMARC1; p=none; rua=mailto:dmarc@näide.ee');
  });

  it.each([
    ['mx', 'warn', { case: 'missing' }, 'MX-kirje puudub: kirjad aadressidele @naide.ee ei pruugi kohale jõuda.', 'Kui kasutad selle domeeni e-posti, lisa DNS-i oma e-posti teenuse MX-kirjed.'],
    [
      'spf',
      'fail',
      { case: 'missing' },
      'SPF-kirje puudub: igaüks saab saata kirju @naide.ee nimel ja sinu enda kirjad võivad sattuda rämpsposti.',
      'Lisa DNS-i TXT-kirje „v=spf1 include:… ~all“ oma e-posti teenuse juhendi järgi; kui domeenilt kirju ei saadeta, siis „v=spf1 -all“.',
    ],
    ['spf', 'fail', { case: 'multiple', count: 2 }, 'Domeenil on 2 SPF-kirjet, lubatud on üks: vastuvõtvad e-postiserverid loevad sellise SPF-i veaks ja jätavad selle arvestamata.', 'Ühenda kirjed üheks.'],
    [
      'spf',
      'fail',
      { case: 'syntax', term: 'ip5:1.2.3.4', record: 'v=spf1 mx ip5:1.2.3.4 -all' },
      'SPF-kirjes on viga („ip5:1.2.3.4“), mistõttu vastuvõtvad e-postiserverid loevad kogu kirje vigaseks.',
      'Paranda see osa kirjes „v=spf1 mx ip5:1.2.3.4 -all“.',
    ],
    [
      'spf-lookups',
      'fail',
      { case: 'too-many', lookups: 14, limit: 10 },
      'SPF-i kontrollimiseks kulub vähemalt 14 DNS-päringut, lubatud on kuni 10: vastuvõtvad e-postiserverid loevad SPF-i vigaseks ja kirjad võivad rämpsposti minna.',
      'Eemalda viited teenustele, mida enam ei kasuta; muu osas lase kirje korrastada arendajal või e-posti pakkujal (ära asenda include-viiteid käsitsi IP-aadressidega: need lähevad vaikselt katki, kui pakkuja oma servereid vahetab).',
    ],
    ['spf-lookups', 'fail', { case: 'loop', name: 'a.naide.ee' }, 'SPF viitab ringiga tagasi iseendale (a.naide.ee): vastuvõtvad e-postiserverid loevad selle veaks.', 'Eemalda ringviide.'],
    [
      'spf-lookups',
      'fail',
      { case: 'missing-include', name: '_spf.naide.ee' },
      'SPF viitab nimele _spf.naide.ee, millel ei ole (ühte) SPF-kirjet: vastuvõtvad e-postiserverid loevad kogu SPF-i vigaseks.',
      'Paranda või eemalda see viide.',
    ],
    [
      'spf-lookups',
      'warn',
      { case: 'unresolved', lookups: 4, limit: 10, unresolved: 1 },
      'SPF-i kontrollimiseks kulub vähemalt 4 DNS-päringut (lubatud 10); 1 viidet ei õnnestunud lõpuni kontrollida.',
      'Vaata SPF-i viited üle: eemalda need, mida enam ei kasuta, ja kontrolli, et iga viidatud nimi on olemas ja kokku ei kulu üle 10 DNS-päringu.',
    ],
    ['spf-all', 'fail', { case: 'pass-all' }, '„+all“ lubab kõigil maailma serveritel saata kirju sinu domeeni nimel: SPF ei kaitse üldse.', 'Asenda see kohe „~all“ või „-all“-ga.'],
    ['spf-all', 'warn', { case: 'neutral-all' }, '„?all“ ei ütle vastuvõtvale e-postiserverile midagi, nii et võltsitud kirju ei eristata.', 'Asenda see „~all“ või „-all“-ga.'],
    ['spf-all', 'warn', { case: 'no-all' }, 'SPF-kirje lõpus puudub all-reegel, nii et võõrastelt serveritelt tulnud kirju ei märgita.', 'Lisa kirje lõppu „~all“ või „-all“.'],
    ['dmarc', 'fail', { case: 'multiple', count: 2 }, 'Nimel _dmarc.naide.ee on 2 DMARC-kirjet, lubatud on üks: vastuvõtvad e-postiserverid jätavad siis kõik arvestamata.', 'Jäta alles üks.'],
    [
      'dmarc',
      'fail',
      { case: 'invalid' },
      'DMARC-kirjes puudub kehtiv poliitika (p=none, quarantine või reject), seega seda ei arvestata.',
      'Paranda kirje, näiteks: „v=DMARC1; p=none; rua=mailto:dmarc@naide.ee“.',
    ],
    [
      'dmarc',
      'warn',
      { case: 'none', policy: 'none' },
      'DMARC on olemas, aga poliitika on „p=none“: võltsitud kirjad võivad ikka postkasti jõuda.',
      'Kui aruanded näitavad, et sinu õiged kirjad läbivad kontrolli, muuda see „p=quarantine“ või „p=reject“ peale.',
    ],
    ['dmarc', 'warn', { case: 'partial', policy: 'quarantine', pct: 50 }, 'DMARC-i poliitika „p=quarantine“ kehtib ainult 50% kirjadele.', 'Tõsta see „pct=100“ peale või eemalda pct.'],
    [
      'dmarc-reports',
      'warn',
      { case: 'no-rua' },
      'DMARC-aruandeid ei tellita (rua puudub), nii et sa ei näe, kes sinu domeeni nimel kirju saadab.',
      'Lisa kirjesse „rua=mailto:dmarc@naide.ee“ (loo enne postkast dmarc@naide.ee või kasuta DMARC-aruannete teenust; aruanded on XML-failid).',
    ],
    ['dnssec', 'warn', { case: 'no-ds' }, 'Tsoon on allkirjastatud, aga registris puudub DS-kirje, nii et keegi allkirja ei kontrolli.', 'Palu registripidajal lisada DS-kirje (selle annab sinu DNS-teenuse pakkuja).'],
    [
      'dnssec',
      'fail',
      { case: 'no-keys' },
      'Registris on domeeni DS-kirje, aga tsoonil pole võtmeid: allkirju kontrollivad nimeserverid ei leia su domeeni üles.',
      'Palu kohe registripidajal DS-kirje eemaldada või DNS-teenuse pakkujal allkirjastamine taastada.',
    ],
    [
      'dnssec',
      'fail',
      { case: 'bogus' },
      'DNSSEC-i allkirjad ei klapi: allkirju kontrollivad nimeserverid ei ava sinu domeeni üldse, nii et osa inimesi ei näe veebilehte ega saa e-kirju saata.',
      'Võta kohe ühendust DNS-teenuse pakkuja või registripidajaga.',
    ],
    [
      'caa',
      'warn',
      { case: 'missing' },
      'CAA-kirje puudub, nii et sertifikaadi võib sinu domeenile väljastada ükskõik milline sertifikaadikeskus.',
      'Lisa CAA-kirje, mis lubab ainult sinu kasutatavat sertifikaadikeskust, näiteks „0 issue "letsencrypt.org"“.',
    ],
  ] as const)('%s %s (%o): what was found apart from what to do (after "Mida teha:")', (id, status, facts, said, fix) => {
    const [detail] = cardOf(withFindings([[id, status, { ...facts }]])).details ?? [];
    expect([detail.text, detail.fix]).toEqual([said, fix]);
  });

  it.each([
    ['dmarc', 'pass', { case: 'reject', policy: 'reject', subdomainPolicy: 'reject' }, 'DMARC on kasutusel (p=reject): võltsitud kirjad lükatakse tagasi.'],
    ['dmarc-reports', 'pass', { case: 'rua', rua: 'mailto:dmarc@naide.ee', ruf: false }, 'Koondaruanded lähevad aadressile mailto:dmarc@naide.ee: näed, kes sinu domeeni nimel kirju saadab.'],
    ['caa', 'pass', { case: 'found', at: 'naide.ee', issuers: 'letsencrypt.org', noIssuer: false }, 'Sertifikaate tohivad naide.ee jaoks väljastada ainult: letsencrypt.org.'],
  ] as const)('%s %s (%o): what was found, and nothing to do', (id, status, facts, said) => {
    const [detail] = cardOf(withFindings([[id, status, { ...facts }]])).details ?? [];
    expect([detail.text, detail.fix]).toEqual([said, undefined]);
  });

  it('every case api/domain-trust.mjs can give has its own words (never the generic sentence)', () => {
    const source = domainTrustSource();
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

  it('every case api/domain-trust.mjs gives as a warning or a problem has its fix as data, and no other case has one', () => {
    const source = domainTrustSource();
    const cases = [...source.matchAll(/finding\('([a-z-]+)', '([a-z]+)', '([a-z-]+)'/g)].map((m) => ({ id: m[1], status: m[2], kase: m[3] }));
    const advised = cases.filter((c) => c.status === 'warn' || c.status === 'fail').map((c) => `${c.id} ${c.kase}`);
    expect(advised.length).toBeGreaterThan(20);
    expect(Object.entries(DOMAIN_WORDS).flatMap(([id, words]) => Object.keys(words.fix ?? {}).map((kase) => `${id} ${kase}`)).sort()).toEqual([...new Set(advised)].sort());
  });
});

function dnsReportAllGood() {
  const report = dnsReport('https://naide.ee');
  const findings = report.findings.map((f) => (f.status === 'pass' ? f : { ...f, status: 'pass' as const, facts: { ...f.facts, case: f.id === 'dnssec' ? 'signed' : 'reject' } }));
  return { domain: report.domain, findings, error: null };
}
