import { ArticleCard } from '@/components/blog/ArticleCard';
import { BlogFilter } from '@/components/blog/BlogFilter';
import { CARD_IMAGE_SIZES, coverSrcSet } from '@/lib/blog/images';
import { filterOptions } from '@/lib/blog/tags';
import type { Article } from '@/lib/blog/schema';
import { BLOG_PAGE } from '@messages/blog-page';

/**
 * Only the first card's image loads eagerly (it is the phone's largest paint); the others are lazy, so they
 * do not compete with it, and the list preloads them shortly after the page has loaded.
 */
const EAGER_CARDS = 1;

/** The article cards with their tag filter. */
export function BlogList({ articles }: { articles: readonly Article[] }) {
  const items = articles.map((article, index) => ({
    slug: article.slug,
    tags: article.tags,
    card: <ArticleCard article={article} loading={index === 0 ? 'first' : index < EAGER_CARDS ? 'eager' : 'lazy'} />,
  }));
  const images = articles.flatMap((article) =>
    article.image ? [{ src: article.image, srcSet: coverSrcSet(article.image), sizes: CARD_IMAGE_SIZES }] : [],
  );
  return (
    <section aria-label={BLOG_PAGE.articles} className="container-page py-10 sm:py-14">
      <BlogFilter items={items} options={filterOptions(articles)} images={images} />
    </section>
  );
}
