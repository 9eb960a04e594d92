/**
 * The site's security policy, defined once: the headers of every response (written to out/_headers after the
 * build), each page's Content-Security-Policy (a <meta> tag with the page's own script hashes, see
 * lib/site-headers/page-policy.ts) and the headers of the tester API's answers.
 * Every outside origin is read from the module that defines it (lib/config for NEXT_PUBLIC_* values, lib/email,
 * lib/tester, lib/seo/contact), so a changed variable changes the policy at the next build.
 */
import { corsProxy, emailConfig, pageSpeedApiKey, testerApi } from '@/lib/config';
import { EMAILJS_ORIGIN, isEmailConfigured } from '@/lib/email';
import { officeMapEmbedUrl } from '@/lib/seo/contact';
import { securityHeaders, SHARED_DIRECTIVES } from '@/lib/site-headers/headers.mjs';
import { PAGESPEED_ENDPOINT } from '@/lib/tester/checks/pagespeed';

// The header values themselves live in a plain JavaScript module, shared with the tester API (api/handler/answers.mjs).
export {
  apiSecurityHeaders,
  DENIED_FEATURES,
  headerDirectives,
  HSTS_MAX_AGE,
  securityHeaders,
  serializePolicy,
  withSecurityHeaders,
} from '@/lib/site-headers/headers.mjs';

/** A policy as directive name -> sources, in the order it is written. */
export type Directives = Record<string, readonly string[]>;

/** What a page's HTML needs allowed inline: CSP hash sources ("'sha256-…'") of its own inline code. */
export interface PageHashes {
  scripts: readonly string[];
  styles: readonly string[];
  styleAttributes: readonly string[];
}

/** Which outside service an origin belongs to (the privacy notice names each one it lists: lib/privacy). */
export type OutsideService = 'email' | 'testerApi' | 'corsProxy' | 'pageSpeed' | 'map';

/** Something outside this site that the browser contacts, with the directive that allows it. */
export interface OutsideOrigin {
  origin: string;
  directive: 'connect-src' | 'frame-src';
  service: OutsideService;
  purpose: string;
}

/** The build-time values the policy depends on (defaults: lib/config and the modules that define each origin). */
export interface PolicyInputs {
  corsProxy: string;
  testerApi: string;
  emailEnabled: boolean;
  pageSpeedApiKey: string;
  mapEmbedUrl: string;
}

export function currentPolicyInputs(): PolicyInputs {
  return {
    corsProxy,
    testerApi,
    emailEnabled: isEmailConfigured(emailConfig),
    pageSpeedApiKey,
    mapEmbedUrl: officeMapEmbedUrl(),
  };
}

/** "https://api.example.ee/raw?url=" -> "https://api.example.ee"; a path on this site ("/api") -> null ('self'). */
export function originOf(address: string): string | null {
  const value = address.trim();
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`Not a valid address for the Content-Security-Policy: "${address}"`);
  }
}

/** Every outside origin the browser may contact, and why. A service that is switched off is not listed. */
export function outsideOrigins(inputs: PolicyInputs = currentPolicyInputs()): OutsideOrigin[] {
  const found: OutsideOrigin[] = [];
  const add = (address: string, directive: OutsideOrigin['directive'], service: OutsideService, purpose: string) => {
    const origin = originOf(address);
    if (origin && !found.some((o) => o.origin === origin && o.directive === directive)) found.push({ origin, directive, service, purpose });
  };
  if (inputs.emailEnabled) add(EMAILJS_ORIGIN, 'connect-src', 'email', 'EmailJS: every form sends its e-mail from the browser');
  if (inputs.testerApi) add(inputs.testerApi, 'connect-src', 'testerApi', 'tester API (NEXT_PUBLIC_TESTER_API), when on another host');
  add(inputs.corsProxy, 'connect-src', 'corsProxy', 'CORS proxy of the website tester (NEXT_PUBLIC_CORS_PROXY), also for the W3C validator');
  if (inputs.pageSpeedApiKey.trim()) add(PAGESPEED_ENDPOINT, 'connect-src', 'pageSpeed', 'PageSpeed Insights, called by the tester with NEXT_PUBLIC_PAGESPEED_API_KEY');
  add(inputs.mapEmbedUrl, 'frame-src', 'map', 'OpenStreetMap embed on /kontakt, loaded after the visitor opens the map');
  return found;
}

const unique = (sources: readonly string[]) => [...new Set(sources)];

/**
 * The policy of one page: everything it may load, with the hashes of its own inline scripts and styles.
 * Client-side navigation keeps the first page's policy, so every origin any page uses is in every page's policy.
 */
export function pageDirectives(hashes: PageHashes, inputs: PolicyInputs = currentPolicyInputs()): Directives {
  const outside = outsideOrigins(inputs);
  const origins = (directive: OutsideOrigin['directive']) => outside.filter((o) => o.directive === directive).map((o) => o.origin);
  const frames = origins('frame-src');
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...unique(hashes.scripts)],
    'style-src': ["'self'", ...unique(hashes.styles)],
    // React writes the first state of a few components (carousel, before/after slider) as style attributes;
    // 'unsafe-hashes' with their hashes allows exactly those values and nothing else.
    'style-src-attr': hashes.styleAttributes.length ? ["'unsafe-hashes'", ...unique(hashes.styleAttributes)] : ["'none'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...origins('connect-src')],
    'frame-src': frames.length ? frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...SHARED_DIRECTIVES,
  };
}

/** Cache lifetimes: content-hashed build files forever, pages revalidated on every visit, images for an hour. */
export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  images: 'public, max-age=3600',
} as const;

/** One block of out/_headers: a path pattern (`*` matches the rest) and the headers of every response it matches. */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
  comment?: string;
}

/**
 * The rules of out/_headers. No header is set by two rules that match the same path: Netlify lets the later rule
 * win and Cloudflare Pages joins both values, so overlapping rules would mean different headers on each host.
 * `pages` are the URL paths of the exported HTML pages; any other file gets the host's default cache header,
 * which on Netlify and Cloudflare Pages is the same revalidation (scripts/dev/serve.mjs does the same).
 */
export function headerRules(pages: readonly string[]): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders, comment: 'Security headers of every response (the per-page policy is a <meta> tag in each page)' },
    { path: '/_next/static/*', headers: { 'Cache-Control': CACHE.immutable }, comment: 'Build files: their names change with their content' },
    { path: '/images/*', headers: { 'Cache-Control': CACHE.images } },
    ...[...pages].sort().map((path, i) => ({
      path,
      headers: { 'Cache-Control': CACHE.revalidate },
      ...(i === 0 ? { comment: 'Pages: revalidated on every visit' } : {}),
    })),
  ];
}
