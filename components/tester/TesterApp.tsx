'use client';

import { useEffect, useId } from 'react';
import { ADDRESS_INPUT_HINTS } from '@/components/forms/address-input';
import { AnalysisProgress } from '@/components/tester/AnalysisProgress';
import { preload, useTesterRun } from '@/components/tester/tester-run';
import { canSubmitAddress, EXAMPLE_HOST } from '@/lib/tester/engine/address';
import { announcement, countdownText, fieldError, WHOLE_FAILURE } from '@/lib/tester/state/run-state';

export const TESTER_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        label: 'Website address',
        submit: 'Test my website',
        submitting: 'Analysing…',
        wholeFailure: WHOLE_FAILURE,
        form: 'Website test',
        placeholder: `e.g. ${EXAMPLE_HOST}`,
        hint: 'Free, no sign-up. We check your home page’s speed, SEO, security and code.',
      }
    : {
        label: 'Veebilehe aadress',
        submit: 'Testi veebilehte',
        submitting: 'Analüüsime…',
        wholeFailure: WHOLE_FAILURE,
        form: 'Veebilehe test',
        placeholder: `näiteks ${EXAMPLE_HOST}`,
        hint: 'Tasuta, ilma registreerumiseta. Kontrollime avalehe kiirust, SEO-d, turvalisust ja koodi.',
      };

/**
 * The website tester: address form -> analysing (progress bar) -> results, its run
 * state in one reducer (lib/tester/state/run-state.ts). The page is analysed in a Web Worker. The last address and
 * results are kept in localStorage and shown again on the next visit. The run is in tester-run.ts (useTesterRun);
 * this is its view.
 */
export function TesterApp() {
  const { state, dispatch, ResultsView, inputRef, formRef, formCardRef, before, analyse, retry, retest, reset } = useTesterRun();
  const uid = useId();
  const inputId = `${uid}-address`;
  const errorId = `${uid}-error`;
  const hintId = `${uid}-hint`;

  const loading = state.phase === 'running';
  const error = fieldError(state);
  // The field's validity carries the message shown under it, so the browser styles it as wrong (:user-invalid).
  useEffect(() => inputRef.current?.setCustomValidity(error ?? ''), [error, inputRef]);
  const countdown = countdownText(state);
  const announce = announcement(state);

  if (state.phase === 'results' && ResultsView) {
    return (
      <>
        <p role="status" className="sr-only">
          {announce}
        </p>
        <ResultsView
          result={state.result}
          onReset={reset}
          onRetry={retry}
          onRetest={() => retest(state.result.displayUrl)}
          focusOnShow={state.focus}
          shared={state.shared}
        />
      </>
    );
  }

  return (
    <div ref={formCardRef} className="card scroll-mt-28 p-6 sm:p-8">
      <p role="status" data-share-notice className="empty:hidden mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
        {state.phase === 'form' ? (state.notice ?? '') : ''}
      </p>
      {before.script}
      <form ref={formRef} onSubmit={analyse} noValidate {...before.formProps('website')} aria-label={TESTER_TEXTS.form}>
        <label htmlFor={inputId} className="field-label text-base">
          {TESTER_TEXTS.label}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            ref={inputRef}
            id={inputId}
            name="website"
            {...ADDRESS_INPUT_HINTS}
            enterKeyHint="go"
            placeholder={TESTER_TEXTS.placeholder}
            className="field-input flex-1 text-lg"
            value={state.input}
            // Read-only, not disabled, while the test runs: a focused field keeps focus (and stays readable).
            readOnly={loading}
            aria-invalid={state.phase === 'form' && state.addressError ? true : undefined}
            aria-describedby={`${hintId}${error || countdown ? ` ${errorId}` : ''}`}
            onFocus={preload}
            onChange={(event) => dispatch({ type: 'type', input: event.target.value })}
          />
          {/* Disabled while blank (spec); while loading it only reports itself disabled, so a pressed button keeps focus. */}
          <button
            type="submit"
            className="btn-primary px-6 text-lg"
            disabled={!loading && !canSubmitAddress(state.input, false)}
            aria-disabled={loading || undefined}
          >
            {loading ? TESTER_TEXTS.submitting : before.label(TESTER_TEXTS.submit, TESTER_TEXTS.submitting)}
          </button>
        </div>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {TESTER_TEXTS.hint}
        </p>
        <div aria-live="assertive" className="min-h-0">
          {error ? (
            <p id={errorId} className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          {/* The wait is announced once; the second-by-second countdown below is not read out every second. */}
          {state.phase === 'wait' ? <span className="sr-only">{state.announce}</span> : null}
        </div>
        {countdown ? (
          <p id={errorId} role="timer" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {countdown}
          </p>
        ) : null}
      </form>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {state.phase === 'running' ? <AnalysisProgress value={state.progress} site={state.site} done={state.done} /> : null}
    </div>
  );
}
