import type { ReactNode, Ref } from 'react';
import { ResultCardView } from '@/components/tester/ResultCardView';
import { SummaryHeader } from '@/components/tester/SummaryHeader';
import { FAILURE_TEXTS, type TestFailure } from '@/lib/tester/report/failure';

/**
 * A test that could not read the page, in one clear state: what failed, what it means for the owner, a way to try
 * again, the checks that did run and, on one collapsed line, the ones that did not.
 */
export function FailureView({
  failure,
  site,
  actions,
  headingRef,
}: {
  failure: TestFailure;
  site: string;
  /** "Proovi uuesti" and the way back to the form. */
  actions: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="tester-summary-title" data-failure={failure.kind} className="card overflow-hidden">
      <SummaryHeader site={site} title={failure.title} headingRef={headingRef} failed />
      <div className="space-y-4 px-6 py-6 sm:px-8">
        <p className="lead max-w-3xl">{failure.what}</p>
        {failure.seen ? (
          <p className="text-sm text-slate-700">
            {process.env.SITE_LOCALE === 'en' ? 'What we saw: ' : 'Mida nägime: '}
            <span className="font-semibold text-slate-900">{failure.seen}</span>
          </p>
        ) : null}
        <p className="max-w-3xl text-slate-700">{failure.meaning}</p>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">{actions}</div>
      </div>
      <div className="border-t border-slate-200 px-6 py-6 sm:px-8">
        {failure.ran.length ? (
          <>
            <h3 className="text-lg font-bold tracking-tight">{FAILURE_TEXTS.ran}</h3>
            <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
              {failure.ran.map((card) => (
                <ResultCardView key={card.id} card={card} />
              ))}
            </ul>
          </>
        ) : (
          <p className="text-slate-700">{FAILURE_TEXTS.noneRan}</p>
        )}
        {failure.notRun.length ? (
          <details className="mt-4 text-sm text-slate-700">
            <summary className="cursor-pointer font-semibold text-slate-900">{FAILURE_TEXTS.notRun(failure.notRun.length)}</summary>
            <p className="mt-2">{failure.notRun.join(', ')}.</p>
          </details>
        ) : null}
      </div>
    </section>
  );
}
