import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

/** Each article's share picture (og:image), a PNG drawn at build time (components/pages/ArticleShareImageRoute.tsx). */
export const dynamicParams = false;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export { default, generateStaticParams } from '@/components/pages/ArticleShareImageRoute';
