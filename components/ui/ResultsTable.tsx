import type { CaseStudyStat } from '@/content/case-studies';
import { LAYOUT_UI } from '@messages/layout-ui';

/** Class names of each look: a card on the home page, a bordered table in an article's text. */
const LOOKS = {
  card: {
    frame: 'card mx-auto mt-4 max-w-3xl overflow-hidden sm:mt-12',
    table: 'w-full text-left text-[0.9375rem] sm:text-base',
    caption: 'border-b border-slate-200 px-4 py-3 text-left text-[0.8125rem] font-semibold text-slate-900 sm:px-8 sm:py-4 sm:text-lg',
    head: 'bg-slate-50 text-sm text-slate-600',
    headRow: undefined,
    columns: ['py-2 pr-2 pl-4 font-semibold sm:px-8 sm:py-3', 'px-2 py-2 text-right font-semibold sm:px-3 sm:py-3', 'py-2 pr-4 pl-2 text-right font-semibold sm:px-8 sm:py-3'],
    body: 'divide-y divide-slate-100',
    row: undefined,
    metric: 'py-1.5 pr-2 pl-4 font-medium text-slate-800 sm:px-8 sm:py-3.5',
    before: 'whitespace-nowrap px-2 py-1.5 text-right tabular-nums text-slate-500 sm:px-3 sm:py-3.5',
    after: 'whitespace-nowrap py-1.5 pr-4 pl-2 text-right font-bold tabular-nums text-emerald-700 sm:px-8 sm:py-3.5',
  },
  article: {
    /** The frame scrolls sideways on a narrow phone: it is then a named Tab stop (see ResultsTable). */
    frame: 'my-8 overflow-x-auto rounded-2xl border border-slate-200 shadow-card',
    table: 'w-full min-w-[20rem] border-collapse text-left text-sm sm:text-base',
    caption: 'bg-slate-50 px-4 py-3 text-left text-sm font-semibold text-slate-900',
    head: undefined,
    headRow: 'border-b border-slate-200 bg-white text-xs uppercase tracking-wider text-slate-600',
    columns: ['px-4 py-3 font-semibold', 'px-4 py-3 font-semibold', 'px-4 py-3 font-semibold'],
    body: undefined,
    row: 'border-b border-slate-100 last:border-0',
    metric: 'px-4 py-3 font-medium text-slate-900',
    before: 'whitespace-nowrap px-4 py-3 tabular-nums text-slate-600',
    after: 'whitespace-nowrap px-4 py-3 font-semibold tabular-nums text-emerald-700',
  },
} as const;

const COLUMNS = LAYOUT_UI.resultsTable;

/** No class attribute at all where a look has none (an undefined prop still costs bytes in the page's RSC data). */
const classOf = (className: string | undefined) => (className ? { className } : {});

/** A case study's results: one row per metric with its value before and after. */
export function ResultsTable({ caption, rows, look }: { caption: string; rows: readonly CaseStudyStat[]; look: keyof typeof LOOKS }) {
  const style = LOOKS[look];
  // A box that scrolls is one Tab stop, named by its caption, so the keyboard can scroll it in every browser;
  // left to itself Chromium made it an unnamed stop (and, while not yet rendered, lost focus to the page).
  const scrollRegion = look === 'article' ? ({ tabIndex: 0, role: 'region', 'aria-label': caption } as const) : {};
  return (
    <div className={style.frame} {...scrollRegion}>
      <table className={style.table}>
        <caption className={style.caption}>{caption}</caption>
        <thead {...classOf(style.head)}>
          <tr {...classOf(style.headRow)}>
            <th scope="col" className={style.columns[0]}>
              {COLUMNS.metric}
            </th>
            <th scope="col" className={style.columns[1]}>
              {COLUMNS.before}
            </th>
            <th scope="col" className={style.columns[2]}>
              {COLUMNS.after}
            </th>
          </tr>
        </thead>
        <tbody {...classOf(style.body)}>
          {rows.map((row) => (
            <tr key={row.metric} {...classOf(style.row)}>
              <th scope="row" className={style.metric}>
                {row.metric}
              </th>
              <td className={style.before}>{row.before}</td>
              <td className={style.after}>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
