/**
 * The tester's run state, one phase at a time, each carrying its own data:
 * form (typing, maybe an address error) -> running (progress, finished checks) -> results; or error (the
 * whole run failed: the form again with the spec's message); or wait (the tester API refused the run as busy
 * or asked too often: the form counts down the seconds of its Retry-After, then is ready again). `input` is
 * the address field in every phase. A result from a shared link is shown like a restored one, marked `shared`
 * (read-only); a link that cannot be shown leaves the form with a `notice` saying why. Actions of an older run (the visitor started over or left) change nothing.
 */
import { secondsLeft, tryAgainMessage } from '@/lib/tester/engine/busy';
import type { CheckName } from '@/lib/tester/engine/checks';
import { nextProgress, PROGRESS_DONE } from '@/lib/tester/state/progress';
import type { TestResult } from '@/lib/tester/state/schema';

export type TesterState =
  | { phase: 'form'; input: string; addressError: string | null; ready?: boolean; notice?: string }
  | { phase: 'wait'; input: string; until: number; seconds: number; announce: string }
  | { phase: 'running'; input: string; run: number; site: string; progress: number; finishing: boolean; done: CheckName[] }
  | { phase: 'results'; input: string; result: TestResult; focus: boolean; shared?: boolean }
  | { phase: 'error'; input: string; message: string };

export type TesterAction =
  | { type: 'type'; input: string }
  | { type: 'invalid'; error: string }
  | { type: 'start'; run: number; site: string }
  | { type: 'tick' }
  | { type: 'checkDone'; run: number; name: CheckName }
  | { type: 'finishing'; run: number }
  | { type: 'finished'; run: number; result: TestResult }
  | { type: 'restore'; input: string; result: TestResult; shared?: boolean }
  | { type: 'notice'; message: string }
  | { type: 'fail'; run: number; message: string }
  | { type: 'refused'; run: number; until: number; now: number }
  | { type: 'countdown'; now: number }
  | { type: 'reset' };

/** The spec's message when a whole run fails (and, in the results, when our own check service failed). */
export const WHOLE_FAILURE: string =
  process.env.SITE_LOCALE === 'en'
    ? 'Something went wrong during the test. Please try again later.'
    : 'Testimise käigus tekkis viga. Palun proovi hiljem uuesti.';

export const initialTesterState: TesterState = { phase: 'form', input: '', addressError: null };

const isCurrent = (state: TesterState, run: number): state is Extract<TesterState, { phase: 'running' }> =>
  state.phase === 'running' && state.run === run;

export function testerReducer(state: TesterState, action: TesterAction): TesterState {
  switch (action.type) {
    case 'type':
      if (state.phase === 'wait') return { ...state, input: action.input }; // the countdown goes on
      return state.phase === 'running' ? state : { phase: 'form', input: action.input, addressError: null };
    case 'invalid':
      return { phase: 'form', input: state.input, addressError: action.error };
    case 'start':
      return { phase: 'running', input: state.input, run: action.run, site: action.site, progress: 0, finishing: false, done: [] };
    case 'tick':
      return state.phase === 'running' && !state.finishing ? { ...state, progress: nextProgress(state.progress) } : state;
    case 'checkDone':
      return isCurrent(state, action.run) ? { ...state, done: [...state.done, action.name] } : state;
    case 'finishing':
      return isCurrent(state, action.run) ? { ...state, finishing: true, progress: PROGRESS_DONE } : state;
    case 'finished':
      return isCurrent(state, action.run) ? { phase: 'results', input: state.input, result: action.result, focus: true } : state;
    case 'restore':
      return state.phase === 'form' ? { phase: 'results', input: action.input, result: action.result, focus: false, shared: action.shared } : state;
    case 'notice':
      return state.phase === 'form' ? { ...state, notice: action.message } : state;
    case 'fail':
      return isCurrent(state, action.run) ? { phase: 'error', input: state.input, message: action.message } : state;
    case 'refused': {
      if (!isCurrent(state, action.run)) return state;
      const seconds = Math.max(1, secondsLeft(action.until, action.now));
      return { phase: 'wait', input: state.input, until: action.until, seconds, announce: tryAgainMessage(seconds) };
    }
    case 'countdown': {
      if (state.phase !== 'wait') return state;
      const seconds = secondsLeft(state.until, action.now);
      if (seconds === 0) return { phase: 'form', input: state.input, addressError: null, ready: true };
      return seconds === state.seconds ? state : { ...state, seconds };
    }
    case 'reset':
      return initialTesterState;
  }
}

/** The error shown under the address field, if any (the countdown is shown by countdownText). */
export function fieldError(state: TesterState): string | null {
  if (state.phase === 'form') return state.addressError;
  return state.phase === 'error' ? state.message : null;
}

/** The countdown under the address field while the API asks to wait: "… proovi {n} sekundi pärast uuesti". */
export function countdownText(state: TesterState): string | null {
  return state.phase === 'wait' ? tryAgainMessage(state.seconds) : null;
}

/** Said once when the waiting ends. */
export const READY_AGAIN: string = process.env.SITE_LOCALE === 'en' ? 'You can run the test again now.' : 'Võid testi nüüd uuesti käivitada.';

/** What a screen reader hears: the start of a run and its end, and the end of a wait. */
export function announcement(state: TesterState): string {
  if (process.env.SITE_LOCALE === 'en') {
    if (state.phase === 'running') return `Analysing ${state.site}.`;
    if (state.phase === 'results' && state.focus) return 'The test is complete.';
  } else {
    if (state.phase === 'running') return `Analüüsime lehte ${state.site}.`;
    if (state.phase === 'results' && state.focus) return 'Test on lõppenud.';
  }
  if (state.phase === 'form' && state.ready) return READY_AGAIN;
  return '';
}
