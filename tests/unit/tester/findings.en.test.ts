/**
 * The English site's security, domain and e-mail findings (finding-words.ts, domain-words.ts): every item's name,
 * every case the tester API can judge and every fix in plain English, with English plurals; no Estonian left.
 */
import { describe, expect, it } from 'vitest';
import { FINDING_WORDS, findingFix, findingLabel, findingText } from '@/lib/tester/report/finding-words';
import { DOMAIN_WORDS, dmarcExample } from '@/lib/tester/report/domain-words';
import type { SecurityFinding } from '@/lib/tester/state/schema';
import { estonianIn, expectEnglish } from '@/tests/language';

const finding = (id: string, status: SecurityFinding['status'], facts: SecurityFinding['facts']): SecurityFinding => ({ id, status, facts });

/** Facts for every case: each key a case may read, in two shapes (a .ee domain with every flag, a bare one). */
const FACTS: SecurityFinding['facts'][] = [
  {
    daysLeft: 1, maxAge: 86400, minMaxAge: 15552000, protocol: 'TLSv1.3', value: 'unsafe-url', domain: 'firma.ee', count: 1, lookups: 14,
    limit: 10, unresolved: 1, name: '_spf.firma.ee', term: 'ip5:1', record: 'v=spf1 ip5:1 -all', policy: 'quarantine', pct: 50,
    from: 'http://firma.ee/', to: 'https://www.firma.ee/', error: 'CERT_REVOKED', inHeader: true, inMeta: true, xFrameOptions: 'deny',
    effective: 'no-referrer', names: 'sid', affected: 1, sessionWithoutHostPrefix: 'sid', scripts: 1, hosts: 'cdn.example', active: 1,
    passive: 1, example: 'http://cdn.example/a.js', subdomainPolicy: 'none', rua: 'mailto:dmarc@firma.ee', ruf: 'mailto:x@firma.ee',
    validated: true, noIssuer: true, at: 'firma.ee', issuers: 'letsencrypt.org',
  },
  { daysLeft: -12, maxAge: 100_000_000, count: 3, affected: 3, scripts: 4, active: 2, passive: 5, unresolved: 2, error: 'SOMETHING_ELSE', issuers: 'a, b', at: 'firma.com' },
];

/** Every case the tester API judges (api/security-score.mjs, api/domain-trust.mjs), and those that need a fix. */
const CASES: Record<string, { say: string[]; fix: string[] }> = {
  'https-redirect': { say: ['first-hop-http', 'http-test', 'no-counterpart', 'no-http', 'off-host', 'redirects', 'stays-http'], fix: ['first-hop-http', 'no-http', 'off-host', 'stays-http'] },
  certificate: { say: ['expired', 'expiring', 'http-test', 'none', 'untrusted', 'valid', 'wrong-host'], fix: ['expired', 'expiring', 'none', 'untrusted', 'wrong-host'] },
  tls: { say: ['http-test', 'modern', 'none', 'outdated'], fix: ['none', 'outdated'] },
  hsts: { say: ['http-test', 'invalid', 'invalid-cert', 'missing', 'on', 'plain-http', 'short'], fix: ['invalid', 'invalid-cert', 'missing', 'plain-http', 'short'] },
  csp: {
    say: ['insecure-images', 'insecure-scheme', 'invalid', 'missing', 'no-script-rules', 'report-only', 'strict', 'too-broad', 'unsafe-eval', 'unsafe-inline'],
    fix: ['insecure-images', 'insecure-scheme', 'invalid', 'missing', 'no-script-rules', 'report-only', 'too-broad', 'unsafe-eval', 'unsafe-inline'],
  },
  nosniff: { say: ['missing', 'on'], fix: ['missing'] },
  frame: { say: ['ancestors', 'ancestors-open', 'missing', 'x-frame-options', 'x-frame-options-invalid', 'x-frame-options-obsolete'], fix: ['ancestors-open', 'missing', 'x-frame-options-invalid', 'x-frame-options-obsolete'] },
  'referrer-policy': { say: ['default', 'full-address', 'invalid', 'origin', 'strict'], fix: ['full-address', 'invalid', 'origin'] },
  'permissions-policy': { say: ['missing', 'on'], fix: ['missing'] },
  cookies: {
    say: ['no-samesite', 'none', 'not-secure', 'prefix-broken', 'samesite-invalid', 'secure', 'session-not-httponly'],
    fix: ['no-samesite', 'not-secure', 'prefix-broken', 'samesite-invalid', 'session-not-httponly'],
  },
  sri: { say: ['all', 'insecure', 'missing', 'no-external'], fix: ['insecure', 'missing'] },
  'mixed-content': { say: ['active', 'http-test', 'none', 'not-a-page', 'passive', 'plain-http'], fix: ['active', 'passive'] },
  mx: { say: ['found', 'missing', 'no-answer', 'null-mx'], fix: ['missing'] },
  spf: { say: ['found', 'missing', 'multiple', 'no-answer', 'syntax'], fix: ['missing', 'multiple', 'syntax'] },
  'spf-lookups': { say: ['loop', 'missing-include', 'no-spf', 'too-many', 'unresolved', 'within'], fix: ['loop', 'missing-include', 'too-many', 'unresolved'] },
  'spf-all': { say: ['fail-all', 'neutral-all', 'no-all', 'no-spf', 'pass-all', 'softfail-all'], fix: ['neutral-all', 'no-all', 'pass-all'] },
  dmarc: { say: ['invalid', 'missing', 'multiple', 'no-answer', 'none', 'partial', 'quarantine', 'reject'], fix: ['invalid', 'missing', 'multiple', 'none', 'partial'] },
  'dmarc-reports': { say: ['no-dmarc', 'no-rua', 'rua'], fix: ['no-rua'] },
  dnssec: { say: ['bogus', 'no-answer', 'no-ds', 'no-keys', 'signed', 'unsigned'], fix: ['bogus', 'no-ds', 'no-keys', 'unsigned'] },
  caa: { say: ['found', 'missing', 'no-answer'], fix: ['missing'] },
};

describe('the findings in English', () => {
  it('say what was found and what it risks, with English plurals', () => {
    expect(findingLabel({ id: 'hsts' })).toBe('HSTS (always a secure connection)');
    expect(findingText(finding('certificate', 'warn', { case: 'expiring', daysLeft: 1 }))).toBe(
      'The certificate is valid for only 1 day more. Renew it now, or browsers will start warning visitors.',
    );
    expect(findingText(finding('certificate', 'fail', { case: 'expired', daysLeft: -12 }))).toBe('The certificate expired 12 days ago: browsers warn visitors.');
    expect(findingText(finding('certificate', 'fail', { case: 'untrusted', error: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toBe(
      'The certificate is not trusted (the certificate is self-signed): browsers warn visitors.',
    );
    expect(findingText(finding('cookies', 'pass', { case: 'secure', count: 1 }))).toBe('1 cookie is protected: Secure, SameSite and, for session cookies, HttpOnly.');
    expect(findingText(finding('cookies', 'pass', { case: 'secure', count: 3 }))).toMatch(/^3 cookies are protected: /);
    expect(findingText(finding('csp', 'warn', { case: 'unsafe-inline', inMeta: true }))).toBe(
      "The Content Security Policy (in the page’s meta tag) allows 'unsafe-inline' for scripts: scripts injected into the page can still run.",
    );
    expect(findingText(finding('tls', 'pass', { case: 'modern', protocol: 'TLSv1.3' }))).toBe('The connection uses the modern protocol TLS 1.3.');
  });

  it('say what to do, with the example record built from the domain', () => {
    expect(findingFix(finding('hsts', 'fail', { case: 'missing' }))).toBe('Add the header Strict-Transport-Security: max-age=31536000 (1 year) to the server’s responses.');
    expect(findingFix(finding('dmarc', 'fail', { case: 'missing', domain: 'firma.ee' }))).toBe(
      `Add a TXT record named _dmarc.firma.ee to your DNS: ‘${dmarcExample('firma.ee')}’ (first create the mailbox dmarc@firma.ee or use a DMARC report service; the reports are XML files). Once the reports show that your genuine e-mails pass the check, tighten it to ‘p=quarantine’ and then to ‘p=reject’.`,
    );
    expect(findingFix(finding('dnssec', 'warn', { case: 'unsigned', domain: 'firma.ee' }))).toBe('Ask your DNS provider (often the company you bought the domain from) to turn on DNSSEC: it signs the zone; then your registrar publishes the DS record it gives you.');
    expect(findingFix(finding('dnssec', 'warn', { case: 'unsigned', domain: 'firma.com' }))).toBe('Ask your DNS provider (often the company you bought the domain from) to turn on DNSSEC: it signs the zone; then your registrar publishes the DS record it gives you.');
    expect(findingText(finding('spf', 'fail', { case: 'missing', domain: 'firma.ee' }))).toBe(
      'There is no SPF record: anyone can send e-mails in the name of @firma.ee, and your own e-mails may end up in spam.',
    );
    expect(findingFix(finding('nosniff', 'pass', { case: 'on' }))).toBeNull();
  });

  it('a case this version does not know gets the general sentence for its verdict', () => {
    expect(findingText(finding('hsts', 'warn', { case: 'from-a-newer-api' }))).toBe('This security setting needs attention.');
    expect(findingText(finding('unknown-item', 'na', {}))).toBe('Does not apply to this address.');
  });

  it('has English words for every case the API judges, each fix one sentence', () => {
    expect(Object.keys(FINDING_WORDS).sort()).toEqual(Object.keys(CASES).sort());
    for (const [id, { say, fix }] of Object.entries(CASES)) {
      expect(Object.keys(FINDING_WORDS[id].say).sort(), id).toEqual(say);
      expect(Object.keys(FINDING_WORDS[id].fix ?? {}).sort(), id).toEqual(fix);
      for (const c of fix) for (const facts of FACTS) expect(FINDING_WORDS[id].fix![c]({ ...facts, case: c }), `${id}:${c}`).toMatch(/^[A-Z‘].{8,}\.$/s);
    }
  });

  it('leaves no Estonian letter or word in any name, sentence or fix', () => {
    for (const words of [FINDING_WORDS, DOMAIN_WORDS]) {
      for (const [id, { label, say, fix }] of Object.entries(words)) {
        expect(estonianIn(label), id).toEqual([]);
        for (const facts of FACTS) {
          for (const [c, text] of [...Object.entries(say), ...Object.entries(fix ?? {})]) {
            const sentence = text({ ...facts, case: c });
            expect(estonianIn(sentence), `${id}:${c}: ${sentence}`).toEqual([]);
          }
        }
      }
    }
    expectEnglish((['pass', 'warn', 'fail', 'na'] as const).map((status) => findingText(finding('zzz', status, {}))));
  });
});
