import { startTransition, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useBeforeScripts } from '@/components/forms/before-scripts';
import { typedBeforeHydration } from '@/components/forms/typed-before-hydration';
import { canSubmitAddress, normalizeAddress } from '@/lib/tester/engine/address';
import { TryAgainLaterError } from '@/lib/tester/engine/busy';
import { PROGRESS_CLOSE_DELAY_MS, PROGRESS_TICK_MS } from '@/lib/tester/state/progress';
import { initialTesterState, testerReducer, WHOLE_FAILURE } from '@/lib/tester/state/run-state';
import { clearSavedTest, hasSavedTest, saveTest, SHARE_HASH } from '@/lib/tester/state/saved-keys';
import type { TestResult } from '@/lib/tester/state/schema';

// The engine and the results view are loaded only when needed, so the page's first JavaScript stays small.
// (Loaded into state rather than React.lazy: a Suspense reveal would add React's 300 ms fallback throttle.)
const loadResultsView = () => import('@/components/tester/ResultsView').then((m) => m.ResultsView);
type ResultsViewComponent = Awaited<ReturnType<typeof loadResultsView>>;
const loadEngine = () => import('@/lib/tester/engine/browser-run');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Removes a shared result's fragment from the address bar (a new test or the form replaces what it showed). */
const clearShareHash = () => {
  if (window.location.hash.startsWith(SHARE_HASH)) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
};

/**
 * Keeps a finished test in this site's history (the last five per site), so the next report can compare. A test
 * that could not read the page is not kept: it has nothing to compare.
 */
const recordInHistory = (tested: TestResult & { testedAt: number }) =>
  Promise.all([import('@/lib/tester/report'), import('@/lib/tester/report/failure'), import('@/lib/tester/report/compare'), import('@/lib/tester/state/history')])
    .then(([{ buildReport }, { failureOf }, { historyEntryOf }, { recordTest }]) => {
      const report = buildReport(tested);
      if (!failureOf(tested, report)) recordTest(tested.displayUrl, historyEntryOf(report, tested.testedAt));
    })
    .catch((reason: unknown) => console.warn('[tester] history not kept', reason));
const nextTask = () => sleep(0);

/**
 * Start loading the engine and the results view while the visitor is still typing, so compiling them is not
 * part of the run (on a slow phone that alone is a long task). A failed load is tried again on submit.
 */
export const preload = () => {
  loadEngine().catch(() => undefined);
  loadResultsView().catch(() => undefined);
};

/**
 * The website tester's run, for TesterApp (its view): the run state in one reducer (lib/tester/state/run-state.ts),
 * a shared link or the saved results restored on load, the progress tick and the wait's countdown, and the
 * actions: analyse (the form's submit), retry, retest and reset. The page is analysed in a Web Worker.
 */
export function useTesterRun() {
  const [state, dispatch] = useReducer(testerReducer, initialTesterState);
  const [ResultsView, setResultsView] = useState<ResultsViewComponent | null>(null);
  const runId = useRef(0);
  const stopRun = useRef<() => void>(() => {});
  const phaseRef = useRef(state.phase);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const before = useBeforeScripts();
  const { adoptSubmit } = before;
  const formCardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    phaseRef.current = state.phase;
  }, [state.phase]);

  // A shared link (#tulemus=…) shows its result read-only, instead of the saved one; one that cannot be shown
  // (damaged, an older format, too large) leaves the form with a message. Also when such a link is opened while
  // the page is open (hashchange).
  useEffect(() => {
    let cancelled = false;

    // Saved results show at once on load; anything invalid is dropped by the validator.
    const restoreSaved = () =>
      Promise.all([import('@/lib/tester/state/storage'), loadResultsView()])
        .then(([{ loadSavedTest }, View]) => {
          const saved = loadSavedTest();
          if (cancelled || !saved || phaseRef.current !== 'form') return;
          setResultsView(() => View);
          dispatch({ type: 'restore', input: saved.url, result: saved.result });
        })
        .catch((reason: unknown) => console.warn('[tester] saved results unavailable', reason));

    const openShared = () => {
      const hash = window.location.hash;
      if (!hash.startsWith(SHARE_HASH)) return false;
      Promise.all([import('@/lib/tester/state/share'), import('@/lib/tester/report/keep-words'), loadResultsView()])
        .then(async ([{ decodeShare }, { SHARE_PROBLEM_TEXTS }, View]) => {
          const decoded = await decodeShare(hash.slice(SHARE_HASH.length));
          if (cancelled || (phaseRef.current !== 'form' && phaseRef.current !== 'results')) return;
          if (decoded.ok) {
            setResultsView(() => View);
            dispatch({ type: 'reset' });
            dispatch({ type: 'restore', input: decoded.result.displayUrl, result: decoded.result, shared: true });
          } else {
            clearShareHash();
            dispatch({ type: 'reset' });
            dispatch({ type: 'notice', message: SHARE_PROBLEM_TEXTS[decoded.problem] });
          }
        })
        .catch((reason: unknown) => console.warn('[tester] shared result unavailable', reason));
      return true;
    };

    const onHashChange = () => void openShared();
    window.addEventListener('hashchange', onHashChange);
    // An address typed before the page's scripts ran is the form's, and it wins over the saved results.
    const typed = typedBeforeHydration(inputRef.current);
    if (!openShared()) {
      if (typed !== null) dispatch({ type: 'type', input: typed });
      else if (hasSavedTest()) void restoreSaved();
    }
    // "Testi veebilehte" pressed before the scripts ran: the test starts now, with the address typed.
    adoptSubmit(formRef.current);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [adoptSubmit]);

  // Leaving the page abandons a running test (no state updates, no saving, no notification).
  useEffect(
    () => () => {
      runId.current++;
      stopRun.current();
    },
    [],
  );

  // The progress bar: a tick every 100 ms until every check is done.
  const ticking = state.phase === 'running' && !state.finishing;
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);

  // While the API asks to wait, the form counts the seconds down (checked 4 times a second, so it never lags).
  // The field is enabled again at once, and focused, so the visitor can read the countdown and change the address.
  const waiting = state.phase === 'wait';
  useEffect(() => {
    if (!waiting) return;
    inputRef.current?.focus();
    const timer = window.setInterval(() => dispatch({ type: 'countdown', now: Date.now() }), 250);
    return () => window.clearInterval(timer);
  }, [waiting]);

  const analyse = (event: FormEvent) => {
    event.preventDefault();
    void startRun();
  };

  const startRun = async (input = state.input) => {
    if (state.phase === 'wait') {
      // Nothing is sent before the wait is over: another request would only be refused again.
      inputRef.current?.focus();
      return;
    }
    if (!canSubmitAddress(input, state.phase === 'running')) return;
    const checked = normalizeAddress(input);
    if (!checked.ok) {
      dispatch({ type: 'invalid', error: checked.error });
      inputRef.current?.focus();
      return;
    }
    const run = ++runId.current;
    const { address } = checked;
    // Rendered right after the submit event, not inside it: the click stays a short task on a slow phone.
    // (A second submit meanwhile starts a newer run; the older one stops before sending anything.)
    startTransition(() => dispatch({ type: 'start', run, site: address.displayUrl }));
    try {
      const [{ startBrowserRun }, View] = await Promise.all([loadEngine(), loadResultsView()]);
      setResultsView(() => View);
      // Let the browser show the progress bar before the checks start: one short task each, not one long one.
      await nextTask();
      if (runId.current !== run) return;
      const started = startBrowserRun(address, (name) => dispatch({ type: 'checkDone', run, name }));
      stopRun.current = started.stop;
      const tested = { ...(await started.result), testedAt: Date.now() };
      if (runId.current !== run) return;
      dispatch({ type: 'finishing', run });
      await sleep(PROGRESS_CLOSE_DELAY_MS);
      if (runId.current !== run) return;
      dispatch({ type: 'finished', run, result: tested });
      saveTest(address.displayUrl, tested);
      void recordInHistory(tested);
      void import('@/lib/tester/report/notify').then(({ notifyTestDone }) => notifyTestDone(tested));
    } catch (reason) {
      if (runId.current !== run) return;
      if (reason instanceof TryAgainLaterError) {
        const now = Date.now();
        dispatch({ type: 'refused', run, until: now + reason.seconds * 1000, now });
        return;
      }
      console.error('[tester] the test failed', reason);
      dispatch({ type: 'fail', run, message: WHOLE_FAILURE });
      window.setTimeout(() => inputRef.current?.focus(), 0);
    }
  };

  /** "Proovi uuesti" in a failed result: the same address again, with the form and its progress in view. */
  const retry = () => {
    void startRun();
    window.setTimeout(() => {
      formCardRef.current?.scrollIntoView({ block: 'start' });
      inputRef.current?.focus({ preventScroll: true });
    }, 0);
  };

  /** "Testi uuesti" in a report (also a shared one): a new test of the same address, with the form in view. */
  const retest = (address: string) => {
    clearShareHash();
    dispatch({ type: 'type', input: address });
    void startRun(address);
    window.setTimeout(() => {
      formCardRef.current?.scrollIntoView({ block: 'start' });
      inputRef.current?.focus({ preventScroll: true });
    }, 0);
  };

  const reset = () => {
    clearShareHash();
    runId.current++;
    stopRun.current();
    clearSavedTest();
    dispatch({ type: 'reset' });
    window.setTimeout(() => {
      formCardRef.current?.scrollIntoView({ block: 'start' });
      inputRef.current?.focus({ preventScroll: true });
    }, 0);
  };

  return { state, dispatch, ResultsView, inputRef, formRef, formCardRef, before, analyse, retry, retest, reset };
}
