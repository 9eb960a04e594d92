/**
 * When the tester API refuses a run (429 too many requests, or 503 busy with Retry-After): the run stops at once
 * with the seconds to wait, and the form counts them down ("Liiga palju päringuid, proovi {n} sekundi pärast
 * uuesti"), then is ready again.
 */
import { describe, expect, it } from 'vitest';
import { normalizeAddress, type TestAddress } from '@/lib/tester/engine/address';
import { refusalSeconds } from '@/lib/tester/engine/api';
import { retryAfterSeconds, tryAgainMessage, TryAgainLaterError } from '@/lib/tester/engine/busy';
import { runWebsiteTest } from '@/lib/tester/engine/run';
import { announcement, countdownText, fieldError, initialTesterState, READY_AGAIN, testerReducer, type TesterState } from '@/lib/tester/state/run-state';
import { fakeApiFetch, TEST_API, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import { SITES } from '../../fixtures/tester/sites';

const address = normalizeAddress(SITES.good.host) as { ok: true; address: TestAddress };
const refusal = (status: number, code: string, retryAfter?: string) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ error: code }),
  ...(retryAfter ? { headers: { 'Retry-After': retryAfter } } : {}),
});

/** A run through the fake API in which `endpoint` is refused. */
async function runRefused(endpoint: string, status: number, code: string, retryAfter?: string) {
  const fake = fakeApiFetch(SITES.good, { override: (call) => (call.url.startsWith(`${TEST_API}/${endpoint}`) ? refusal(status, code, retryAfter) : undefined) });
  const started = Date.now();
  const error = await runWebsiteTest(address.address, { fetch: fake.fetch, proxy: TEST_PROXY, testerApi: TEST_API, sleep: () => new Promise(() => {}) }).catch((e: unknown) => e);
  return { error, ms: Date.now() - started };
}

describe('a run the API refuses stops at once with the seconds to wait', () => {
  it.each([
    ['inspect', 429, 'rate_limited', '42', 42],
    ['proxy', 429, 'rate_limited', '7', 7],
    ['pagespeed', 503, 'busy', '12', 12],
    ['validate', 429, 'rate_limited', undefined, 60],
  ])('/%s answering %i %s (Retry-After %s)', async (endpoint, status, code, retryAfter, seconds) => {
    // The visitor statistics would wait forever here (sleep never ends): the run does not wait for them.
    const { error, ms } = await runRefused(endpoint, status, code, retryAfter);
    expect(error).toBeInstanceOf(TryAgainLaterError);
    expect((error as TryAgainLaterError).seconds).toBe(seconds);
    expect(ms).toBeLessThan(2_000);
  });

  it('a 503 without Retry-After (no PageSpeed key) is no refusal of the run, nor is a proxied 503 of the site', () => {
    expect(refusalSeconds(new Response('{}', { status: 503 }))).toBeNull();
    expect(refusalSeconds(new Response('', { status: 503, headers: { 'X-Upstream-Status': '503', 'Retry-After': '5' } }))).toBeNull();
    expect(refusalSeconds(new Response('', { status: 429, headers: { 'X-Upstream-Status': '429', 'Retry-After': '5' } }))).toBeNull();
    expect(refusalSeconds(new Response('{}', { status: 503, headers: { 'Retry-After': '5' } }))).toBe(5);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:00:45 GMT', now)).toBe(45);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });
});

describe('the form counts the wait down', () => {
  const running: TesterState = { phase: 'running', input: 'paikesekiir.test', run: 3, site: 'paikesekiir.test', progress: 40, finishing: false, done: [] };

  it('"Liiga palju päringuid, proovi {n} sekundi pärast uuesti", from Retry-After down to ready', () => {
    const now = 1_000_000;
    let state = testerReducer(running, { type: 'refused', run: 3, until: now + 3_000, now });
    expect(countdownText(state)).toBe('Liiga palju päringuid, proovi 3 sekundi pärast uuesti');
    expect(state).toMatchObject({ phase: 'wait', announce: tryAgainMessage(3) });
    expect(fieldError(state)).toBeNull();
    state = testerReducer(state, { type: 'countdown', now: now + 1_100 });
    expect(countdownText(state)).toBe('Liiga palju päringuid, proovi 2 sekundi pärast uuesti');
    expect(testerReducer(state, { type: 'countdown', now: now + 1_500 })).toBe(state); // same second: no new state
    // Typing meanwhile keeps the countdown.
    state = testerReducer(state, { type: 'type', input: 'vanapood.test' });
    expect(state).toMatchObject({ phase: 'wait', input: 'vanapood.test' });
    state = testerReducer(state, { type: 'countdown', now: now + 2_100 });
    expect(countdownText(state)).toBe('Liiga palju päringuid, proovi 1 sekundi pärast uuesti');
    state = testerReducer(state, { type: 'countdown', now: now + 3_000 });
    expect(state).toEqual({ phase: 'form', input: 'vanapood.test', addressError: null, ready: true });
    expect(announcement(state)).toBe(READY_AGAIN);
    expect(announcement(testerReducer(state, { type: 'type', input: 'x' }))).toBe('');
  });

  it("an older run's refusal changes nothing", () => {
    expect(testerReducer(running, { type: 'refused', run: 2, until: 5_000, now: 0 })).toBe(running);
    expect(testerReducer(initialTesterState, { type: 'countdown', now: 0 })).toBe(initialTesterState);
  });
});
