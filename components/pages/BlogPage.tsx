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

/** The page's texts: its title and description in search results and link previews, and its headings. */
const TEXTS = process.env.SITE_LOCALE === 'en'
  ? {
      head: {
        title: `Blog – client stories and practical web advice | ${site.brand}`,
        description:
          'Client stories and practical advice on websites, online shops, SEO and page speed. Written plainly, with real numbers.',
      },
      eyebrow: 'Advice from our work',
      intro:
        'Practical advice and real client stories about websites, online shops, SEO and speed. Written plainly, with real numbers, so that you can use what you read on your own site straight away.',
    }
  : {
      head: {
        title: `Arendaja päevik - IT valdkonna nõuanded ja nipid | ${site.brand}`,
        description:
          'Kliendilood ja praktilised nõuanded kodulehe, e-poe, SEO ja veebilehe kiiruse kohta. Kirjutame lihtsalt ja konkreetsete numbritega.',
      },
      eyebrow: 'Kliendilood ja nõuanded',
      intro:
        'Praktilised nõuanded ja päris kliendilood kodulehtede, e-poodide, SEO ja kiiruse kohta. Kirjutame lihtsalt, konkreetsete numbritega ja nii, et saad loetu kohe oma lehel ära kasutada.',
    };
const head = TEXTS.head;

export const metadata = routeMetadata('blog', head);

export default function BlogPage() {
  const articles = getArticles();
  return (
    <StaticRuns>
      <PageJsonLd path={ROUTES.blog} />
      <JsonLd id="blog-jsonld" data={blogCollectionJsonLd(articles, head.description)} />
      <UnknownArticleNotice />
      <PageIntro eyebrow={TEXTS.eyebrow} title={PAGES.blog.name}>
        {TEXTS.intro}
      </PageIntro>
      <BlogList articles={articles} />
      <BlogInvite />
      <ClientRows id="blog-clients" />
      <ContactCta />
    </StaticRuns>
  );
}
