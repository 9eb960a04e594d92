import type { StatsCard } from '@/lib/tester/report';

/** The statistics page the locked panel's button leads to. */
export const STATS_UNLOCK_HREF = '/veebilehed#contact-cta';

/** The demo values are generated, not measured: wherever they show, they are labelled as an example. */
export const STATS_EXAMPLE_LABEL: string =
  process.env.SITE_LOCALE === 'en' ? 'Sample data, not your site’s numbers' : 'Näidisandmed, mitte sinu lehe numbrid';

/** The button says what it leads to (copy review T11): setting up analytics, not the statistics themselves. */
export const STATS_BUTTON: string = process.env.SITE_LOCALE === 'en' ? 'Ask us to set up analytics' : 'Küsi analüütika seadistamist';

const TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        example: 'Example',
        title: 'Visitor statistics',
        text:
          'Bounce rate, visit length and visitor numbers show whether your site really sells. The background is an example, ' +
          'not a measurement: we did not measure these numbers on your site. You will see your real numbers once we set up analytics.',
      }
    : {
        example: 'Näide',
        title: 'Külastajate statistika',
        text:
          'Põrkemäär, külastuse kestus ja külastajate arv näitavad, kas leht päriselt müüb. Taustal on näide, mitte ' +
          'mõõtmine: neid numbreid me sinu lehelt ei mõõtnud. Sinu lehe päris numbrid näed, kui seadistame analüütika.',
      };

/**
 * Visitor statistics: demo values behind a lock (they are generated, not measured, so they are blurred, hidden
 * from assistive technology, labelled as an example and never graded: beside each, what a good value would be).
 * Not part of a printed report.
 */
export function StatsPanel({ stats }: { stats: StatsCard[] }) {
  return (
    <section aria-labelledby="tester-stats-title" data-stats-panel className="relative print:hidden min-h-[22rem] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card">
      <div aria-hidden="true" inert className="pointer-events-none grid select-none gap-4 p-6 blur-[6px] sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.id} className="rounded-xl border border-slate-200 p-4">
            <p className="text-sm text-slate-600">
              {TEXTS.example} · {stat.title}
            </p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{stat.value}</p>
            <p className="mt-2 text-xs text-slate-600">{stat.benchmark}</p>
          </div>
        ))}
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-white/70 p-4">
        <div className="max-w-md rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-slate-200">
          <p className="mx-auto mb-3 w-fit rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">{STATS_EXAMPLE_LABEL}</p>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-8 text-brand-700">
            <path
              fill="currentColor"
              d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
            />
          </svg>
          <h3 id="tester-stats-title" className="mt-3 text-lg font-semibold">
            {TEXTS.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">
            {TEXTS.text}
          </p>
          <a href={STATS_UNLOCK_HREF} className="btn-primary mt-4 w-full sm:w-auto">
            {STATS_BUTTON}
          </a>
        </div>
      </div>
    </section>
  );
}
