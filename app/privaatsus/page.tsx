import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PrivacyNotice, PrivacyUpdated } from '@/components/privacy/PrivacyNotice';
import { PageIntro } from '@/components/ui/PageIntro';
import { PAGES, ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';

/** The page's title and description in search results and link previews. */
const head = {
  title: `Privaatsustingimused | ${site.brand}`,
  description: `Mida ${site.legalName} sinu kohta vormide ja veebilehe testija kaudu kogub, miks ja kui kaua neid hoiab, kellele edastab ning kuidas saad oma õigusi kasutada.`,
};

export const metadata = routeMetadata('privacy', head);

export default function PrivacyPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.privacy} />
      <PageIntro eyebrow="Andmekaitse" title={PAGES.privacy.name}>
        <p>
          Siin on lihtsalt kirjas, milliseid andmeid {site.legalName} sinu kohta kogub, miks ja kui kaua neid hoiab ning
          kuidas saad oma andmete üle ise otsustada. Küpsiseid me ei kasuta; testija jätab sinu brauserisse ainult sinu enda
          viimase testi tulemuse.
        </p>
        <PrivacyUpdated />
      </PageIntro>
      <PrivacyNotice />
    </>
  );
}
