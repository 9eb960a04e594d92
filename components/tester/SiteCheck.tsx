'use client';

import { useEffect, useRef, useState } from 'react';
import { ResultCardView } from '@/components/tester/ResultCardView';
import type { CrawlProgress } from '@/lib/tester/crawl/crawl';
import type { SiteFindings } from '@/lib/tester/crawl/findings';
import type { ResultCard } from '@/lib/tester/report/cards';
import { siteCards, siteSummary } from '@/lib/tester/report/site';
import { SITE_TEXTS } from '@/lib/tester/report/site-words';

type Phase =
  | { name: 'idle' }
  | { name: 'running'; progress: CrawlProgress }
  | { name: 'done'; findings: SiteFindings }
  | { name: 'failed'; noApi: boolean };

const loadCrawl = () => import('@/lib/tester/crawl/browser-crawl');

/** What the progress line says: pages read, the links after them, or the wait the API asked for. */
function progressText(progress: CrawlProgress): string {
  if (progress.waiting !== null) return SITE_TEXTS.waiting(progress.waiting);
  if (progress.links > 0) return SITE_TEXTS.checkingLinks(progress.links);
  return SITE_TEXTS.progress(progress.pages, progress.limit);
}

/**
 * "Kontrolli kogu saiti": after the page report, up to 25 pages of the same site, with progress, a stop button
 * that keeps what was found, and the findings as cards. Focus follows: to the stop button when it starts, to the
 * findings' heading when they are shown. Its cards go to `onCards` too, so the action plan ranks them with the page's.
 */
export function SiteCheck({ site, onCards }: { site: string; onCards?: (cards: ResultCard[]) => void }) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const stopRef = useRef<(() => void) | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'stop' | 'result' | null>(null);

  useEffect(() => () => stopRef.current?.(), []);
  useEffect(() => {
    const wanted = focusNext.current;
    if (wanted === 'stop' && phase.name === 'running') stopButton.current?.focus();
    else if (wanted === 'result' && (phase.name === 'done' || phase.name === 'failed')) resultHeading.current?.focus();
    else return;
    focusNext.current = null;
  }, [phase]);

  const start = async () => {
    focusNext.current = 'stop';
    setPhase({ name: 'running', progress: { pages: 0, limit: 25, links: 0, waiting: null } });
    try {
      const { startBrowserCrawl, NoApiError } = await loadCrawl();
      const crawl = startBrowserCrawl(site, (progress) => setPhase({ name: 'running', progress }));
      stopRef.current = crawl.stop;
      try {
        const findings = await crawl.findings;
        focusNext.current = 'result';
        setPhase({ name: 'done', findings });
        onCards?.(siteCards(findings));
      } catch (error) {
        focusNext.current = 'result';
        setPhase({ name: 'failed', noApi: error instanceof NoApiError });
      }
    } catch {
      focusNext.current = 'result';
      setPhase({ name: 'failed', noApi: false });
    } finally {
      stopRef.current = null;
    }
  };

  const findings = phase.name === 'done' ? phase.findings : null;
  return (
    <section aria-labelledby="tester-site-check-title" data-site-check={phase.name} className="[content-visibility:auto] [contain-intrinsic-height:auto_20rem]">
      <h3 id="tester-site-check-title" className="text-2xl font-bold tracking-tight">
        {SITE_TEXTS.title}
      </h3>
      <p className="mt-2 max-w-3xl text-slate-600">{SITE_TEXTS.intro}</p>

      {phase.name === 'idle' ? (
        <button type="button" className="btn-primary mt-6" onClick={start}>
          {SITE_TEXTS.start}
        </button>
      ) : null}

      {phase.name === 'running' ? (
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
              max={phase.progress.limit}
              value={phase.progress.pages}
              aria-label={SITE_TEXTS.progress(phase.progress.pages, phase.progress.limit)}
            />
            <p className="mt-2 text-sm font-semibold text-slate-800" role="status">
              {progressText(phase.progress)}
            </p>
          </div>
          <button ref={stopButton} type="button" className="btn-secondary" onClick={() => stopRef.current?.()}>
            {SITE_TEXTS.stop}
          </button>
        </div>
      ) : null}

      {phase.name === 'failed' ? (
        <div className="mt-6" role="alert">
          <h4 ref={resultHeading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
            {phase.noApi
              ? SITE_TEXTS.needsApi
              : process.env.SITE_LOCALE === 'en'
                ? 'The whole-site check did not work. Please try again.'
                : 'Kogu saidi kontroll ei õnnestunud. Proovi uuesti.'}
          </h4>
          <button type="button" className="btn-secondary mt-4" onClick={start}>
            {SITE_TEXTS.again}
          </button>
        </div>
      ) : null}

      {findings ? (
        <div className="mt-6">
          <h4 ref={resultHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {findings.stopped ? SITE_TEXTS.stopped : SITE_TEXTS.done}
          </h4>
          <p className="mt-1 max-w-3xl text-slate-700">{siteSummary(findings)}</p>
          <ul className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {siteCards(findings).map((card) => (
              <ResultCardView key={card.id} card={card} />
            ))}
          </ul>
          <button type="button" className="btn-secondary mt-6" onClick={start}>
            {SITE_TEXTS.again}
          </button>
        </div>
      ) : null}
    </section>
  );
}
