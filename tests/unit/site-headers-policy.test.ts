import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENV } from '../../scripts/test/env.mjs';
import {
  apiSecurityHeaders,
  headerRules,
  originOf,
  outsideOrigins,
  pageDirectives,
  securityHeaders,
  serializePolicy,
  withSecurityHeaders,
  type PolicyInputs,
} from '@/lib/site-headers/policy';

const INPUTS: PolicyInputs = {
  corsProxy: 'https://api.allorigins.win/raw?url=',
  testerApi: '/api',
  emailEnabled: true,
  pageSpeedApiKey: 'key',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
};
const NO_HASHES = { scripts: [], styles: [], styleAttributes: [] };

/** The policy module as a build with these NEXT_PUBLIC_* values would load it. */
async function policyBuiltWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('@/lib/site-headers/policy');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the policy follows the build configuration (lib/config)', () => {
  /** A test build: every service on (scripts/test/env.mjs), the tester API on this site. */
  const configured = { ...TEST_ENV, NEXT_PUBLIC_TESTER_API: '/api' };

  it('connects only to this site and the services switched on', async () => {
    const policy = await policyBuiltWith(configured);
    expect(policy.pageDirectives(NO_HASHES)['connect-src']).toEqual([
      "'self'",
      'https://api.emailjs.com',
      'https://cors-proxy.test',
      'https://www.googleapis.com',
    ]);
  });

  it('a changed CORS proxy changes connect-src', async () => {
    const policy = await policyBuiltWith({ ...configured, NEXT_PUBLIC_CORS_PROXY: 'https://muu-proxy.test/?q=' });
    expect(policy.pageDirectives(NO_HASHES)['connect-src']).toContain('https://muu-proxy.test');
    expect(policy.pageDirectives(NO_HASHES)['connect-src']).not.toContain('https://cors-proxy.test');
  });

  it('a tester API on another host is allowed by its origin; on this site it needs nothing more', async () => {
    const elsewhere = await policyBuiltWith({ ...configured, NEXT_PUBLIC_TESTER_API: 'https://api.veebiselge.test/v1' });
    expect(elsewhere.pageDirectives(NO_HASHES)['connect-src']).toContain('https://api.veebiselge.test');
    const off = await policyBuiltWith({ ...configured, NEXT_PUBLIC_TESTER_API: '' });
    expect(off.pageDirectives(NO_HASHES)['connect-src']).toHaveLength(4);
  });

  it('without EmailJS keys or a PageSpeed key their origins are not allowed', async () => {
    const policy = await policyBuiltWith({ ...configured, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '', NEXT_PUBLIC_PAGESPEED_API_KEY: '' });
    expect(policy.pageDirectives(NO_HASHES)['connect-src']).toEqual(["'self'", 'https://cors-proxy.test']);
  });
});

describe('pageDirectives', () => {
  it('is strict: nothing by default, scripts only from this site and by hash, no inline code allowed wholesale', () => {
    const directives = pageDirectives({ scripts: ["'sha256-a'", "'sha256-b'", "'sha256-a'"], styles: [], styleAttributes: [] }, INPUTS);
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['style-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'none'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(directives['worker-src']).toEqual(["'self'"]);
    const all = Object.values(directives).flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(directives['frame-ancestors']).toBeUndefined(); // not allowed in a <meta>: the header carries it
  });

  it('allows the exact style attributes of the page by hash, and nothing else', () => {
    const directives = pageDirectives({ scripts: [], styles: ["'sha256-s'"], styleAttributes: ["'sha256-x'"] }, INPUTS);
    expect(directives['style-src-attr']).toEqual(["'unsafe-hashes'", "'sha256-x'"]);
    expect(directives['style-src']).toEqual(["'self'", "'sha256-s'"]);
  });

  it('serializes as the browser reads it', () => {
    expect(serializePolicy({ 'default-src': ["'none'"], 'img-src': ["'self'", 'data:'] })).toBe("default-src 'none'; img-src 'self' data:");
  });
});

describe('outsideOrigins', () => {
  it('names every outside origin once with its purpose', () => {
    const origins = outsideOrigins({ ...INPUTS, testerApi: 'https://api.allorigins.win/tester' });
    expect(origins.map((o) => `${o.directive} ${o.origin}`)).toEqual([
      'connect-src https://api.emailjs.com',
      'connect-src https://api.allorigins.win',
      'connect-src https://www.googleapis.com',
      'frame-src https://www.openstreetmap.org',
    ]);
    expect(origins.every((o) => o.purpose.length > 10)).toBe(true);
  });

  it('reads an origin from an absolute address only', () => {
    expect(originOf('https://Proxy.Example.ee:8443/raw?url=')).toBe('https://proxy.example.ee:8443');
    expect(originOf('/api')).toBeNull();
    expect(originOf('')).toBeNull();
  });
});

describe('security headers', () => {
  it('carry what a security review asks for', () => {
    expect(securityHeaders['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(securityHeaders['Content-Security-Policy']).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'none'");
    expect(securityHeaders['Permissions-Policy']).toMatch(/^accelerometer=\(\), .*camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
  });

  it('the API answers carry them too, with a policy under which a fetched page can neither run nor load anything', async () => {
    const upstream = new Response('<script>alert(1)</script>', { status: 502, headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' } });
    const response = withSecurityHeaders(upstream);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('<script>alert(1)</script>');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get('strict-transport-security')).toBe(apiSecurityHeaders['Strict-Transport-Security']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('headerRules', () => {
  const rules = headerRules(['/kontakt', '/', '/blogi/artikkel']);

  it('security headers for every path, a year for build files, revalidation for pages', () => {
    expect(rules[0]).toMatchObject({ path: '/*', headers: securityHeaders });
    expect(rules.find((r) => r.path === '/_next/static/*')?.headers).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(rules.filter((r) => r.headers['Cache-Control'] === 'public, max-age=0, must-revalidate').map((r) => r.path)).toEqual([
      '/',
      '/blogi/artikkel',
      '/kontakt',
    ]);
  });
});
