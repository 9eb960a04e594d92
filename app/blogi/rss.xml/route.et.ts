import { getArticles } from '@/lib/blog/load';
import { buildRss } from '@/lib/blog/rss';

export const dynamic = 'force-static';

/** The blog's RSS feed, written to out/blogi/rss.xml at build time. */
export function GET() {
  return new Response(buildRss(getArticles()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
