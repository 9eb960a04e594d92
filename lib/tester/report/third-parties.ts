/**
 * The third-party services a page loads, by host: the one table of host patterns and the names and kinds of the
 * common services (the tester API lists the hosts: api/page-resources.mjs). A host matches a pattern when it is
 * the pattern or a subdomain of it ("*.hotjar.com" style), the longest pattern first; hosts that match none are
 * listed by their name alone.
 */

/** What a service is for, in the words the report uses. */
export type ServiceKind = 'analytics' | 'ads' | 'tags' | 'video' | 'fonts' | 'cdn' | 'chat' | 'maps' | 'payments' | 'social' | 'security' | 'other';

export const SERVICE_KIND_WORDS: Record<ServiceKind, string> =
  process.env.SITE_LOCALE === 'en'
    ? {
        analytics: 'Analytics',
        ads: 'Advertising',
        tags: 'Tag management',
        video: 'Video',
        fonts: 'Fonts',
        cdn: 'File delivery (CDN)',
        chat: 'Chat',
        maps: 'Map',
        payments: 'Payments',
        social: 'Social media',
        security: 'Security check',
        other: 'Other service',
      }
    : {
        analytics: 'Analüütika',
        ads: 'Reklaam',
        tags: 'Märgendihaldus',
        video: 'Video',
        fonts: 'Fondid',
        cdn: 'Failide jagamine (CDN)',
        chat: 'Vestlus',
        maps: 'Kaart',
        payments: 'Makse',
        social: 'Sotsiaalmeedia',
        security: 'Turvakontroll',
        other: 'Muu teenus',
      };

/** Kinds that usually set cookies for tracking: under GDPR and the ePrivacy rules they need the visitor's consent. */
export const CONSENT_KINDS: ReadonlySet<ServiceKind> = new Set(['analytics', 'ads', 'tags', 'social', 'video']);

/** Host pattern (a domain and all its subdomains) → the service's name (in the site's language where it has words) and kind. */
export const THIRD_PARTY_SERVICES: Record<string, { name: string; kind: ServiceKind }> = {
  'google-analytics.com': { name: 'Google Analytics', kind: 'analytics' },
  'analytics.google.com': { name: 'Google Analytics', kind: 'analytics' },
  'googletagmanager.com': { name: 'Google Tag Manager', kind: 'tags' },
  'tagmanager.google.com': { name: 'Google Tag Manager', kind: 'tags' },
  'doubleclick.net': { name: 'Google Ads (DoubleClick)', kind: 'ads' },
  'googleadservices.com': { name: 'Google Ads', kind: 'ads' },
  'googlesyndication.com': { name: 'Google AdSense', kind: 'ads' },
  'connect.facebook.net': { name: process.env.SITE_LOCALE === 'en' ? 'Meta Pixel (Facebook)' : 'Meta piksel (Facebook)', kind: 'ads' },
  'facebook.com': { name: 'Facebook', kind: 'social' },
  'fbcdn.net': { name: 'Facebook', kind: 'social' },
  'hotjar.com': { name: 'Hotjar', kind: 'analytics' },
  'hotjar.io': { name: 'Hotjar', kind: 'analytics' },
  'clarity.ms': { name: 'Microsoft Clarity', kind: 'analytics' },
  'bat.bing.com': { name: 'Microsoft Advertising (Bing)', kind: 'ads' },
  'snap.licdn.com': { name: 'LinkedIn Insight', kind: 'ads' },
  'px.ads.linkedin.com': { name: 'LinkedIn Insight', kind: 'ads' },
  'linkedin.com': { name: 'LinkedIn', kind: 'social' },
  'analytics.tiktok.com': { name: process.env.SITE_LOCALE === 'en' ? 'TikTok Pixel' : 'TikTok piksel', kind: 'ads' },
  'tiktok.com': { name: 'TikTok', kind: 'social' },
  'static.ads-twitter.com': { name: process.env.SITE_LOCALE === 'en' ? 'X (Twitter) Ads' : 'X (Twitter) reklaam', kind: 'ads' },
  'platform.twitter.com': { name: 'X (Twitter)', kind: 'social' },
  'youtube.com': { name: 'YouTube', kind: 'video' },
  'youtube-nocookie.com': { name: process.env.SITE_LOCALE === 'en' ? 'YouTube (privacy-enhanced mode)' : 'YouTube (privaatsusrežiim)', kind: 'video' },
  'ytimg.com': { name: 'YouTube', kind: 'video' },
  'vimeo.com': { name: 'Vimeo', kind: 'video' },
  'vimeocdn.com': { name: 'Vimeo', kind: 'video' },
  'fonts.googleapis.com': { name: 'Google Fonts', kind: 'fonts' },
  'fonts.gstatic.com': { name: 'Google Fonts', kind: 'fonts' },
  'use.typekit.net': { name: 'Adobe Fonts', kind: 'fonts' },
  'maps.googleapis.com': { name: 'Google Maps', kind: 'maps' },
  'maps.google.com': { name: 'Google Maps', kind: 'maps' },
  'google.com': { name: 'Google', kind: 'other' },
  'gstatic.com': { name: 'Google', kind: 'other' },
  'googleapis.com': { name: 'Google', kind: 'other' },
  'recaptcha.net': { name: 'Google reCAPTCHA', kind: 'security' },
  'hcaptcha.com': { name: 'hCaptcha', kind: 'security' },
  'challenges.cloudflare.com': { name: 'Cloudflare Turnstile', kind: 'security' },
  'cloudflareinsights.com': { name: 'Cloudflare Web Analytics', kind: 'analytics' },
  'cdnjs.cloudflare.com': { name: 'Cloudflare cdnjs', kind: 'cdn' },
  'cloudflare.com': { name: 'Cloudflare', kind: 'cdn' },
  'cdn.jsdelivr.net': { name: 'jsDelivr', kind: 'cdn' },
  'unpkg.com': { name: 'unpkg', kind: 'cdn' },
  'code.jquery.com': { name: 'jQuery CDN', kind: 'cdn' },
  'stackpath.bootstrapcdn.com': { name: 'Bootstrap CDN', kind: 'cdn' },
  'maxcdn.bootstrapcdn.com': { name: 'Bootstrap CDN', kind: 'cdn' },
  'cdn.shopify.com': { name: 'Shopify', kind: 'cdn' },
  'wp.com': { name: 'WordPress.com', kind: 'cdn' },
  'js.stripe.com': { name: 'Stripe', kind: 'payments' },
  'paypal.com': { name: 'PayPal', kind: 'payments' },
  'montonio.com': { name: 'Montonio', kind: 'payments' },
  'makecommerce.net': { name: 'MakeCommerce', kind: 'payments' },
  'intercom.io': { name: 'Intercom', kind: 'chat' },
  'intercomcdn.com': { name: 'Intercom', kind: 'chat' },
  'tawk.to': { name: 'Tawk.to', kind: 'chat' },
  'smartsupp.com': { name: 'Smartsupp', kind: 'chat' },
  'crisp.chat': { name: 'Crisp', kind: 'chat' },
  'zdassets.com': { name: 'Zendesk', kind: 'chat' },
  'cookiebot.com': { name: process.env.SITE_LOCALE === 'en' ? 'Cookiebot (cookie consent)' : 'Cookiebot (nõusolekud)', kind: 'other' },
  'cookielaw.org': { name: process.env.SITE_LOCALE === 'en' ? 'OneTrust (cookie consent)' : 'OneTrust (nõusolekud)', kind: 'other' },
  'plausible.io': { name: 'Plausible', kind: 'analytics' },
  'matomo.cloud': { name: 'Matomo', kind: 'analytics' },
  'mailchimp.com': { name: 'Mailchimp', kind: 'other' },
  'list-manage.com': { name: 'Mailchimp', kind: 'other' },
  'instagram.com': { name: 'Instagram', kind: 'social' },
  'cdninstagram.com': { name: 'Instagram', kind: 'social' },
};

/** Longest pattern first, so "tagmanager.google.com" wins over "google.com". */
const PATTERNS = Object.keys(THIRD_PARTY_SERVICES).sort((a, b) => b.length - a.length);

/** The known service a host belongs to, or null. */
export function serviceOf(host: string): { name: string; kind: ServiceKind } | null {
  const lower = host.toLowerCase().replace(/\.$/, '');
  const pattern = PATTERNS.find((p) => lower === p || lower.endsWith(`.${p}`));
  return pattern ? THIRD_PARTY_SERVICES[pattern] : null;
}

export interface ThirdPartyService {
  name: string;
  kind: ServiceKind;
  hosts: string[];
  count: number;
}

/** The hosts grouped by service (unknown hosts each on their own), most used first. */
export function groupServices(hosts: ReadonlyArray<{ host: string; count: number }>): ThirdPartyService[] {
  const byName = new Map<string, ThirdPartyService>();
  for (const { host, count } of hosts) {
    const known = serviceOf(host);
    const key = known ? `known:${known.name}` : `host:${host}`;
    const entry = byName.get(key) ?? { name: known?.name ?? host, kind: known?.kind ?? 'other', hosts: [], count: 0 };
    entry.hosts.push(host);
    entry.count += count;
    byName.set(key, entry);
  }
  return [...byName.values()].sort((a, b) => Number(b.kind !== 'other') - Number(a.kind !== 'other') || b.count - a.count || a.name.localeCompare(b.name, process.env.SITE_LOCALE === 'en' ? 'en' : 'et'));
}
