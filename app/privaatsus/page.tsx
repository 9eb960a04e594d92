import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PrivacyNotice, PrivacyUpdated } from '@/components/privacy/PrivacyNotice';
import { PageIntro } from '@/components/ui/PageIntro';
import { ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';

export const metadata = routeMetadata('privacy');

export default function PrivacyPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.privacy} />
      <PageIntro eyebrow="Andmekaitse" title="Privaatsustingimused">
        <p>
          Siin on lihtsalt kirjas, milliseid andmeid {site.legalName} sinu kohta kogub, miks ja kui kaua neid hoiab ning
          kuidas saad oma andmete üle ise otsustada. Küpsiseid me ei kasuta.
        </p>
        <PrivacyUpdated />
      </PageIntro>
      <PrivacyNotice />
    </>
  );
}
