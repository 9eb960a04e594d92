import { CheckIcon } from '@/components/home/CheckMarks';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StaticLink } from '@/components/ui/StaticLink';
import { ACTIONS } from '@/lib/actions';
import { SPEED_STUDY, SPEED_STUDY_SENTENCE } from '@/lib/claims';
import { formatEuro } from '@/lib/format';
import { DELIVERY, formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { HOME_SECTIONS } from '@/lib/routes';
import { HOME_CHECKLIST } from '@messages/home-checklist';

/** The problems, each with its heading and the sentence under it. */
const PROBLEMS = HOME_CHECKLIST.problems({
  seconds: SPEED_STUDY.seconds,
  speedStudy: SPEED_STUDY_SENTENCE,
  agencyFrom: formatEuro(PRICE_CLAIMS.agencyAlternativeFrom),
});

/** #checklist: the problems a business owner recognises, and what we do about them. */
export function Checklist() {
  return (
    <section id={HOME_SECTIONS.checklist} className="render-lazy section bg-white">
      <div className="container-page">
        <SectionHeading id="checklist-title" eyebrow={HOME_CHECKLIST.eyebrow} title={HOME_CHECKLIST.title}>
          {HOME_CHECKLIST.lead}
        </SectionHeading>
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
              <h3 className="text-base font-semibold sm:text-lg">{HOME_CHECKLIST.solutionTitle}</h3>
              <p className="mt-1 max-w-2xl text-sm leading-relaxed text-slate-700 sm:mt-2 sm:text-base">
                {HOME_CHECKLIST.solution({ onePageFrom: formatPrice(PRICE_CLAIMS.onePageFrom), weeks: DELIVERY.typicalWeeks })}
              </p>
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
