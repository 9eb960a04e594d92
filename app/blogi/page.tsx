import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { ROUTES } from '@/lib/routes';
import { blogMetadata } from '@/lib/seo/pages';

export const metadata = blogMetadata;

export default function BlogPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.blog} />
      <PageIntro eyebrow="Kliendilood ja nõuanded" title="Arendaja päevik">
        Praktilised nõuanded ja päris kliendilood kodulehtede, e-poodide, SEO ja kiiruse kohta.
      </PageIntro>
    </>
  );
}
