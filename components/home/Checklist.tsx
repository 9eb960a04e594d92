import { CheckIcon } from '@/components/home/CheckMarks';
import { SectionLink } from '@/components/layout/NavLinks';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ACTIONS } from '@/lib/actions';
import { SPEED_STUDY_SENTENCE } from '@/lib/claims';
import { formatEuro } from '@/lib/format';
import { DELIVERY, formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { HOME_SECTIONS } from '@/lib/routes';

const PROBLEMS = [
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
] as const;

/** #checklist: the problems a business owner recognises, and what we do about them. */
export function Checklist() {
  return (
    <section id={HOME_SECTIONS.checklist} aria-labelledby="checklist-title" className="render-lazy section bg-white">
      <div className="container-page">
        <SectionHeading id="checklist-title" eyebrow="Kontrollnimekiri" title="Kas sinu koduleht peletab kliente eemale?">
          Enamik väikeettevõtete lehti kaotab kliente samadel põhjustel. Vaata nimekiri läbi: kui tunned ära kas või ühe,
          jääb sul iga kuu raha saamata.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PROBLEMS.map((problem) => (
            <li key={problem.title} className="card flex gap-4 p-6">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
                <svg viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 9a1.25 1.25 0 1 1 0-2.5A1.25 1.25 0 0 1 10 15Z" />
                </svg>
              </span>
              <div>
                <h3 className="text-lg font-semibold">{problem.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{problem.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-6 rounded-3xl bg-brand-50 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100">
              <CheckIcon className="mt-0 text-emerald-700" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">Meie lahendus: kiire ja selge leht, mis müüb</h3>
              <p className="mt-2 max-w-2xl leading-relaxed text-slate-700">
                Teeme lehe, mis avaneb telefonis hetkega, on Google’i jaoks korras ja juhatab külastaja päringuni. Alates{' '}
                {formatPrice(PRICE_CLAIMS.onePageFrom)}, valmis {DELIVERY.typicalWeeks} nädalaga.
              </p>
            </div>
          </div>
          <SectionLink section={HOME_SECTIONS.audit} className="btn-primary shrink-0">
            {ACTIONS.check}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
