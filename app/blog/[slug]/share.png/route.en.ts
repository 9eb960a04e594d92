import { getArticles } from '@/lib/blog/load';

/** The share picture of an article at /blog/<slug> (the other language's: app/blogi/[slug]/share.png). */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ slug: article.slug }));
}

export { GET } from '@/app/article-share-image';
