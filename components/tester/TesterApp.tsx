'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AnalysisProgress } from '@/components/tester/AnalysisProgress';
import { ADDRESS_ERRORS, canSubmitAddress, EXAMPLE_HOST, normalizeAddress } from '@/lib/tester/address';
import type { CheckName } from '@/lib/tester/checks';
import { nextProgress, PROGRESS_CLOSE_DELAY_MS, PROGRESS_DONE, PROGRESS_TICK_MS } from '@/lib/tester/progress';
import { clearSavedTest, hasSavedTest } from '@/lib/tester/saved-keys';
import type { TestResult } from '@/lib/tester/schema';

export const TESTER_TEXTS = {
  label: 'Veebilehe aadress',
  submit: 'Testi veebilehte',
  submitting: 'Analüüsin...',
  wholeFailure: 'Testimise käigus tekkis viga. Palun proovi hiljem uuesti.',
} as const;

type Phase = 'idle' | 'analysing' | 'results';

// The engine and the results view are loaded only when needed, so the page's first JavaScript stays small.
// (Loaded into state rather than React.lazy: a Suspense reveal would add React's 300 ms fallback throttle.)
const loadResultsView = () => import('@/components/tester/ResultsView').then((m) => m.ResultsView);
type ResultsViewComponent = Awaited<ReturnType<typeof loadResultsView>>;
const isAddressError = (error: string | null) => (Object.values(ADDRESS_ERRORS) as string[]).includes(error ?? '');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The website tester (spec sections 2, 4, 5): address form -> analysing (progress bar) -> results.
 * The last address and results are kept in localStorage and shown again on the next visit.
 */
export function TesterApp() {
  const [phase, setPhase] = useState<Phase>('idle');
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [site, setSite] = useState('');
  const [progress, setProgress] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const [done, setDone] = useState<CheckName[]>([]);
  const [result, setResult] = useState<TestResult | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focusResults, setFocusResults] = useState(false);
  const [ResultsView, setResultsView] = useState<ResultsViewComponent | null>(null);
  const runId = useRef(0);
  const phaseRef = useRef<Phase>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const formCardRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  const inputId = `${uid}-address`;
  const errorId = `${uid}-error`;
  const hintId = `${uid}-hint`;

  const go = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  // Saved results show at once on load; anything invalid is dropped by the validator.
  useEffect(() => {
    if (!hasSavedTest()) return;
    let cancelled = false;
    Promise.all([import('@/lib/tester/storage'), loadResultsView()])
      .then(([{ loadSavedTest }, View]) => {
        const saved = loadSavedTest();
        if (cancelled || !saved || phaseRef.current !== 'idle') return;
        setResultsView(() => View);
        setInput(saved.url);
        setSite(saved.result.displayUrl);
        setResult(saved.result);
        setFocusResults(false);
        go('results');
      })
      .catch((reason: unknown) => console.warn('[tester] saved results unavailable', reason));
    return () => {
      cancelled = true;
    };
  }, [go]);

  // Leaving the page abandons a running test (no state updates, no saving, no notification).
  useEffect(
    () => () => {
      runId.current++;
    },
    [],
  );

  // The progress bar: a tick every 100 ms until every check is done.
  useEffect(() => {
    if (phase !== 'analysing' || finishing) return;
    const timer = window.setInterval(() => setProgress((value) => nextProgress(value)), PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [phase, finishing]);

  const analyse = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitAddress(input, phase === 'analysing')) return;
    const checked = normalizeAddress(input);
    if (!checked.ok) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    const id = ++runId.current;
    setError(null);
    setSite(checked.address.displayUrl);
    setProgress(0);
    setFinishing(false);
    setDone([]);
    setAnnounce(`Analüüsin lehte ${checked.address.displayUrl}.`);
    go('analysing');
    try {
      const [{ runWebsiteTest }, View] = await Promise.all([import('@/lib/tester/run'), loadResultsView()]);
      setResultsView(() => View);
      const tested = await runWebsiteTest(checked.address, {
        onCheckDone: (name) => {
          if (runId.current === id) setDone((list) => [...list, name]);
        },
      });
      if (runId.current !== id) return;
      setFinishing(true);
      setProgress(PROGRESS_DONE);
      await sleep(PROGRESS_CLOSE_DELAY_MS);
      if (runId.current !== id) return;
      setResult(tested);
      setFocusResults(true);
      setAnnounce('Analüüs on valmis.');
      go('results');
      void import('@/lib/tester/storage').then(({ saveTest }) => saveTest(checked.address.displayUrl, tested));
      void import('@/lib/tester/notify').then(({ notifyTestDone }) => notifyTestDone(tested));
    } catch (reason) {
      if (runId.current !== id) return;
      console.error('[tester] the test failed', reason);
      setError(TESTER_TEXTS.wholeFailure);
      setAnnounce('');
      go('idle');
      window.setTimeout(() => inputRef.current?.focus(), 0);
    }
  };

  const reset = () => {
    runId.current++;
    clearSavedTest();
    setResult(null);
    setInput('');
    setSite('');
    setError(null);
    setProgress(0);
    setFinishing(false);
    setDone([]);
    setAnnounce('');
    go('idle');
    window.setTimeout(() => {
      formCardRef.current?.scrollIntoView({ block: 'start' });
      inputRef.current?.focus({ preventScroll: true });
    }, 0);
  };

  const loading = phase === 'analysing';

  if (phase === 'results' && result && ResultsView) {
    return (
      <>
        <p role="status" className="sr-only">
          {announce}
        </p>
        <ResultsView result={result} onReset={reset} focusOnShow={focusResults} />
      </>
    );
  }

  return (
    <div ref={formCardRef} className="card scroll-mt-28 p-6 sm:p-8">
      <form onSubmit={analyse} noValidate aria-label="Veebilehe test">
        <label htmlFor={inputId} className="field-label text-base">
          {TESTER_TEXTS.label}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            ref={inputRef}
            id={inputId}
            name="website"
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={`näiteks ${EXAMPLE_HOST}`}
            className="field-input flex-1 text-lg"
            value={input}
            disabled={loading}
            aria-invalid={isAddressError(error) ? true : undefined}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            onChange={(event) => {
              setInput(event.target.value);
              if (error) setError(null);
            }}
          />
          <button type="submit" className="btn-primary px-6 text-lg" disabled={!canSubmitAddress(input, loading)}>
            {loading ? TESTER_TEXTS.submitting : TESTER_TEXTS.submit}
          </button>
        </div>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          Tasuta, ilma registreerumiseta. Kontrollime avalehe kiirust, SEO-t, turvalisust ja koodi.
        </p>
        <div aria-live="assertive" className="min-h-0">
          {error ? (
            <p id={errorId} className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </div>
      </form>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {loading ? <AnalysisProgress value={progress} site={site} done={done} /> : null}
    </div>
  );
}
