/**
 * The security score and its findings, from chosen facts (no network): the API's judging (api/security-score.mjs,
 * policies read by api/policies.mjs), and what the report says of each finding (lib/tester/report/finding-words.ts).
 */
import { describe, expect, it } from 'vitest';
import { cspScriptFacts, metaCspContents, parseCsp, parseHsts } from '@/api/policies.mjs';
import { scoreSecurity, type SecurityFacts } from '@/api/security-score.mjs';
import { SECURITY_WEIGHTS } from '@/api/security-score/judging.mjs';
import { describeCertificate, type CertificateInfo } from '@/api/tls-probe.mjs';
import { findingLabel, findingText } from '@/lib/tester/report/finding-words';

/** What the report says of a finding. */
const words = (finding: Parameters<typeof findingText>[0]) => findingText(finding);

const GOOD_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  'content-security-policy': "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

const tlsWith = (cert: Partial<CertificateInfo> = {}, protocol = 'TLSv1.3') => ({
  info: {
    protocol,
    alpn: 'h2',
    cipher: 'TLS_AES_128_GCM_SHA256',
    certificate: {
      subject: 'veebiselge.ee',
      issuer: 'Test CA',
      altNames: ['veebiselge.ee'],
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2027-01-01T00:00:00.000Z',
      daysLeft: 60,
      trusted: true,
      hostnameMatches: true,
      error: null,
      ...cert,
    },
  },
  error: null,
});

const facts = (facts: Partial<SecurityFacts> = {}): SecurityFacts => ({
  finalUrl: 'https://veebiselge.ee/',
  headers: GOOD_HEADERS,
  httpTestTarget: false,
  tls: tlsWith(),
  httpsRedirect: { applicable: true, reachable: true, redirects: true, from: 'http://veebiselge.ee/', to: 'https://veebiselge.ee/', status: 301 },
  ...facts,
});

const find = (result: ReturnType<typeof scoreSecurity>, id: string) => {
  const found = result.findings.find((f) => f.id === id);
  if (!found) throw new Error(`no finding ${id}`);
  return found;
};

const headersWith = (changes: Record<string, string | undefined>) => {
  const headers: Record<string, string> = { ...GOOD_HEADERS };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return headers;
};

describe('security score', () => {
  it('a well configured site scores 100 with one finding per item (the items without cookies, scripts or a page do not apply)', () => {
    expect(Object.values(SECURITY_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(125);
    const result = scoreSecurity(facts());
    expect(result.score).toBe(100);
    expect(result.findings.map((f) => [f.id, f.status])).toEqual([
      ['https-redirect', 'pass'],
      ['certificate', 'pass'],
      ['tls', 'pass'],
      ['hsts', 'pass'],
      ['csp', 'pass'],
      ['nosniff', 'pass'],
      ['frame', 'pass'],
      ['referrer-policy', 'pass'],
      ['permissions-policy', 'pass'],
      ['cookies', 'na'],
      ['sri', 'na'],
      ['mixed-content', 'na'],
    ]);
    for (const f of result.findings) expect(findingLabel(f).length > 0 && words(f).length > 0).toBe(true);
  });

  it('a site with no security headers over a good https connection scores 48', () => {
    const result = scoreSecurity(facts({ headers: {} }));
    // https-redirect 15 + certificate 15 + tls 10 = 40, plus 5: without a Referrer-Policy browsers use a strict one
    // (strict-origin-when-cross-origin), which the Observatory passes too; plus 3 of 5 for a missing
    // Permissions-Policy, only a warning (copy review T15).
    expect(result.score).toBe(48);
    expect(find(result, 'hsts').status).toBe('fail');
    expect(find(result, 'csp').status).toBe('fail');
    expect(find(result, 'nosniff').status).toBe('fail');
    expect(find(result, 'frame').status).toBe('fail');
    expect(find(result, 'permissions-policy').status).toBe('warn');
    expect(find(result, 'referrer-policy')).toMatchObject({ status: 'pass', facts: { case: 'default' } });
  });

  it('HSTS under six months is a warning with its age in days; six months passes', () => {
    const short = scoreSecurity(facts({ headers: headersWith({ 'strict-transport-security': 'max-age=86400' }) }));
    expect(find(short, 'hsts')).toMatchObject({ status: 'warn', points: 8, facts: { maxAge: 86400 } });
    expect(words(find(short, 'hsts'))).toContain('1 päev');
    expect(short.score).toBe(93);
    const sixMonths = scoreSecurity(facts({ headers: headersWith({ 'strict-transport-security': 'max-age=15552000' }) }));
    expect(find(sixMonths, 'hsts').status).toBe('pass');
    const almost = scoreSecurity(facts({ headers: headersWith({ 'strict-transport-security': 'max-age=15551999' }) }));
    expect(find(almost, 'hsts').status).toBe('warn');
    // max-age=0 turns HSTS off; the Observatory counts it as "less than six months", and so do we.
    const zero = scoreSecurity(facts({ headers: headersWith({ 'strict-transport-security': 'max-age=0' }) }));
    expect(find(zero, 'hsts').status).toBe('warn');
  });

  it("CSP allowing 'unsafe-inline' scripts is a warning, unless a nonce or hash makes browsers ignore it", () => {
    const inline = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }) }));
    expect(find(inline, 'csp')).toMatchObject({ status: 'warn', facts: { scriptSrcUnsafeInline: true } });
    expect(words(find(inline, 'csp'))).toContain("'unsafe-inline'");
    const viaDefault = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': "default-src 'self' 'unsafe-inline'" }) }));
    expect(find(viaDefault, 'csp').facts.scriptSrcUnsafeInline).toBe(true);
    const nonce = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': "script-src 'self' 'unsafe-inline' 'nonce-abc'" }) }));
    expect(find(nonce, 'csp')).toMatchObject({ status: 'pass', facts: { scriptSrcUnsafeInline: false } });
    const noScripts = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': "img-src 'self'" }) }));
    expect(find(noScripts, 'csp')).toMatchObject({ status: 'warn', facts: { hasScriptPolicy: false } });
    const reportOnly = scoreSecurity(
      facts({ headers: headersWith({ 'content-security-policy': undefined, 'content-security-policy-report-only': "default-src 'self'" }) }),
    );
    // A report-only policy stops nothing: the Observatory scores it as missing (-25), and so do we.
    expect(find(reportOnly, 'csp')).toMatchObject({ status: 'fail', facts: { reportOnly: true } });
  });

  it("the page's <meta> policy counts beside the header's: both are enforced, so a script must pass both", () => {
    // This site's own case: the header carries what a meta tag cannot (frame-ancestors), the page's meta the script rules.
    const headerOnlyFrames = headersWith({ 'content-security-policy': "frame-ancestors 'none'; object-src 'none'" });
    const header = scoreSecurity(facts({ headers: headerOnlyFrames }));
    expect(find(header, 'csp')).toMatchObject({ status: 'warn', facts: { hasScriptPolicy: false, inMeta: false } });
    const both = scoreSecurity(facts({ headers: headerOnlyFrames, metaCsp: ["default-src 'none'; script-src 'self' 'sha256-abc='"] }));
    expect(find(both, 'csp')).toMatchObject({ status: 'pass', facts: { inHeader: true, inMeta: true, scriptSrcUnsafeInline: false } });
    expect(words(find(both, 'csp'))).toContain('päises ja lehe meta-märgendis');
    expect(both.score).toBe(100);
    // Only a meta tag: still a policy.
    const metaOnly = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': undefined, 'x-frame-options': 'DENY' }), metaCsp: ["script-src 'self'"] }));
    expect(find(metaOnly, 'csp')).toMatchObject({ status: 'pass', facts: { inHeader: false, inMeta: true } });
    // 'unsafe-inline' in one policy is harmless when the other one blocks inline scripts...
    const strictHeader = scoreSecurity(facts({ metaCsp: ["script-src 'self' 'unsafe-inline'"] }));
    expect(find(strictHeader, 'csp').status).toBe('pass');
    // ...and a warning when no policy does.
    const loose = scoreSecurity(facts({ headers: headerOnlyFrames, metaCsp: ["script-src 'self' 'unsafe-inline'"] }));
    expect(find(loose, 'csp')).toMatchObject({ status: 'warn', facts: { scriptSrcUnsafeInline: true } });
    // A meta tag cannot stop framing: browsers ignore frame-ancestors there.
    const metaFrames = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': undefined }), metaCsp: ["script-src 'self'; frame-ancestors 'none'"] }));
    expect(find(metaFrames, 'frame').status).toBe('fail');
  });

  it("reads the <meta http-equiv=\"Content-Security-Policy\"> tags of the page's head as a browser does", () => {
    const page = (head: string, body = '') => `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
    expect(metaCspContents(page(`<meta http-equiv="Content-Security-Policy" content="script-src 'self'"/>`))).toEqual(["script-src 'self'"]);
    // Any case, quotes of either kind or none, character references, a '>' inside a quoted value, more than one tag.
    expect(
      metaCspContents(
        page(
          `<META HTTP-EQUIV=content-security-policy CONTENT='img-src "self"'><meta content="script-src &#39;self&#x27; &apos;sha256-a=&apos;" data-x="a>b" http-equiv="Content-Security-Policy">`,
        ),
      ),
    ).toEqual(['img-src "self"', "script-src 'self' 'sha256-a='"]);
    // Not a policy: another http-equiv, an empty content, a tag in the body, in a comment, or text of a script or noscript.
    expect(
      metaCspContents(
        page(
          `<meta http-equiv="refresh" content="5"><meta http-equiv="Content-Security-Policy" content=""><!-- <meta http-equiv="Content-Security-Policy" content="a"> -->` +
            `<script>document.write('<meta http-equiv="Content-Security-Policy" content="b">')</script><noscript><meta http-equiv="Content-Security-Policy" content="c"></noscript>`,
          `<meta http-equiv="Content-Security-Policy" content="d">`,
        ),
      ),
    ).toEqual([]);
    // A page without a head element still has one (the tags before <body>).
    expect(metaCspContents(`<meta http-equiv="Content-Security-Policy" content="e"><p>Tere`)).toEqual(['e']);
  });

  it('frame protection comes from frame-ancestors or X-Frame-Options', () => {
    const xfo = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': "default-src 'self'", 'x-frame-options': 'SAMEORIGIN' }) }));
    expect(find(xfo, 'frame')).toMatchObject({ status: 'pass', facts: { xFrameOptions: 'SAMEORIGIN', frameAncestors: null } });
    const none = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': "default-src 'self'" }) }));
    expect(find(none, 'frame').status).toBe('fail');
    const star = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': "default-src 'self'; frame-ancestors *" }) }));
    expect(find(star, 'frame').status).toBe('warn');
    const allowFrom = scoreSecurity(facts({ headers: headersWith({ 'content-security-policy': "default-src 'self'", 'x-frame-options': 'ALLOW-FROM https://x.ee' }) }));
    expect(find(allowFrom, 'frame').status).toBe('warn');
  });

  it('nosniff, Referrer-Policy and Permissions-Policy', () => {
    expect(find(scoreSecurity(facts({ headers: headersWith({ 'x-content-type-options': 'NoSniff ' }) })), 'nosniff').status).toBe('pass');
    expect(find(scoreSecurity(facts({ headers: headersWith({ 'x-content-type-options': 'sniff' }) })), 'nosniff').status).toBe('fail');
    expect(find(scoreSecurity(facts({ headers: headersWith({ 'referrer-policy': 'unsafe-url' }) })), 'referrer-policy').status).toBe('warn');
    expect(find(scoreSecurity(facts({ headers: headersWith({ 'referrer-policy': 'unsafe-url, no-referrer' }) })), 'referrer-policy').status).toBe('pass');
    expect(find(scoreSecurity(facts({ headers: headersWith({ 'permissions-policy': undefined }) })), 'permissions-policy').status).toBe('warn');
  });

  it('the certificate: days left, expiry, trust and host name', () => {
    const soon = find(scoreSecurity(facts({ tls: tlsWith({ daysLeft: 12 }) })), 'certificate');
    expect(soon).toMatchObject({ status: 'warn', facts: { daysLeft: 12 } });
    expect(words(soon)).toContain('Sertifikaat kehtib veel 12 päeva');
    expect(find(scoreSecurity(facts({ tls: tlsWith({ daysLeft: 14 }) })), 'certificate').status).toBe('warn');
    expect(find(scoreSecurity(facts({ tls: tlsWith({ daysLeft: 15 }) })), 'certificate').status).toBe('pass');
    const expired = find(scoreSecurity(facts({ tls: tlsWith({ daysLeft: -3, trusted: false, error: 'CERT_HAS_EXPIRED' }) })), 'certificate');
    expect(expired.status).toBe('fail');
    expect(words(expired)).toContain('aegus 3 päeva tagasi');
    const selfSigned = find(scoreSecurity(facts({ tls: tlsWith({ trusted: false, error: 'DEPTH_ZERO_SELF_SIGNED_CERT' }) })), 'certificate');
    expect(selfSigned.status).toBe('fail');
    expect(words(selfSigned)).toContain('isesigneeritud');
    const otherHost = find(scoreSecurity(facts({ tls: tlsWith({ hostnameMatches: false }) })), 'certificate');
    expect(otherHost).toMatchObject({ status: 'fail', facts: { hostnameMatches: false } });
  });

  it('TLS 1.2 or newer passes; older fails', () => {
    expect(find(scoreSecurity(facts({ tls: tlsWith({}, 'TLSv1.2') })), 'tls').status).toBe('pass');
    expect(find(scoreSecurity(facts({ tls: tlsWith({}, 'TLSv1.1') })), 'tls').status).toBe('fail');
    expect(find(scoreSecurity(facts({ tls: tlsWith({}, 'TLSv1') })), 'tls')).toMatchObject({ status: 'fail', facts: { protocol: 'TLSv1' } });
  });

  it('a public site on plain http with no https fails the https items', () => {
    const result = scoreSecurity(
      facts({
        finalUrl: 'http://veebiselge.ee/',
        tls: { info: null, error: 'unreachable' },
        httpsRedirect: { applicable: true, reachable: true, redirects: false },
      }),
    );
    expect(['https-redirect', 'certificate', 'tls', 'hsts'].map((id) => find(result, id).status)).toEqual(['fail', 'fail', 'fail', 'fail']);
    expect(result.score).toBe(45);
  });

  it('an http address that does not answer at all has nothing to redirect: the item passes, as in the Observatory', () => {
    const result = scoreSecurity(facts({ httpsRedirect: { applicable: true, reachable: false, redirects: false } }));
    expect(find(result, 'https-redirect')).toMatchObject({ status: 'warn', facts: { case: 'no-http' } });
  });

  it('a plain-http test target leaves the https items out of the score, saying why', () => {
    const result = scoreSecurity(
      facts({
        finalUrl: 'http://127.0.0.1:4010/',
        httpTestTarget: true,
        tls: null,
        httpsRedirect: { applicable: true, reachable: true, redirects: false },
      }),
    );
    for (const id of ['https-redirect', 'certificate', 'tls', 'hsts']) {
      expect(find(result, id)).toMatchObject({ status: 'na', points: 0, weight: 0 });
      expect(words(find(result, id))).toMatch(/^(Testaadress avati|HSTS töötab ainult https-ühendusega)/);
    }
    expect(result.score).toBe(100);
    const missingCsp = scoreSecurity(
      facts({ finalUrl: 'http://127.0.0.1:4010/', httpTestTarget: true, tls: null, headers: headersWith({ 'content-security-policy': undefined, 'x-frame-options': 'DENY' }), httpsRedirect: { applicable: true, reachable: true, redirects: false } }),
    );
    // 30 of the 45 applicable points.
    expect(missingCsp.score).toBe(67);
  });
});

describe('header parsers', () => {
  it('reads CSP directives and HSTS attributes', () => {
    const [policy] = parseCsp("Default-Src 'self'; SCRIPT-SRC 'self' https://x.ee ; ;");
    expect(policy.get('script-src')).toEqual(["'self'", 'https://x.ee']);
    expect(cspScriptFacts(parseCsp("script-src 'unsafe-inline', script-src 'self'")).scriptSrcUnsafeInline).toBe(false);
    expect(parseHsts('max-age="63072000"; includeSubDomains')).toEqual({ maxAge: 63072000, includeSubDomains: true, preload: false });
    expect(parseHsts('includesubdomains')?.maxAge).toBeNull();
  });
});

describe('certificate description', () => {
  const cert = ({
    subject: { CN: 'localhost' },
    issuer: { CN: 'Veebiselge Test CA' },
    subjectaltname: 'DNS:localhost, IP Address:127.0.0.1',
    valid_from: 'Jan  1 00:00:00 2026 GMT',
    valid_to: 'Jan 31 00:00:00 2026 GMT',
  }) as unknown as Parameters<typeof describeCertificate>[0];
  const now = Date.parse('2026-01-19T12:00:00Z');

  it('counts whole days left and separates a trusted chain from a host name mismatch', () => {
    const info = describeCertificate(cert, 'localhost', { authorized: true, authorizationError: null, now });
    expect(info).toMatchObject({ subject: 'localhost', issuer: 'Veebiselge Test CA', altNames: ['localhost', '127.0.0.1'], daysLeft: 11, trusted: true, hostnameMatches: true, error: null });
    const mismatch = describeCertificate(cert, 'example.ee', { authorized: false, authorizationError: 'ERR_TLS_CERT_ALTNAME_INVALID', now });
    expect(mismatch).toMatchObject({ trusted: true, hostnameMatches: false, error: null });
    const selfSigned = describeCertificate(cert, 'localhost', { authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT', now });
    expect(selfSigned).toMatchObject({ trusted: false, hostnameMatches: true, error: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(describeCertificate(cert, 'localhost', { authorized: true, authorizationError: null, now: Date.parse('2026-02-02T00:00:00Z') })?.daysLeft).toBe(-2);
  });
});

/**
 * The least CPU time (ms) `read` takes over a few runs (the least, so that a busy machine cannot fail a fast
 * reader; process CPU time, so that time spent waiting for a core does not count).
 * @param {() => unknown} read
 */
function leastCpuMs(read: () => unknown, runs = 5) {
  let least = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    read();
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / 1000);
    if (least > 10 * READ_BUDGET_MS) break; // far over: no need to wait for the other runs
  }
  return least;
}

/**
 * The time budget of a worst-case read: 50 ms, what the issue allows for 256 KiB. The linear readers take
 * 2-9 ms CPU on these inputs here (under load), the old regular expressions seconds.
 */
const READ_BUDGET_MS = 50;

describe('readers of fetched text run in linear time (worst cases against a time budget)', () => {
  const KiB = 1024;
  /** A page start of 256 KiB (what /api/inspect reads of a page) made of one piece repeated. @param {string} piece */
  const page = (piece: string) => `<html><head>${piece.repeat(Math.ceil((256 * KiB) / piece.length))}`;

  it.each([
    ['"<meta " without end', '<meta '],
    ['"<meta \\"" (an unclosed quote)', '<meta "'],
    ['"<meta a=" (values without end)', '<meta a='],
    ['"<meta a " (names without end)', '<meta a '],
    ['"<script " without end', '<script '],
    ['"<script>" raw text opened again and again', '<script>'],
    ['"</script " end tags that end nothing', '</script '],
    ['"<!--" comments without end', '<!--'],
    ['"<" alone', '<'],
    ['"</" alone', '</'],
    ['real CSP tags, each to be decoded', `<meta http-equiv=content-security-policy content="${'&#x41;'.repeat(50)}">`],
  ])('the <meta> CSP reader on 256 KiB of %s', (_, piece) => {
    const html = page(piece);
    expect(leastCpuMs(() => metaCspContents(html))).toBeLessThan(READ_BUDGET_MS);
  });

  it('a script that holds 256 KiB of "</script" look-alikes', () => {
    const html = `<html><head><script>${'</scriptx'.repeat(Math.ceil((256 * KiB) / 9))}`;
    expect(leastCpuMs(() => metaCspContents(html))).toBeLessThan(READ_BUDGET_MS);
  });

  // Headers are at most 16 KiB in all (Node's parser limit); each reader gets the worst of that.
  it.each([
    ['CSP: 16 KiB of ";"', () => parseCsp(';'.repeat(16 * KiB))],
    ['CSP: 16 KiB of ","', () => parseCsp(','.repeat(16 * KiB))],
    ['CSP: 16 KiB of spaces', () => parseCsp(`a${' '.repeat(16 * KiB)}b`)],
    ['HSTS: 16 KiB of "; " and spaces', () => parseHsts(`;${' '.repeat(16 * KiB)}`)],
    ['HSTS: "max-age=" 16 KiB of digits', () => parseHsts(`max-age=${'9'.repeat(16 * KiB)}`)],
    ['every header reader at once', () => scoreSecurity({ ...HEADER_FACTS, headers: WORST_HEADERS })],
  ])('%s', (_, read) => {
    expect(leastCpuMs(read)).toBeLessThan(READ_BUDGET_MS);
  });
});

/** 16 KiB of separators in each header the score reads. */
const WORST_HEADERS = Object.fromEntries(
  ['strict-transport-security', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'].map((name) => [
    name,
    '; ,='.repeat(4096),
  ]),
);
const HEADER_FACTS = {
  finalUrl: 'https://veebiselge.ee/',
  httpTestTarget: false,
  tls: null,
  httpsRedirect: { applicable: true, redirects: true, reachable: true },
};
