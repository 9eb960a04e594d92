import type { Ref } from 'react';
import { testedAtText } from '@/lib/tester/report/dates';

/**
 * The head of a test's result, a report or a failure: the tested address and the heading that takes focus when
 * the result is shown.
 */
export function SummaryHeader({
  site,
  title,
  headingRef,
  failed = false,
  testedAt,
}: {
  site: string;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  failed?: boolean;
  /** When the test was made, if known: "Test tehtud 25.11.2026 kell 21:40". */
  testedAt?: number;
}) {
  return (
    <div className={`border-b border-slate-200 bg-gradient-to-r ${failed ? 'from-slate-100' : 'from-brand-50'} to-white px-6 py-6 sm:px-8`}>
      <p className="text-sm font-medium text-slate-600">
        {process.env.SITE_LOCALE === 'en' ? 'Tested site: ' : 'Testitud leht: '}
        <span className="font-semibold break-all text-slate-900">{site}</span>
      </p>
      <h2 id="tester-summary-title" ref={headingRef} tabIndex={-1} className="mt-2 text-2xl font-bold tracking-tight break-words outline-none sm:text-3xl">
        {title}
      </h2>
      {testedAt ? (
        <p data-tested-at className="mt-2 text-sm text-slate-600 print:hidden">
          {testedAtText(testedAt)}
        </p>
      ) : null}
    </div>
  );
}
