import { CASE_STUDY_STATS_CAPTION, caseStudyStats } from '@/content/case-studies';

/** The case-study results table (metric, before, after) of the Elujõud shop, rendered from content/case-studies.ts. */
export function CaseStudyStats({ caption = CASE_STUDY_STATS_CAPTION }: { caption?: string }) {
  return (
    <div className="my-8 overflow-x-auto rounded-2xl border border-slate-200 shadow-card">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm sm:text-base">
        <caption className="bg-slate-50 px-4 py-3 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-white text-xs uppercase tracking-wider text-slate-600">
            <th scope="col" className="px-4 py-3 font-semibold">Näitaja</th>
            <th scope="col" className="px-4 py-3 font-semibold">Enne</th>
            <th scope="col" className="px-4 py-3 font-semibold">Pärast</th>
          </tr>
        </thead>
        <tbody>
          {caseStudyStats.map((stat) => (
            <tr key={stat.metric} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">{stat.metric}</th>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-600">{stat.before}</td>
              <td className="whitespace-nowrap px-4 py-3 font-semibold tabular-nums text-emerald-700">{stat.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
