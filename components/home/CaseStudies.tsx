import type { CSSProperties } from 'react';
import { ArrowIcon } from '@/components/home/ArrowIcon';
import { ResultsTable } from '@/components/ui/ResultsTable';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StaticLink } from '@/components/ui/StaticLink';
import { CASE_STUDY_STATS_CAPTION, caseStudies, caseStudyStats, type CaseStudy } from '@/content/case-studies';
import { HOME_SECTIONS } from '@/lib/routes';
import { HOME_CASE_STUDIES } from '@messages/home-case-studies';

const TEXTS = HOME_CASE_STUDIES.section;

/** Frame of a screenshot panel, width : height. */
const FRAME_RATIO = { width: 4, height: 5 };
/** The screenshot scrolls down over this time on hover and returns twice as fast on leave. */
const SCROLL_DOWN_MS = 4000;
const SCROLL_BACK_MS = SCROLL_DOWN_MS / 2;

/** How far (percent of its own height) the screenshot moves so its bottom meets the frame's bottom. */
function scrollShift(study: CaseStudy): string {
  const frameHeight = (study.imageWidth * FRAME_RATIO.height) / FRAME_RATIO.width;
  const shift = Math.max(0, 1 - frameHeight / study.imageHeight);
  return `${(-shift * 100).toFixed(3)}%`;
}

/**
 * A before/after screenshot panel. Pure CSS: hovering (or touching) scrolls the long screenshot down,
 * leaving scrolls it back at double speed. Off below 768 px and for visitors who prefer reduced motion.
 * The keyboard does the same (accessibility review 2, m13): the frame is a Tab stop, and while it has focus the
 * screenshot shows its lower part, scrolled there as on hover or, where the animations are off, at once.
 */
function ScreenshotPanel({ study, when }: { study: CaseStudy; when: 'before' | 'after' }) {
  const before = when === 'before';
  const style = {
    '--shot-shift': scrollShift(study),
    '--shot-down': `${SCROLL_DOWN_MS}ms`,
    '--shot-back': `${SCROLL_BACK_MS}ms`,
  } as CSSProperties;
  return (
    <figure className="group/shot relative" style={style}>
      <div
        tabIndex={0}
        role="img"
        aria-label={`${before ? study.beforeAlt : study.afterAlt}: ${TEXTS.fullPage}`}
        className="relative aspect-[2/1] overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-sm sm:aspect-[4/5]"
      >
        <img
          src={before ? study.beforeImage : study.afterImage}
          alt=""
          width={study.imageWidth}
          height={study.imageHeight}
          loading="lazy"
          decoding="async"
          data-shot
          className="block h-auto w-full ease-in-out [transition-duration:var(--shot-back)] md:motion-safe:[transition-property:transform] md:motion-safe:group-hover/shot:[transform:translateY(var(--shot-shift))] md:motion-safe:group-hover/shot:[transition-duration:var(--shot-down)] md:motion-safe:group-active/shot:[transform:translateY(var(--shot-shift))] md:motion-safe:group-active/shot:[transition-duration:var(--shot-down)] group-has-[:focus-visible]/shot:[transform:translateY(var(--shot-shift))] md:motion-safe:group-has-[:focus-visible]/shot:[transition-duration:var(--shot-down)]"
        />
      </div>
      <figcaption
        className={`absolute left-2 top-2 rounded-full px-2 py-0.5 text-[0.6875rem] font-bold sm:left-3 sm:top-3 sm:px-3 sm:py-1 sm:text-xs uppercase tracking-wider shadow-sm ${
          before ? 'bg-white text-slate-800' : 'bg-emerald-700 text-white'
        }`}
      >
        {before ? TEXTS.before : TEXTS.after}
      </figcaption>
    </figure>
  );
}

function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article className="card grid gap-4 p-4 sm:gap-8 sm:p-8 lg:grid-cols-[1.1fr_1fr] lg:items-center">
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <ScreenshotPanel study={study} when="before" />
        <ScreenshotPanel study={study} when="after" />
      </div>
      <div>
        <p className="text-sm font-semibold text-slate-600">{study.industry}</p>
        <h3 className="mt-1 text-xl font-bold tracking-tight sm:mt-2 sm:text-2xl">{study.company}</h3>
        <p className="mt-2 inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 sm:mt-3">{study.improvement}</p>
        <p className="mt-2 text-sm leading-normal text-slate-600 sm:mt-4 sm:text-base sm:leading-relaxed">{study.description}</p>
        <StaticLink href={study.link} className="btn-primary mt-3 py-2.5 sm:mt-6 sm:py-3">
          {TEXTS.whatHappened}
          <span className="sr-only"> {TEXTS.story(study.companyGenitive)}</span>
          <ArrowIcon />
        </StaticLink>
      </div>
    </article>
  );
}

/** #why-us: before/after case studies and the results table. */
export function CaseStudies() {
  return (
    <section id={HOME_SECTIONS.whyUs} className="render-lazy section bg-slate-50">
      <div className="container-page">
        <SectionHeading id="why-us-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title} center>
          {TEXTS.lead}
        </SectionHeading>
        <div className="mt-6 space-y-4 sm:mt-12 sm:space-y-8">
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.id} study={study} />
          ))}
        </div>
        <ResultsTable look="card" caption={CASE_STUDY_STATS_CAPTION} rows={caseStudyStats} />
      </div>
    </section>
  );
}
