/**
 * An article at /blog/<slug> (the other language's route: app/blogi/[slug]). Only the built language's articles exist
 * (lib/blog/load.ts); any other slug is the 404 page, which sends the visitor to the blog.
 */
export const dynamicParams = false;

export { default, generateMetadata, generateStaticParams } from '@/components/pages/ArticlePage';
