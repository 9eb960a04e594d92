import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { ROUTES } from '@/lib/routes';
import { testerMetadata } from '@/lib/seo/pages';

export const metadata = testerMetadata;

export default function TesterPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.tester} />
      <PageIntro eyebrow="Tasuta tööriist" title="SEO Veebilehe testija">
        Kontrolli oma veebilehe kiirust, SEO-d, ligipääsetavust ja turvalisust.
      </PageIntro>
    </>
  );
}
