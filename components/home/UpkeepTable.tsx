import { StaticHtml } from '@/components/ui/StaticHtml';
import { UPKEEP_TABLE_TEXTS, upkeepTable } from '@/lib/upkeep';

/**
 * The upkeep plans under the calculator (#pricing): for each platform the fee, what it covers and whether a small
 * change a month is free and for how long, every cell from the one table of lib/upkeep.ts. A card per plan, four side
 * by side on a wide screen. On a phone the four cards would add some 1,600 px to the page (issue 47's height budget),
 * so there they are behind a disclosure (`.upkeep-plans` in app/globals.css); from 640 px on they are always shown
 * and the disclosure's button is gone, where the browser can style a disclosure's content (else it stays a
 * disclosure there too). Static HTML: a `<details>` needs no script.
 */
export function UpkeepTable() {
  const t = UPKEEP_TABLE_TEXTS;
  return (
    <StaticHtml className="mt-10 sm:mt-14">
      {/* A part of the pricing section, not a region of its own: / names six regions (tests/e2e/a11y.spec.ts). */}
      <div data-upkeep-table="">
        <h3 id="upkeep-title" className="text-center text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {t.caption}
        </h3>
        <details className="upkeep-plans mt-4 sm:mt-6">
          <summary className="mx-auto flex w-fit cursor-pointer list-none items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 font-semibold text-brand-700 marker:content-none [&::-webkit-details-marker]:hidden">
            <span className="[details[open]_&]:hidden">{t.show}</span>
            <span className="hidden [details[open]_&]:inline">{t.hide}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 transition-transform motion-reduce:transition-none [details[open]_&]:rotate-180">
              <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <ul className="mt-4 grid gap-4 sm:mt-0 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="upkeep-title">
            {upkeepTable().map((row) => (
              <li key={row.plan} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
                <h4 className="text-lg font-semibold text-slate-900">{row.plan}</h4>
                <dl className="mt-3 space-y-3 text-base">
                  {[
                    [t.fee, row.fee],
                    [t.covers, row.covers],
                    [t.change, row.change],
                  ].map(([term, value]) => (
                    <div key={term}>
                      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
                      <dd className="mt-0.5 text-slate-800">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </details>
      </div>
    </StaticHtml>
  );
}
