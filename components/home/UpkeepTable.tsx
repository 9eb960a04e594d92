import { StaticHtml } from '@/components/ui/StaticHtml';
import { UPKEEP_TABLE_TEXTS, upkeepTable } from '@/lib/upkeep';

/**
 * The upkeep plans under the calculator (#pricing): for each platform the fee, what it covers and whether a small
 * change a month is free and for how long, every cell from the one table of lib/upkeep.ts. A card per plan (one
 * column on a phone, four side by side on a wide screen), each a term list. Static HTML: nothing in it is interactive.
 */
export function UpkeepTable() {
  const t = UPKEEP_TABLE_TEXTS;
  return (
    <StaticHtml className="mt-14">
      {/* A part of the pricing section, not a region of its own: / names six regions (tests/e2e/a11y.spec.ts). */}
      <div data-upkeep-table="">
        <h3 id="upkeep-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
          {t.caption}
        </h3>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
      </div>
    </StaticHtml>
  );
}
