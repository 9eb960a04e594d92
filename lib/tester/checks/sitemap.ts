/** sitemap.xml: HEAD through the proxy, GET when HEAD fails or is refused, 10 s each. */
import { FALLBACK_ERRORS, TIMEOUTS, type CheckDeps } from '@/lib/tester/engine/deps';
import { fetchTextWithTimeout, fetchWithTimeout, looksLikeHtml, proxied } from '@/lib/tester/engine/http';
import * as z from 'zod/mini';
import { defineCheck } from '@/lib/tester/checks/define';

/** Its part of the test result. */
export const sitemapXmlSchema = z.object({ exists: z.boolean(), error: z.nullable(z.string()) });
export type SitemapXmlResult = z.infer<typeof sitemapXmlSchema>;

/** Enough of the body to recognise an HTML "not found" page served with status 200. */
const SNIFF_BYTES = 1024;

export async function checkSitemapXml(origin: string, deps: CheckDeps): Promise<SitemapXmlResult> {
  const url = proxied(`${origin}/sitemap.xml`, deps.proxy);
  try {
    const head = await fetchWithTimeout(deps.fetch, url, TIMEOUTS.sitemapXml, { method: 'HEAD' });
    if (head.ok) return { exists: !looksLikeHtml(head.headers.get('content-type')), error: null };
    if (head.status === 404 || head.status === 410) return { exists: false, error: null };
  } catch {
    /* fall back to GET */
  }
  try {
    const { response: get, text: start } = await fetchTextWithTimeout(deps.fetch, url, TIMEOUTS.sitemapXml, {}, SNIFF_BYTES);
    if (get.status >= 500) throw new Error(`HTTP ${get.status}`);
    if (!get.ok) return { exists: false, error: null };
    return { exists: !looksLikeHtml(get.headers.get('content-type'), start), error: null };
  } catch {
    return { exists: false, error: FALLBACK_ERRORS.sitemapXml };
  }
}

export const SITEMAP_XML_CHECK = defineCheck({ key: 'sitemapXml', schema: sitemapXmlSchema, run: checkSitemapXml });
