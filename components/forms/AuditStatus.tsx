import type { Ref } from 'react';
import { AUDIT_TEXTS } from '@/components/forms/audit-texts';
import type { SendStatus } from '@/components/forms/useSendForm';
import { site } from '@/lib/site';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * The audit form's status line, which takes focus after a success. It announces the spec's success message (3 s)
 * or its failure message, the failure with the agency's e-mail and phone as a way forward. With the success comes a
 * short line naming the address sent, which stays when the message goes (a removal is not announced), until the next
 * request is started: focus is never left on an empty line.
 */
export function AuditStatus({ ref, status, sentSite, dark }: { ref: Ref<HTMLDivElement>; status: SendStatus; sentSite: string | null; dark: boolean }) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className="mt-3 min-h-6 space-y-1 text-sm font-medium not-empty:mb-3">
      {status === 'success' ? <p className={dark ? 'text-white' : 'text-emerald-700'}>{AUDIT_TEXTS.success}</p> : null}
      {status === 'error' ? (
        <div className={dark ? 'rounded-lg bg-white px-3 py-2 text-red-700' : 'text-red-700'}>
          <p>{AUDIT_TEXTS.failure}</p>
          <p className="mt-1 font-normal text-slate-700">
            {AUDIT_TEXTS.reachPrefix}
            <a href={`mailto:${site.email}`} className={LINK}>
              {site.email}
            </a>
            {AUDIT_TEXTS.reachMiddle}
            <a href={`tel:${site.phoneHref}`} className={`whitespace-nowrap ${LINK}`}>
              {site.phone}
            </a>
            .
          </p>
        </div>
      ) : null}
      {sentSite && (status === 'success' || status === 'idle') ? (
        <p className={`flex items-start gap-2 ${dark ? 'text-white' : 'text-emerald-800'}`} data-audit-sent>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
            <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
          {AUDIT_TEXTS.sent(sentSite)}
        </p>
      ) : null}
    </div>
  );
}
