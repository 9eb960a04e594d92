import { BlogInvite } from '@/components/blog/BlogInvite';
import { BlogList } from '@/components/blog/BlogList';
import { UnknownArticleNotice } from '@/components/blog/UnknownArticleNotice';
import { ContactCta } from '@/components/layout/ContactCta';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { ClientRows } from '@/components/ui/ClientRows';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { getArticles } from '@/lib/blog/load';
import { PAGES, ROUTES } from '@/lib/routes';
import { blogCollectionJsonLd } from '@/lib/seo/blog';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';

/** The page's title and description in search results and link previews. */
const head = {
  title: `Arendaja päevik - IT valdkonna nõuanded ja nipid | ${site.brand}`,
  description:
    'Kliendilood ja praktilised nõuanded kodulehe, e-poe, SEO ja veebilehe kiiruse kohta. Kirjutame lihtsalt ja konkreetsete numbritega.',
};

export const metadata = routeMetadata('blog', head);

export default function BlogPage() {
  const articles = getArticles();
  return (
    <>
      <PageJsonLd path={ROUTES.blog} />
      <JsonLd id="blog-jsonld" data={blogCollectionJsonLd(articles, head.description)} />
      <UnknownArticleNotice />
      <PageIntro eyebrow="Kliendilood ja nõuanded" title={PAGES.blog.name}>
        Praktilised nõuanded ja päris kliendilood kodulehtede, e-poodide, SEO ja kiiruse kohta. Kirjutame lihtsalt,
        konkreetsete numbritega ja nii, et saad loetu kohe oma lehel ära kasutada.
      </PageIntro>
      <BlogList articles={articles} />
      <BlogInvite />
      <ClientRows id="blogi-kliendid" />
      <ContactCta />
    </>
  );
}
