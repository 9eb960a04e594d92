import { describe, expect, it } from 'vitest';
import { clearSavedTest, hasSavedTest, loadSavedTest, saveTest, STORAGE_KEYS, STORAGE_VERSION } from '@/lib/tester/state/storage';
import { memoryStorage } from '../../fixtures/tester/memory-storage';
import { sampleResult } from '../../fixtures/tester/result';

const saved = (result: unknown, url = 'näide.ee') =>
  memoryStorage({ [STORAGE_KEYS.lastUrl]: url, [STORAGE_KEYS.lastResults]: typeof result === 'string' ? result : JSON.stringify(result) });

describe('saved results', () => {
  it('uses two keys: the last address and the last results', () => {
    const storage = memoryStorage();
    expect(saveTest('näide.ee', sampleResult(), storage)).toBe(true);
    expect([...storage.data.keys()].sort()).toEqual([STORAGE_KEYS.lastResults, STORAGE_KEYS.lastUrl].sort());
    expect(storage.data.get(STORAGE_KEYS.lastUrl)).toBe('näide.ee');
  });

  it('round-trips a result', () => {
    const storage = memoryStorage();
    saveTest('näide.ee', sampleResult(), storage);
    expect(hasSavedTest(storage)).toBe(true);
    expect(loadSavedTest(storage)).toEqual({ url: 'näide.ee', result: sampleResult() });
  });

  it('round-trips a result measured by the tester API (findings and server facts)', () => {
    const storage = memoryStorage();
    const measured = sampleResult({
      security: { score: 92, measured: true, error: null, findings: [{ id: 'hsts', status: 'warn', facts: { case: 'short', maxAge: 2_592_000 } }] },
      server: {
        finalUrl: 'https://xn--nide-loa.ee/',
        redirects: [{ url: 'https://xn--nide-loa.ee/', status: 301, location: 'https://www.xn--nide-loa.ee/' }],
        httpsRedirect: { applicable: true, reachable: true, redirects: true, from: 'http://xn--nide-loa.ee/', to: 'https://xn--nide-loa.ee/', status: 301 },
        http2: true,
        compression: 'br',
        bodyBytes: 14200,
        ttfbMs: 230,
        totalMs: 310,
      },
    });
    saveTest('näide.ee', measured, storage);
    expect(loadSavedTest(storage)).toEqual({ url: 'näide.ee', result: measured });
  });

  it('nothing saved: null, and nothing is touched', () => {
    const storage = memoryStorage({ other: 'x' });
    expect(hasSavedTest(storage)).toBe(false);
    expect(loadSavedTest(storage)).toBeNull();
    expect(storage.data.get('other')).toBe('x');
  });

  it.each([
    ['not JSON', '{"version":1,"result":'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['an older version', { version: 0, result: sampleResult() }],
    ['a save of version 2 (security was only a score)', { version: 2, result: { ...sampleResult(), security: { score: 75 }, server: undefined } }],
    ['an unknown finding status', { version: STORAGE_VERSION, result: sampleResult({ security: { score: 80, measured: true, error: null, findings: [{ id: 'csp', status: 'ok' as 'pass', facts: { case: 'missing' } }] } }) }],
    ['no version wrapper (old shape)', sampleResult()],
    ['a missing section', { version: STORAGE_VERSION, result: { ...sampleResult(), lighthouse: undefined } }],
    ['a wrong type', { version: STORAGE_VERSION, result: sampleResult({ security: { ...sampleResult().security, score: '75' as unknown as number } }) }],
    ['a score out of range', { version: STORAGE_VERSION, result: sampleResult({ security: { ...sampleResult().security, score: 750 } }) }],
    ['an unknown SSL status', { version: STORAGE_VERSION, result: { ...sampleResult(), ssl: { ...sampleResult().ssl, status: 'DONE' } } }],
    ['a malformed visit time', { version: STORAGE_VERSION, result: { ...sampleResult(), stats: { ...sampleResult().stats, avgVisitDuration: '99' } } }],
  ])('corrupt data (%s) is dropped silently and removed', (_, value) => {
    const storage = saved(value);
    expect(() => loadSavedTest(storage)).not.toThrow();
    expect(loadSavedTest(saved(value))).toBeNull();
    loadSavedTest(storage);
    expect(storage.data.size).toBe(0);
  });

  it('results without an address are dropped', () => {
    const storage = saved({ version: STORAGE_VERSION, result: sampleResult() }, '  ');
    expect(loadSavedTest(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('storage that throws never crashes', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadSavedTest(throwing)).toBeNull();
    expect(hasSavedTest(throwing)).toBe(false);
    expect(saveTest('x.ee', sampleResult(), throwing)).toBe(false);
    expect(() => clearSavedTest(throwing)).not.toThrow();
    expect(loadSavedTest(null)).toBeNull();
  });

  it('clearing removes both keys and nothing else', () => {
    const storage = saved({ version: STORAGE_VERSION, result: sampleResult() });
    storage.setItem('other', 'keep');
    clearSavedTest(storage);
    expect([...storage.data.keys()]).toEqual(['other']);
  });
});
