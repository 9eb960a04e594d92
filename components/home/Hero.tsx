import { SectionLink } from '@/components/layout/NavLinks';
import { Glow } from '@/components/ui/Glow';
import { CASE_STUDY_STATS_OWNER, caseStudyStats } from '@/content/case-studies';
import { inlineSvgMarkup } from '@/lib/inline-svg';
import { PLATFORM_LABELS, PLATFORMS } from '@/lib/offer';
import { ACTIONS } from '@/lib/actions';
import { DELIVERY, formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { SECTIONS } from '@/lib/routes';
import { site } from '@/lib/site';

/** The first screen: promise, price, time, and a button that scrolls to #checklist. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <Glow className="-right-72 -top-72 size-[48rem] from-brand-100/70 from-30%" />
      <div className="container-page relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="eyebrow">{site.tagline}</p>
          <h1 id="hero-title" className="mt-4 text-display font-extrabold">
            Kodulehed ja <span className="whitespace-nowrap">e-poed</span>, mis toovad <span className="text-brand-600">uusi kliente</span>
          </h1>
          <p className="lead mt-6 max-w-xl">
            Teeme sinu ettevõttele kiire, selge ja Google’is leitava kodulehe{' '}
            <strong className="font-semibold text-slate-900">alates {formatPrice(PRICE_CLAIMS.onePageFrom)}</strong> või e-poe{' '}
            <strong className="font-semibold text-slate-900">alates {formatPrice(PRICE_CLAIMS.webShopFrom)}</strong>. Valmis{' '}
            {DELIVERY.typicalWeeks} nädalaga, ilma tehnilise jututa. Esimene konsultatsioon on tasuta ja kõik lisakulud näed
            kalkulaatoris kohe.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink section={SECTIONS.checklist} className="btn-primary">
              {ACTIONS.check}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M10 3a1 1 0 0 1 1 1v9.59l3.3-3.3a1 1 0 1 1 1.4 1.42l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.42L9 13.6V4a1 1 0 0 1 1-1Z" />
              </svg>
            </SectionLink>
            <SectionLink section={SECTIONS.pricing} className="btn-secondary">
              Arvuta hind
            </SectionLink>
          </div>
          <ul className="mt-10 flex flex-wrap items-center gap-x-5 gap-y-3 sm:gap-x-6" aria-label="Platvormid, millega töötame">
            {PLATFORMS.map((platform) => (
              <li key={platform} className="flex items-center gap-2.5 text-sm font-semibold text-slate-800">
                <span className="contents" dangerouslySetInnerHTML={{ __html: inlineSvgMarkup(`/images/icons/${platform}.svg`, 'size-8 shrink-0 sm:size-10') }} />
                {PLATFORM_LABELS[platform]}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/** A drawn browser window with the numbers a client cares about (decorative; the facts are in the text). */
function HeroVisual() {
  const [mobileSpeed] = caseStudyStats;
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block lg:max-w-none">
      <div className="rotate-1 rounded-2xl border border-slate-200 bg-white shadow-card-hover">
        <div className="flex items-center gap-1.5 border-b border-slate-100 px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-slate-100 px-2 text-[11px] leading-5 text-slate-600">sinuettevote.ee</span>
        </div>
        <div className="space-y-4 p-6">
          <div className="h-3 w-24 rounded-full bg-brand-600" />
          <div className="h-5 w-4/5 rounded-md bg-slate-800" />
          <div className="h-5 w-3/5 rounded-md bg-slate-800" />
          <div className="space-y-2 pt-1">
            <div className="h-2.5 w-full rounded-full bg-slate-200" />
            <div className="h-2.5 w-11/12 rounded-full bg-slate-200" />
            <div className="h-2.5 w-2/3 rounded-full bg-slate-200" />
          </div>
          <div className="flex gap-3 pt-2">
            <div className="h-10 w-32 rounded-xl bg-brand-600" />
            <div className="h-10 w-24 rounded-xl border border-slate-300" />
          </div>
          <div className="grid grid-cols-3 gap-3 pt-3">
            <div className="h-16 rounded-xl bg-brand-50" />
            <div className="h-16 rounded-xl bg-amber-50" />
            <div className="h-16 rounded-xl bg-emerald-50" />
          </div>
        </div>
      </div>
      <div className="absolute -left-4 top-1/3 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card-hover lg:-left-10">
        <span className="flex size-11 items-center justify-center rounded-full border-4 border-emerald-400 text-sm font-bold text-emerald-700">{parseInt(mobileSpeed.after, 10)}</span>
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">{mobileSpeed.metric}</span>
          <span className="block text-slate-500">
            {CASE_STUDY_STATS_OWNER}, enne {parseInt(mobileSpeed.before, 10)}
          </span>
        </span>
      </div>
      <div className="absolute -bottom-5 right-4 rounded-2xl bg-slate-900 px-5 py-3 text-white shadow-card-hover">
        <span className="block text-xs text-slate-300">Valmis</span>
        <span className="block text-lg font-bold">{DELIVERY.typicalWeeks} nädalaga</span>
      </div>
    </div>
  );
}
