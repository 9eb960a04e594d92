import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { ROUTES } from '@/lib/routes';
import { portfolioMetadata } from '@/lib/seo/pages';

export const metadata = portfolioMetadata;

export default function PortfolioPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.portfolio} />
      <PageIntro eyebrow="Portfoolio" title="Tehtud tööd">
        Kodulehed ja e-poed, mille oleme Eesti väikeettevõtetele valmis teinud.
      </PageIntro>
    </>
  );
}
