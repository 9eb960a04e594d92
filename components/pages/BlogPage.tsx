import { BlogInvite } from '@/components/blog/BlogInvite';
import { BlogList } from '@/components/blog/BlogList';
import { UnknownArticleNotice } from '@/components/blog/UnknownArticleNotice';
import { ContactCta } from '@/components/layout/ContactCta';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { ClientRows } from '@/components/ui/ClientRows';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { StaticRuns } from '@/components/ui/StaticHtml';
import { getArticles } from '@/lib/blog/load';
import { PAGES, ROUTES } from '@/lib/routes';
import { blogCollectionJsonLd } from '@/lib/seo/blog';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';
import { BLOG_PAGE } from '@messages/blog-page';

/** The page's title and description in search results and link previews. */
const head = { title: BLOG_PAGE.head.title(site.brand), description: BLOG_PAGE.head.description };

export const metadata = routeMetadata('blog', head);

export default function BlogPage() {
  const articles = getArticles();
  return (
    <StaticRuns>
      <PageJsonLd path={ROUTES.blog} />
      <JsonLd id="blog-jsonld" data={blogCollectionJsonLd(articles, head.description)} />
      <UnknownArticleNotice />
      <PageIntro eyebrow={BLOG_PAGE.eyebrow} title={PAGES.blog.name}>
        {BLOG_PAGE.intro}
      </PageIntro>
      <BlogList articles={articles} />
      <BlogInvite />
      <ClientRows id="blog-clients" />
      <ContactCta />
    </StaticRuns>
  );
}
