import Link from 'next/link';
import { formatLongDate } from '@/lib/blog/dates';
import { readingTimeLabel } from '@/lib/blog/reading-time';
import { CoverImage } from '@/components/blog/CoverImage';
import { DraftLabel } from '@/components/blog/DraftLabel';
import { CARD_IMAGE_SIZES } from '@/lib/blog/images';
import type { Article } from '@/lib/blog/schema';
import { blogArticlePath } from '@/lib/routes';

/**
 * A card of the blog list: cover image, tags, title (the link), description, date and reading time.
 * `loading`: the first card's image is the phone's largest paint (high priority), the first row loads eagerly.
 */
export function ArticleCard({ article, loading }: { article: Article; loading: 'first' | 'eager' | 'lazy' }) {
  return (
    // The whole card is the link (its ::after covers the card); its focus ring is the card's own outline, which the
    // card's overflow-hidden (rounding the cover image) does not clip, as it clipped the ::after's.
    <article className="group card relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-card-hover has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500">
      {article.image ? (
        <CoverImage
          src={article.image}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'first' ? 'high' : undefined}
        />
      ) : (
        <div aria-hidden="true" className="aspect-[40/21] w-full bg-gradient-to-br from-brand-100 to-brand-50" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap gap-2 text-xs font-semibold text-brand-700">
          {article.draft ? <DraftLabel /> : null}
          {article.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-brand-50 px-2.5 py-1">
              {tag}
            </span>
          ))}
        </p>
        <h2 className="mt-4 text-xl font-bold leading-snug tracking-tight">
          <Link
            href={blogArticlePath(article.slug)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-brand-700"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 leading-relaxed text-slate-600">{article.description}</p>
        <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTimeLabel(article.readingMinutes)}</span>
        </p>
      </div>
    </article>
  );
}
