import { CheckIcon } from '@/components/home/CheckMarks';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StaticLink } from '@/components/ui/StaticLink';
import { ACTIONS } from '@/lib/actions';
import { SPEED_STUDY, SPEED_STUDY_SENTENCE } from '@/lib/claims';
import { formatEuro } from '@/lib/format';
import { DELIVERY, formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { HOME_SECTIONS } from '@/lib/routes';

/** The English build (written in place, so the minifier keeps one language: lib/i18n/locale.ts). */
const EN = process.env.SITE_LOCALE === 'en';

/** The problems, each with its heading and the sentence under it. */
const PROBLEMS: readonly { title: string; text: string }[] = EN
  ? [
      {
        title: `Your site takes more than ${SPEED_STUDY.seconds} seconds to load`,
        text: `${SPEED_STUDY_SENTENCE} Every extra second sends a customer to a competitor.`,
      },
      {
        title: 'Your site is awkward on a phone',
        text: 'Over 60% of visitors come from a phone. Tiny buttons and text that runs off the screen make buyers leave.',
      },
      {
        title: 'Google can’t find you',
        text: 'If you are not on the first page of the search results, new customers don’t even know you exist.',
      },
      {
        title: 'It’s hard to tell what you offer',
        text: 'A confusing menu, a hidden price and hidden contact details. If the next step isn’t clear, nobody gets in touch.',
      },
      {
        title: 'The design looks dated',
        text: 'An old look and outdated plugins erode trust and leave the site open to attack.',
      },
      {
        title: `An agency quotes over ${formatEuro(PRICE_CLAIMS.agencyAlternativeFrom)} and months of work`,
        text: 'A small business doesn’t need a long, expensive project. It needs a site that starts working for it quickly.',
      },
    ]
  : [
      {
        title: 'Leht avaneb kauem kui 3 sekundit',
        text: `${SPEED_STUDY_SENTENCE} Iga lisasekund viib kliendi konkurendi juurde.`,
      },
      {
        title: 'Telefonis on leht kohmakas',
        text: 'Üle 60% külastajatest tuleb telefonist. Pisikesed nupud ja ekraanist välja jooksev tekst panevad ostja lahkuma.',
      },
      {
        title: 'Google ei leia sind üles',
        text: 'Kui sind pole otsingutulemuste esimesel lehel, ei tea uued kliendid, et sa üldse olemas oled.',
      },
      {
        title: 'Pole aru saada, mida pakud',
        text: 'Segane menüü, peidetud hind ja kontakt. Kui järgmine samm pole selge, ei tee keegi ka päringut.',
      },
      {
        title: 'Kujundus on aegunud',
        text: 'Vana välimus ja uuendamata pluginad vähendavad usaldust ning teevad lehe haavatavaks.',
      },
      {
        title: `Agentuur küsib üle ${formatEuro(PRICE_CLAIMS.agencyAlternativeFrom)} ja kuid aega`,
        text: 'Väikeettevõte ei vaja pikka ja kallist projekti, vaid lehte, mis hakkab kiiresti tööle.',
      },
    ];

/** #checklist: the problems a business owner recognises, and what we do about them. */
export function Checklist() {
  return (
    <section id={HOME_SECTIONS.checklist} className="render-lazy section bg-white">
      <div className="container-page">
        {EN ? (
          <SectionHeading id="checklist-title" eyebrow="Checklist" title="Is your website driving customers away?">
            Most small business websites lose customers for the same reasons. Go through the list: if even one of them
            sounds familiar, you are missing out on money every month.
          </SectionHeading>
        ) : (
          <SectionHeading id="checklist-title" eyebrow="Kontrollnimekiri" title="Kas sinu koduleht peletab kliente eemale?">
            Enamik väikeettevõtete lehti kaotab kliente samadel põhjustel. Vaata nimekiri läbi: kui tunned ära kas või ühe,
            jääb sul iga kuu raha saamata.
          </SectionHeading>
        )}
        {/* A compact grid: two columns from the narrowest phone, the mark beside the title there, the text smaller. */}
        <ul className="mt-6 grid grid-cols-2 gap-2 break-words hyphens-auto sm:mt-12 sm:gap-4 lg:grid-cols-3">
          {PROBLEMS.map((problem) => (
            <li key={problem.title} className="card relative flex gap-4 p-3 sm:p-6">
              {/* On a phone the mark sits in the card's corner, beside the title, not on a row of its own. */}
              <span aria-hidden="true" className="absolute top-2.5 right-2.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600 sm:static sm:size-10">
                <svg viewBox="0 0 20 20" className="size-4 sm:size-5" fill="currentColor">
                  <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 9a1.25 1.25 0 1 1 0-2.5A1.25 1.25 0 0 1 10 15Z" />
                </svg>
              </span>
              <div>
                <h3 className="pr-6 text-sm leading-snug font-semibold sm:pr-0 sm:text-lg">{problem.title}</h3>
                <p className="mt-1 text-[0.8125rem] leading-[1.1rem] text-slate-600 sm:mt-2 sm:text-base sm:leading-relaxed">{problem.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col gap-3 rounded-3xl bg-brand-50 p-4 sm:mt-10 sm:gap-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex gap-3 sm:gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 sm:size-10">
              <CheckIcon className="mt-0 text-emerald-700" />
            </span>
            <div>
              <h3 className="text-base font-semibold sm:text-lg">{EN ? 'Our solution: a fast, clear website that sells' : 'Meie lahendus: kiire ja selge leht, mis müüb'}</h3>
              {EN ? (
                <p className="mt-1 max-w-2xl text-sm leading-relaxed text-slate-700 sm:mt-2 sm:text-base">
                  We build a site that loads instantly on a phone, is in good shape for Google and leads visitors to get in
                  touch. From {formatPrice(PRICE_CLAIMS.onePageFrom)}, ready in {DELIVERY.typicalWeeks} weeks.
                </p>
              ) : (
                <p className="mt-1 max-w-2xl text-sm leading-relaxed text-slate-700 sm:mt-2 sm:text-base">
                  Teeme lehe, mis avaneb telefonis hetkega, on Google’i jaoks korras ja juhatab külastaja päringuni. Alates{' '}
                  {formatPrice(PRICE_CLAIMS.onePageFrom)}, valmis {DELIVERY.typicalWeeks} nädalaga.
                </p>
              )}
            </div>
          </div>
          <StaticLink section={HOME_SECTIONS.audit} className="btn-primary shrink-0">
            {ACTIONS.audit}
          </StaticLink>
        </div>
      </div>
    </section>
  );
}
