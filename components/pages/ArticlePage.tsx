import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleCta } from '@/components/blog/ArticleCta';
import { ArticleView } from '@/components/blog/ArticleView';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { ClientRows } from '@/components/ui/ClientRows';
import { JsonLd } from '@/components/ui/JsonLd';
import { getArticle, getArticles } from '@/lib/blog/load';
import { blogArticlePath, ROUTES } from '@/lib/routes';
import { articleJsonLd, articleMetadata, howToJsonLd } from '@/lib/seo/blog';

export function generateStaticParams() {
  return getArticles().map((article) => ({ slug: article.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  return article ? articleMetadata(article) : {};
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  const howTo = howToJsonLd(article);
  return (
    <>
      <PageJsonLd path={ROUTES.blog} articlePath={blogArticlePath(article.slug)} />
      <JsonLd id="article-jsonld" data={articleJsonLd(article)} />
      {howTo ? <JsonLd id="howto-jsonld" data={howTo} /> : null}
      <ArticleView article={article} />
      <ArticleCta article={article} />
      <ClientRows id="article-clients" />
    </>
  );
}
