'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { AuditForm } from '@/components/forms/AuditForm';
import { ActionPlan } from '@/components/tester/ActionPlan';
import { SectionLink } from '@/components/layout/NavLinks';
import { FailureView } from '@/components/tester/FailureView';
import { ResultCardView } from '@/components/tester/ResultCardView';
import { SiteCheck } from '@/components/tester/SiteCheck';
import { StatsPanel } from '@/components/tester/StatsPanel';
import { ReportTools } from '@/components/tester/ReportTools';
import { SummaryHeader } from '@/components/tester/SummaryHeader';
import { DarkPanel } from '@/components/ui/DarkPanel';
import { HOME_SECTIONS } from '@/lib/routes';
import { FAILURE_TEXTS, failureOf } from '@/lib/tester/report/failure';
import { buildReport } from '@/lib/tester/report';
import { cardPlanItems, rankPlan } from '@/lib/tester/report/plan';
import type { ResultCard } from '@/lib/tester/report/cards';
import { VERDICT_WORDS } from '@/lib/tester/report/grading';
import { changeSince, entryCountsText } from '@/lib/tester/report/compare';
import { dateTimeText, testedAtText } from '@/lib/tester/report/dates';
import { KEEP_TEXTS } from '@/lib/tester/report/keep-words';
import { previousTest, siteHistory, type HistoryEntry } from '@/lib/tester/state/history';
import type { TestResult } from '@/lib/tester/state/schema';
import { ACTIONS } from '@/lib/actions';
import { site as agency } from '@/lib/site';

export const RESULT_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        reset: 'Analyse another site',
        offer: 'Get a quote for fixing the problems',
        auditLink: ACTIONS.audit,
        auditQuestion: 'Want to know exactly what to fix and what it will cost?',
        auditTitle: 'Free audit: we tell you exactly what to fix',
        auditText: 'We go through your site by hand and send you specific improvements, each with its price. There is no obligation.',
      }
    : {
        reset: 'Analüüsi teist lehte',
        offer: 'Küsi pakkumist probleemide lahendamiseks',
        auditLink: ACTIONS.audit,
        auditQuestion: 'Tahad teada, mida täpselt parandada ja mis see maksab?',
        auditTitle: 'Tasuta audit: ütleme täpselt, mida parandada',
        auditText: 'Vaatame su lehe käsitsi läbi ja saadame konkreetsed parandusettepanekud koos hinnaga. See ei kohusta sind millekski.',
      };

/** Below-the-fold parts are laid out and painted only when they come near the screen. */
const OFFSCREEN_LATER = '[content-visibility:auto] [contain-intrinsic-height:auto_40rem]';

/**
 * Shows `parts` parts one task at a time after the first render, so a slow phone never spends one long task
 * building and laying out the whole report: the summary appears at once, each section right after.
 */
function useStagedParts(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return;
    const timer = window.setTimeout(() => setShown((n) => n + 1), 0);
    return () => window.clearTimeout(timer);
  }, [shown, parts]);
  return shown;
}

/** The free audit offer after a test, with the tested address already in its field. */
function AuditPanel({ site }: { site: string }) {
  return (
    <DarkPanel as="section" id={HOME_SECTIONS.audit} aria-labelledby="tester-audit-title" rounded="2xl" className="px-6 py-8 sm:px-10 sm:py-10 print:hidden">
      <h3 id="tester-audit-title" className="text-2xl font-bold tracking-tight text-white">
        {RESULT_TEXTS.auditTitle}
      </h3>
      <p className="mt-2 max-w-2xl text-brand-50">
        {RESULT_TEXTS.auditText}
      </p>
      <div className="mt-6 max-w-2xl">
        <AuditForm tone="dark" website={site} />
      </div>
    </DarkPanel>
  );
}

/** Only in print ("Salvesta PDF"): our brand, what the report is, the tested address and the date of the test. */
function PrintHead({ site, testedAt }: { site: string; testedAt: number | undefined }) {
  return (
    <div data-print-head className="hidden border-b border-slate-300 pb-4 print:block">
      <p className="text-xl font-bold text-slate-900">
        {KEEP_TEXTS.printTitle}: {site}
      </p>
      {testedAt ? <p className="mt-1 text-sm text-slate-700">{testedAtText(testedAt)}</p> : null}
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-semibold text-brand-700">{agency.brand}</span> · {agency.email} · {agency.phone}
      </p>
    </div>
  );
}

/** The earlier tests of this site kept in this browser (newest first), folded away; opened in print. */
function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details data-history className="mt-5 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">{KEEP_TEXTS.history(entries.length)}</summary>
      <p className="mt-2">{KEEP_TEXTS.historyNote}</p>
      <ul className="mt-2 space-y-1">
        {[...entries].reverse().map((entry) => (
          <li key={entry.testedAt}>
            <span className="font-semibold text-slate-900">{dateTimeText(entry.testedAt)}</span>: {entryCountsText(entry)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The results of one test: summary, one card per check, the locked statistics panel and the audit form; or,
 * when the page could not be read, the failure state (lib/tester/report/failure.ts) and the audit offer.
 * A shared result (`shared`, from a link) is shown read-only: dated, with "Testi uuesti", and not compared with
 * or added to this browser's history. Otherwise each card says what changed since the site's previous test here.
 */
export function ResultsView({
  result,
  onReset,
  onRetry,
  onRetest,
  focusOnShow,
  shared = false,
}: {
  result: TestResult;
  onReset: () => void;
  onRetry: () => void;
  /** "Testi uuesti": a new test of the same address. */
  onRetest: () => void;
  focusOnShow: boolean;
  shared?: boolean;
}) {
  const report = useMemo(() => buildReport(result), [result]);
  // The whole-site check's cards, for this result only: the plan ranks them with the page's own fixes.
  const [siteFound, setSiteFound] = useState<{ result: TestResult; cards: ResultCard[] } | null>(null);
  const plan = useMemo(
    () => (siteFound?.result === result ? rankPlan([...report.plan, ...cardPlanItems(siteFound.cards, result.pageSignals?.platform ?? null)]) : report.plan),
    [siteFound, result, report.plan],
  );
  const testedAt = result.testedAt;
  // Read from this browser's history (the view renders on the client only: it is loaded after the page).
  const earlier = useMemo(() => (shared || !testedAt ? [] : siteHistory(result.displayUrl).filter((e) => e.testedAt < testedAt)), [shared, testedAt, result.displayUrl]);
  const previous = useMemo(() => (shared || !testedAt ? null : previousTest(result.displayUrl, testedAt)), [shared, testedAt, result.displayUrl]);
  const failure = useMemo(() => failureOf(result, report), [result, report]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The summary, then each section, then the statistics panel, then the audit form.
  const shown = useStagedParts(report.sections.length + 3);

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  if (failure) {
    return (
      <div className="space-y-12">
        <FailureView
          failure={failure}
          site={result.displayUrl}
          headingRef={headingRef}
          actions={
            <>
              <button type="button" className="btn-primary" onClick={onRetry}>
                {FAILURE_TEXTS.retry}
              </button>
              <button type="button" className="btn-secondary" onClick={onReset}>
                {RESULT_TEXTS.reset}
              </button>
            </>
          }
        />
        <AuditPanel site={result.displayUrl} />
      </div>
    );
  }

  const { summary } = report;
  return (
    <div data-print-report className="space-y-12 print:space-y-6">
      <PrintHead site={result.displayUrl} testedAt={testedAt} />
      <section aria-labelledby="tester-summary-title" data-shared={shared || undefined} className="card overflow-hidden print:border-0 print:shadow-none">
        {shared ? (
          <div data-shared-banner className="border-b border-amber-200 bg-amber-50 px-6 py-3 text-sm text-amber-950 sm:px-8 print:hidden">
            <p className="font-semibold">
              {KEEP_TEXTS.shared}
              {testedAt ? ` · ${testedAtText(testedAt)}` : ''}
            </p>
            <p className="mt-1">{KEEP_TEXTS.sharedNote}</p>
          </div>
        ) : null}
        <SummaryHeader site={result.displayUrl} title={summary.title} headingRef={headingRef} testedAt={testedAt} />
        <div className="px-6 py-6 sm:px-8">
          <p className="lead max-w-3xl">{summary.text}</p>
          <dl className="mt-5 flex flex-wrap gap-3 text-sm">
            <div className="rounded-full bg-emerald-50 px-3 py-1.5 text-emerald-800">
              <dt className="inline">{VERDICT_WORDS.good}: </dt>
              <dd className="inline font-semibold">{summary.counts.good}</dd>
            </div>
            <div className="rounded-full bg-amber-50 px-3 py-1.5 text-amber-900">
              <dt className="inline">{VERDICT_WORDS.warning}: </dt>
              <dd className="inline font-semibold">{summary.counts.warning}</dd>
            </div>
            <div className="rounded-full bg-red-50 px-3 py-1.5 text-red-800">
              <dt className="inline">{VERDICT_WORDS.bad}: </dt>
              <dd className="inline font-semibold">{summary.counts.bad}</dd>
            </div>
            {summary.counts.unknown > 0 ? (
              <div className="rounded-full bg-slate-100 px-3 py-1.5 text-slate-700">
                <dt className="inline">{VERDICT_WORDS.unknown}: </dt>
                <dd className="inline font-semibold">{summary.counts.unknown}</dd>
              </div>
            ) : null}
          </dl>
          <HistoryList entries={earlier} />
          <p className="mt-5 text-slate-700 print:hidden">
            {RESULT_TEXTS.auditQuestion}{' '}
            <a href={`#${HOME_SECTIONS.audit}`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {RESULT_TEXTS.auditLink}
            </a>
            .
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row print:hidden">
            <SectionLink section={HOME_SECTIONS.audit} className="btn-primary">
              {RESULT_TEXTS.offer}
            </SectionLink>
            <button type="button" className="btn-secondary" onClick={onReset}>
              {RESULT_TEXTS.reset}
            </button>
          </div>
          <div className="mt-4 border-t border-slate-100 pt-4 print:hidden">
            <ReportTools result={result} onRetest={onRetest} />
          </div>
        </div>
      </section>

      <ActionPlan plan={plan} withSite={siteFound?.result === result} />

      {report.sections.slice(0, shown - 1).map((section) => (
        <section key={section.id} aria-labelledby={`tester-section-${section.id}`} className={`${OFFSCREEN_LATER} print:[content-visibility:visible]`}>
          <h3 id={`tester-section-${section.id}`} className="text-2xl font-bold tracking-tight">
            {section.title}
          </h3>
          <p className="mt-2 text-slate-600">{section.intro}</p>
          <ul className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {section.cards.map((card) => (
              <ResultCardView key={card.id} card={card} change={previous && testedAt ? changeSince(card, previous, testedAt) : null} />
            ))}
          </ul>
        </section>
      ))}

      {shown > report.sections.length ? <SiteCheck site={result.analysisUrl} onCards={(cards) => setSiteFound({ result, cards })} /> : null}

      {shown > report.sections.length + 1 ? <StatsPanel stats={report.stats} /> : null}

      {shown > report.sections.length + 2 ? <AuditPanel site={result.displayUrl} /> : null}
    </div>
  );
}
