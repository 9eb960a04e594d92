/** The share picture of an article at /blog/<slug> (the other language's: app/blogi/[slug]/opengraph-image.png). */
export const dynamic = 'force-static';
export const dynamicParams = false;

export { GET, generateStaticParams } from '@/components/pages/ArticleShareImage';
