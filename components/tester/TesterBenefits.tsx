import Link from 'next/link';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { caseStudies } from '@/content/case-studies';

type CaseStudyName = { company: string; companyGenitive: string };

const TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        benefits: [
          {
            title: 'See where you lose customers',
            text: 'A slow or broken site drives visitors away before they even see what you offer.',
          },
          {
            title: 'Get clear numbers',
            text: 'Speed, SEO, security and code errors on one page, every score explained in plain words.',
          },
          {
            title: 'Know what to fix',
            text: 'Every result says why it matters to your business. We help you with the fixes.',
          },
        ],
        eyebrow: 'Why test?',
        title: 'A website in good shape brings more enquiries',
        intro: 'Most small business websites lose customers over things their owners never see. The test brings them to light.',
        stories: 'How others have put their sites right',
        read: (study: CaseStudyName) => `Read the ${study.company} story`,
      }
    : {
        benefits: [
          {
            title: 'Näed, kus kliente kaotad',
            text: 'Aeglane või vigane leht peletab külastajad eemale enne, kui nad su pakkumist näevadki.',
          },
          {
            title: 'Saad selged numbrid',
            text: 'Kiirus, SEO, turvalisus ja koodivead ühel lehel, iga hinne lihtsas keeles lahti seletatud.',
          },
          {
            title: 'Tead, mida parandada',
            text: 'Iga tulemuse juures on kirjas, miks see sinu ärile oluline on. Parandamisel aitame meie.',
          },
        ],
        eyebrow: 'Miks testida?',
        title: 'Korras veebileht toob rohkem päringuid',
        intro: 'Enamik väikeettevõtte veebilehti kaotab kliente asjade pärast, mida omanik ise ei näe. Test toob need nähtavale.',
        stories: 'Nii on teised oma lehe korda teinud',
        // The company's name in the genitive ("Elujõu"), which Estonian grammar needs here.
        read: (study: CaseStudyName) => `Loe ${study.companyGenitive} lugu`,
      };

/**
 * Card thumbnails: the top 640x360 of each case study's "after" screenshot, cropped to 17-19 KB
 * (`convert {id}-after.webp -crop 640x360+0+0 +repage -quality 78 {id}-card.webp`), so the cards do not
 * download the full 1400 px tall screenshots.
 */
const CARD_IMAGE = { width: 640, height: 360 } as const;
const cardImage = (id: string) => `/images/case-studies/${id}-card.webp`;

/** Why test a website: three benefits and the two client stories (cards linking to the case-study articles). */
export function TesterBenefits() {
  return (
    <section aria-labelledby="tester-benefits-title" className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading id="tester-benefits-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title}>
          {TEXTS.intro}
        </SectionHeading>
        <NumberedSteps steps={TEXTS.benefits} look="cards" ordered={false} className="mt-10 grid gap-6 md:grid-cols-3" />

        <h3 className="mt-16 text-2xl font-bold tracking-tight">{TEXTS.stories}</h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {caseStudies.map((study) => (
            <li key={study.id} className="card group flex flex-col overflow-hidden transition-shadow hover:shadow-card-hover">
              <img
                src={cardImage(study.id)}
                alt={study.afterAlt}
                width={CARD_IMAGE.width}
                height={CARD_IMAGE.height}
                loading="lazy"
                decoding="async"
                className="aspect-[16/9] w-full border-b border-slate-200 object-cover object-top"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-medium text-slate-600">{study.industry}</p>
                <h4 className="mt-1 text-xl font-semibold text-slate-900">{study.company}</h4>
                <p className="mt-3 text-2xl font-bold text-brand-700">{study.improvement}</p>
                <p className="mt-3 flex-1 leading-relaxed text-slate-600">{study.description}</p>
                <Link
                  href={study.link}
                  className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {TEXTS.read(study)}
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-hover:translate-x-0.5">
                    <path
                      fill="currentColor"
                      d="M10.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H4a1 1 0 1 1 0-2h9.6l-3.3-3.3a1 1 0 0 1 0-1.4Z"
                    />
                  </svg>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
