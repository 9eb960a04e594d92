'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { KEEP_TEXTS } from '@/lib/tester/report/keep-words';
import type { TestResult } from '@/lib/tester/state/schema';

type ShareState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'copied' } | { kind: 'fallback'; link: string } | { kind: 'failed' };

/**
 * Keep and share a report: "Salvesta PDF" (the browser's print dialog; the print stylesheet leaves only the report),
 * "Jaga tulemust" (a link that carries the result in its fragment, copied to the clipboard; when the browser refuses,
 * the link in a read-only field, selected), and "Testi uuesti".
 */
export function ReportTools({ result, onRetest }: { result: TestResult; onRetest: () => void }) {
  const [share, setShare] = useState<ShareState>({ kind: 'idle' });
  const fieldRef = useRef<HTMLInputElement>(null);
  const uid = useId();

  const copyLink = async () => {
    if (share.kind === 'busy') return;
    setShare({ kind: 'busy' });
    let link: string;
    try {
      const { shareLink } = await import('@/lib/tester/state/share');
      // A result saved before tests were dated is shared with the time it is shared.
      link = await shareLink(window.location.href, { ...result, testedAt: result.testedAt ?? Date.now() });
    } catch (reason) {
      console.warn('[tester] no share link', reason);
      setShare({ kind: 'failed' });
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setShare({ kind: 'copied' });
    } catch {
      setShare({ kind: 'fallback', link });
    }
  };

  // The field with the link takes focus, selected, when it appears: one copy away.
  const fallback = share.kind === 'fallback';
  useEffect(() => {
    if (!fallback) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [fallback]);

  const message = share.kind === 'copied' ? KEEP_TEXTS.copied : share.kind === 'failed' ? KEEP_TEXTS.shareFailed : '';

  return (
    <div data-report-tools className="print:hidden">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" className="btn-secondary" onClick={() => window.print()} title={KEEP_TEXTS.printHint}>
          {KEEP_TEXTS.print}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void copyLink()} aria-disabled={share.kind === 'busy' || undefined}>
          {share.kind === 'busy' ? KEEP_TEXTS.sharing : KEEP_TEXTS.share}
        </button>
        <button type="button" className="btn-secondary" onClick={onRetest}>
          {KEEP_TEXTS.retest}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden">
        {message}
      </p>
      {share.kind === 'fallback' ? (
        <div className="mt-3">
          <label htmlFor={`${uid}-link`} className="field-label">
            {KEEP_TEXTS.copyFallbackLabel}
          </label>
          <input
            ref={fieldRef}
            id={`${uid}-link`}
            readOnly
            value={share.link}
            aria-describedby={`${uid}-hint`}
            className="field-input w-full text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={`${uid}-hint`} className="mt-2 text-sm text-slate-700">
            {KEEP_TEXTS.copyFallbackHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}
