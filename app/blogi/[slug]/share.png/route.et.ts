import { getArticles } from '@/lib/blog/load';

/** The share picture of an article at /blogi/<slug> (the other language's: app/blog/[slug]/share.png). */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ slug: article.slug }));
}

export { GET } from '@/app/article-share-image';
