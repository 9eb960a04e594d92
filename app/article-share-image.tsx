import { ImageResponse } from 'next/og';
import { ArticleShareImage } from '@/components/blog/ArticleShareImage';
import { getArticle } from '@/lib/blog/load';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';
import { shareImageFonts } from '@/lib/seo/share-image-fonts';
import { shareImageLogo } from '@/lib/seo/share-image-logo';

/**
 * Each article's share picture (og:image), a PNG drawn at build time (components/blog/ArticleShareImage), written
 * as <blog>/<slug>/share.png, the address lib/seo/share-image.ts names. A route handler, not Next's
 * opengraph-image file: a route handler follows the per-language route files (route.et.ts, route.en.ts), so each
 * build draws its own articles' pictures under its own blog path. Not a route itself: the handler both languages'
 * route files (app/blog/[slug]/share.png, app/blogi/[slug]/share.png) re-export.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const article = getArticle((await params).slug);
  if (!article) throw new Error(`No article for the share picture of ${(await params).slug}`);
  return new ImageResponse(<ArticleShareImage title={article.title} tag={article.tags[0]} logo={await shareImageLogo()} />, {
    ...SHARE_IMAGE_SIZE,
    fonts: await shareImageFonts(),
  });
}
