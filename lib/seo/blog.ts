import type { Metadata } from 'next';
import type { Article as ArticleLd, CollectionPage, HowTo, WithContext } from 'schema-dts';
import { blogArticlePath, PAGES } from '@/lib/routes';
import { articlePaths } from '@/lib/blog/load';
import { howToStepAnchor } from '@/lib/blog/howto';
import { LOCALE } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationRef, webPage } from '@/lib/seo/jsonld';
import { absoluteUrl, site } from '@/lib/site';
import { articleShareImagePath, SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';
import type { Article } from '@/lib/blog/schema';

/** The head of an article page: '{title} | {brand}', its description, share picture and canonical address. */
export function articleMetadata(article: Article): Metadata {
  return pageMetadata({
    path: blogArticlePath(article.slug),
    paths: articlePaths(article),
    title: `${article.title} | ${site.brand}`,
    description: article.description,
    image: articleShareImagePath(article.slug),
    imageAlt: article.title,
    type: 'article',
    publishedTime: article.date,
    tags: article.tags,
  });
}

/** The article's share picture (title, first tag and brand), drawn at build time for every article. */
function shareImage(article: Article) {
  return {
    '@type': 'ImageObject' as const,
    url: absoluteUrl(articleShareImagePath(article.slug)),
    width: `${SHARE_IMAGE_SIZE.width}`,
    height: `${SHARE_IMAGE_SIZE.height}`,
  };
}

/** Article structured data: headline, dates, image, author and publisher. */
export function articleJsonLd(article: Article): WithContext<ArticleLd> {
  const url = absoluteUrl(blogArticlePath(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    image: shareImage(article),
    inLanguage: LOCALE,
    keywords: article.tags.join(', '),
    wordCount: article.words,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: {
      '@type': 'Person',
      name: site.director.name,
      jobTitle: site.director.jobTitle,
      worksFor: organizationRef(),
    },
    publisher: organizationRef(),
  };
}

/** HowTo structured data for articles with steps in their frontmatter; the estimated cost is 0 EUR. */
export function howToJsonLd(article: Article): WithContext<HowTo> | null {
  if (!article.howTo) return null;
  const url = absoluteUrl(blogArticlePath(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: article.howTo.name,
    description: article.howTo.description ?? article.description,
    image: shareImage(article),
    inLanguage: LOCALE,
    estimatedCost: { '@type': 'MonetaryAmount', currency: 'EUR', value: 0 },
    step: article.howTo.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
      url: `${url}#${howToStepAnchor(index + 1)}`,
    })),
  };
}

/** The blog list as a collection page with its articles in list order. */
export function blogCollectionJsonLd(articles: readonly Article[], description: string): WithContext<CollectionPage> {
  return {
    ...webPage('CollectionPage', { ...PAGES.blog, description }),
    publisher: organizationRef(),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: articles.length,
      itemListElement: articles.map((article, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(blogArticlePath(article.slug)),
        name: article.title,
      })),
    },
  };
}
