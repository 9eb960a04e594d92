import { ArticleBody } from '@/components/blog/ArticleBody';
import { formatLongDate } from '@/lib/blog/dates';
import { readingTimeLabel } from '@/lib/blog/reading-time';
import { CoverImage } from '@/components/blog/CoverImage';
import { DraftLabel } from '@/components/blog/DraftLabel';
import { StaticHtml } from '@/components/ui/StaticHtml';
import { StaticLink } from '@/components/ui/StaticLink';
import { ARTICLE_IMAGE_SIZES } from '@/lib/blog/images';
import type { Article } from '@/lib/blog/schema';
import { blogTagHref, ROUTES } from '@/lib/routes';
import { site } from '@/lib/site';
import { BLOG_ARTICLE as TEXTS } from '@messages/blog-article';

/**
 * An article: back link, tags, reading time, title, the MDX body and the publication line. The cover image is
 * shown from 768 px up; phones go straight to the text (it is the card image and og:image anyway). All but the
 * body's sliders is static HTML (components/ui/StaticHtml.tsx): its links are StaticLinks, followed on the client.
 */
export function ArticleView({ article }: { article: Article }) {
  const date = formatLongDate(article.date);
  return (
    <article className="pb-4">
      <StaticHtml className="contents">
        <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
          <div className="container-page max-w-3xl pb-10 pt-8 sm:pt-12">
            <StaticLink href={ROUTES.blog} className="inline-flex items-center gap-2 rounded-lg py-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
              <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
              </svg>
              {TEXTS.back}
            </StaticLink>
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 text-sm">
              {article.draft ? <DraftLabel /> : null}
              <ul className="flex flex-wrap gap-2" aria-label={TEXTS.topics}>
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <StaticLink
                      href={blogTagHref(tag)}
                      className="inline-block rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800 transition-colors hover:bg-brand-200"
                    >
                      {tag}
                    </StaticLink>
                  </li>
                ))}
              </ul>
              <p className="flex gap-2 text-slate-600">
                <time dateTime={article.date}>{date}</time>
                <span aria-hidden="true">·</span>
                <span>{readingTimeLabel(article.readingMinutes)}</span>
              </p>
            </div>
            <h1 className="mt-5 text-3xl font-bold leading-tight tracking-tight sm:text-5xl">{article.title}</h1>
            <p className="lead mt-5 max-w-3xl">{article.description}</p>
          </div>
        </header>
      </StaticHtml>
      <div className="container-page max-w-3xl">
        {article.image ? (
          <StaticHtml className="contents">
            <CoverImage
              src={article.image}
              sizes={ARTICLE_IMAGE_SIZES}
              alt={article.imageAlt ?? ''}
              loading="lazy"
              className="mt-8 hidden rounded-2xl shadow-card md:block"
            />
          </StaticHtml>
        ) : null}
        <div className="article-body mt-6 text-lg text-slate-700">
          <ArticleBody article={article} />
        </div>
        <StaticHtml className="contents">
          <footer className="mt-12 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-200 pt-6 text-sm text-slate-600">
            <span>
              {`${TEXTS.published} `}<time dateTime={article.date}>{date}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span>
              {`${TEXTS.writtenBy} `}{site.director.name}, {site.brand}
            </span>
          </footer>
        </StaticHtml>
      </div>
    </article>
  );
}
