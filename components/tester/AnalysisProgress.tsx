import { CHECK_LABELS, CHECK_NAMES, type CheckName } from '@/lib/tester/engine/checks';
import { displayProgress } from '@/lib/tester/state/progress';

const TEXTS = process.env.SITE_LOCALE === 'en'
  ? { analysing: 'Analysing', checks: 'Checks', done: ': done', running: ': in progress' }
  : { analysing: 'Analüüsime lehte', checks: 'Kontrollid', done: ': valmis', running: ': käib' };

/** The progress bar during an analysis, with the list of checks and which of them are done. */
export function AnalysisProgress({ value, site, done }: { value: number; site: string; done: readonly CheckName[] }) {
  const percent = displayProgress(value);
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <div className="flex items-baseline justify-between gap-4">
        <p id="tester-progress-label" className="font-semibold break-all text-slate-900">
          {TEXTS.analysing} {site}
        </p>
        <p aria-hidden="true" className="text-lg font-bold text-brand-700 tabular-nums">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="tester-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        {/* Scaled, not resized: a transform animates without relaying out the page on every frame. */}
        <div
          className="h-full origin-left rounded-full bg-brand-600 transition-transform duration-100 ease-linear"
          style={{ transform: `scaleX(${percent / 100})` }}
        />
      </div>
      <ul className="mt-5 grid gap-2 text-sm sm:grid-cols-2" aria-label={TEXTS.checks}>
        {CHECK_NAMES.map((name) => {
          const finished = done.includes(name);
          return (
            <li key={name} className={`flex items-center gap-2 ${finished ? 'text-slate-900' : 'text-slate-600'}`}>
              {finished ? (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-emerald-600">
                  <path fill="currentColor" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
              ) : (
                <span aria-hidden="true" className="size-4 shrink-0 animate-pulse rounded-full border-2 border-brand-300" />
              )}
              <span>
                {CHECK_LABELS[name]}
                <span className="sr-only">{finished ? TEXTS.done : TEXTS.running}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
