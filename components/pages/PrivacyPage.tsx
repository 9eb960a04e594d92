import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PrivacyNotice, PrivacyUpdated } from '@/components/privacy/PrivacyNotice';
import { PageIntro } from '@/components/ui/PageIntro';
import { PAGES, ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';

/**
 * The privacy notice's page: /privaatsus on the Estonian site, /privacy on the English one (lib/routes.ts); the
 * route files app/privaatsus/page.et.tsx and app/privacy/page.en.tsx re-export it.
 */

/** The page's texts: its title and description in search results and link previews, and its introduction. */
const TEXTS = process.env.SITE_LOCALE === 'en'
  ? {
      head: {
        title: `Privacy policy | ${site.brand}`,
        description: `What ${site.legalName} collects about you through its forms and the website tester, why and for how long it keeps it, who receives it and how to use your rights.`,
      },
      eyebrow: 'Data protection',
      intro: `In plain words: what data ${site.legalName} collects about you, why and for how long it keeps it, and how you stay in control of it. We use no cookies; the tester keeps your own recent test results in your own browser, and you can clear them here.`,
    }
  : {
      head: {
        title: `Privaatsustingimused | ${site.brand}`,
        description: `Mida ${site.legalName} sinu kohta vormide ja veebilehe testija kaudu kogub, miks ja kui kaua neid hoiab, kellele edastab ning kuidas saad oma õigusi kasutada.`,
      },
      eyebrow: 'Andmekaitse',
      intro: `Siin on lihtsalt kirjas, milliseid andmeid ${site.legalName} sinu kohta kogub, miks ja kui kaua neid hoiab ning kuidas saad oma andmete üle ise otsustada. Küpsiseid me ei kasuta; testija jätab sinu brauserisse sinu enda viimased testitulemused ja need saad siin kustutada.`,
    };
const head = TEXTS.head;

export const metadata = routeMetadata('privacy', head);

export default function PrivacyPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.privacy} />
      <PageIntro eyebrow={TEXTS.eyebrow} title={PAGES.privacy.name}>
        <p>{TEXTS.intro}</p>
        <PrivacyUpdated />
      </PageIntro>
      <PrivacyNotice />
    </>
  );
}
