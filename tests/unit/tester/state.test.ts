import { describe, expect, it } from 'vitest';
import { announcement, fieldError, initialTesterState, testerReducer, type TesterAction, type TesterState } from '@/lib/tester/state/run-state';
import { sampleResult } from '../../fixtures/tester/result';

const apply = (actions: TesterAction[], from: TesterState = initialTesterState) => actions.reduce(testerReducer, from);
const WHOLE_FAILURE = 'Testimise käigus tekkis viga. Palun proovi hiljem uuesti.';

describe('the tester’s run state: one phase at a time, each with its own data', () => {
  it('form -> running -> results', () => {
    const running = apply([{ type: 'type', input: 'näide.ee' }, { type: 'start', run: 1, site: 'näide.ee' }]);
    expect(running).toEqual({ phase: 'running', input: 'näide.ee', run: 1, site: 'näide.ee', progress: 0, finishing: false, done: [] });
    expect(announcement(running)).toBe('Analüüsime lehte näide.ee.');

    const ticked = apply([{ type: 'tick' }, { type: 'tick' }, { type: 'checkDone', run: 1, name: 'ssl' }], running);
    expect(ticked).toMatchObject({ progress: 4, done: ['ssl'] });

    const closing = testerReducer(ticked, { type: 'finishing', run: 1 });
    expect(closing).toMatchObject({ finishing: true, progress: 100 });
    expect(testerReducer(closing, { type: 'tick' })).toBe(closing);

    const results = testerReducer(closing, { type: 'finished', run: 1, result: sampleResult() });
    expect(results).toEqual({ phase: 'results', input: 'näide.ee', result: sampleResult(), focus: true });
    // Neutral: the heading that takes focus says whether it is a report or why the page could not be read.
    expect(announcement(results)).toBe('Test on lõppenud.');
  });

  it('an invalid address stays in the form with its error; typing clears it', () => {
    const invalid = apply([{ type: 'type', input: 'ab' }, { type: 'invalid', error: 'Palun sisesta korrektne veebilehe aadress (nt. minuettevote.ee)' }]);
    expect(fieldError(invalid)).toBe('Palun sisesta korrektne veebilehe aadress (nt. minuettevote.ee)');
    expect(fieldError(testerReducer(invalid, { type: 'type', input: 'abc' }))).toBeNull();
  });

  it('a whole failure returns to the form with the spec’s message and keeps the address', () => {
    const failed = apply([{ type: 'type', input: 'näide.ee' }, { type: 'start', run: 1, site: 'näide.ee' }, { type: 'fail', run: 1, message: WHOLE_FAILURE }]);
    expect(failed).toEqual({ phase: 'error', input: 'näide.ee', message: WHOLE_FAILURE });
    expect(fieldError(failed)).toBe(WHOLE_FAILURE);
  });

  it('an older run changes nothing once the visitor started over', () => {
    const second = apply([{ type: 'start', run: 1, site: 'a.ee' }, { type: 'reset' }, { type: 'type', input: 'b.ee' }, { type: 'start', run: 2, site: 'b.ee' }]);
    for (const stale of [
      { type: 'checkDone', run: 1, name: 'ssl' },
      { type: 'finishing', run: 1 },
      { type: 'finished', run: 1, result: sampleResult() },
      { type: 'fail', run: 1, message: WHOLE_FAILURE },
    ] as TesterAction[]) {
      expect(testerReducer(second, stale)).toBe(second);
    }
  });

  it('saved results show only while the form is untouched; reset empties everything', () => {
    const restored = testerReducer(initialTesterState, { type: 'restore', input: 'näide.ee', result: sampleResult() });
    expect(restored).toEqual({ phase: 'results', input: 'näide.ee', result: sampleResult(), focus: false });
    expect(announcement(restored)).toBe('');
    const running = apply([{ type: 'start', run: 1, site: 'a.ee' }]);
    expect(testerReducer(running, { type: 'restore', input: 'näide.ee', result: sampleResult() })).toBe(running);
    expect(testerReducer(restored, { type: 'reset' })).toEqual(initialTesterState);
  });
});
