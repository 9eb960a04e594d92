import type { PlanItem } from '@/lib/tester/report';

const TEXTS = process.env.SITE_LOCALE === 'en'
  ? {
      title: 'What to fix first',
      intro: 'Fixes in order of importance: the one doing you the most harm right now comes first.',
      withSite: ' The findings of the whole-site check are included too.',
      how: 'How: ',
      effort: 'Effort: ',
    }
  : {
      title: 'Mida teha kõigepealt',
      intro: 'Parandused tähtsuse järjekorras: kõige ees on see, mis sulle praegu kõige rohkem kahju teeb.',
      withSite: ' Arvestatud on ka kogu saidi kontrolli leide.',
      how: 'Kuidas: ',
      effort: 'Ajakulu: ',
    };

/**
 * "Mida teha kõigepealt": the costliest fixes first, each with why, how (for the site's platform when known), a
 * rough effort and a link to our article or service; after the whole-site check, its findings ranked in. Plain text
 * only: nothing from the tested site is markup here.
 */
export function ActionPlan({ plan, withSite = false }: { plan: PlanItem[]; withSite?: boolean }) {
  if (!plan.length) return null;
  return (
    <section aria-labelledby="tester-plan-title" className="card px-6 py-6 sm:px-8" data-plan>
      <h3 id="tester-plan-title" className="text-2xl font-bold tracking-tight">
        {TEXTS.title}
      </h3>
      <p className="mt-2 text-slate-600">
        {TEXTS.intro}
        {withSite ? TEXTS.withSite : ''}
      </p>
      <ol className="mt-6 space-y-5">
        {plan.map((item, index) => (
          <li key={item.id} data-plan-item={item.id} className="flex gap-4 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${item.blocking ? 'bg-red-100 text-red-800' : item.severe ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-800'}`}
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h4 className="text-lg font-semibold text-slate-900">{item.title}</h4>
              <p className="mt-1 leading-relaxed text-slate-700">{item.why}</p>
              <p className="mt-2 leading-relaxed break-words text-slate-700">
                <span className="font-semibold text-slate-900">{TEXTS.how}</span>
                {item.how}
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <span className="text-slate-600">
                  <span className="font-semibold text-slate-800">{TEXTS.effort}</span>
                  {item.effort}
                </span>
                <a href={item.link.href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                  {item.link.label}
                </a>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
