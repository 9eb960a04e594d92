import type { ReactNode, Ref } from 'react';
import { ResultCardView } from '@/components/tester/ResultCardView';
import { FAILURE_TEXTS, type TestFailure } from '@/lib/tester/failure';

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
      <div className="border-b border-slate-200 bg-gradient-to-r from-slate-100 to-white px-6 py-6 sm:px-8">
        <p className="text-sm font-medium text-slate-600">
          Testitud leht: <span className="font-semibold break-all text-slate-900">{site}</span>
        </p>
        <h2 id="tester-summary-title" ref={headingRef} tabIndex={-1} className="mt-2 text-2xl font-bold tracking-tight break-words outline-none sm:text-3xl">
          {failure.title}
        </h2>
      </div>
      <div className="space-y-4 px-6 py-6 sm:px-8">
        <p className="lead max-w-3xl">{failure.what}</p>
        {failure.seen ? (
          <p className="text-sm text-slate-700">
            Mida nägime: <span className="font-semibold text-slate-900">{failure.seen}</span>
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
