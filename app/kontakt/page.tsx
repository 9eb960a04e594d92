import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { ROUTES } from '@/lib/routes';
import { contactMetadata } from '@/lib/seo/pages';

export const metadata = contactMetadata;

export default function ContactPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.contact} />
      <PageIntro eyebrow="Võta ühendust" title="Kontakt">
        Räägi meile oma plaanist. Esimene konsultatsioon on tasuta ja vastame tööpäeviti sama päeva jooksul.
      </PageIntro>
    </>
  );
}
