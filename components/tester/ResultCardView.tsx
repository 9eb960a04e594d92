import { GradeBadge } from '@/components/tester/GradeBadge';
import type { CardDetail, ResultCard } from '@/lib/tester/report';

const ACCENT: Record<ResultCard['grade'], string> = {
  good: 'before:bg-emerald-500',
  warning: 'before:bg-amber-400',
  bad: 'before:bg-red-500',
  unknown: 'before:bg-slate-300',
  info: 'before:bg-brand-300',
};

const DETAIL_TONE: Record<CardDetail['status'], string> = {
  pass: 'bg-emerald-50 text-emerald-800',
  warn: 'bg-amber-50 text-amber-900',
  fail: 'bg-red-50 text-red-800',
  na: 'bg-slate-100 text-slate-700',
};

/** The lead of a card's advice (copy review T10). */
export const FIX_LEAD: string = process.env.SITE_LOCALE === 'en' ? 'What to do:' : 'Mida teha:';

const TEXTS = process.env.SITE_LOCALE === 'en' ? { details: 'details', why: 'Why does it matter? ' } : { details: 'üksikasjad', why: 'Miks see oluline on? ' };

/**
 * One result for a business owner: what was checked, the grade, what was found, what to do and why it matters; a card with
 * items (the security findings) lists each with its verdict and spans its row.
 * Everything from the tested site arrives here as a string and is rendered as text, never as HTML.
 */
export function ResultCardView({ card, change = null }: { card: ResultCard; change?: string | null }) {
  const details = card.details ?? [];
  return (
    <li
      data-card={card.id}
      data-grade={card.grade}
      className={`card relative flex flex-col overflow-hidden p-5 break-inside-avoid print:shadow-none before:absolute before:inset-y-0 before:left-0 before:w-1 ${ACCENT[card.grade]} ${details.length ? 'md:col-span-2 xl:col-span-4' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h4 className="min-w-0 text-base font-semibold text-slate-900">{card.title}</h4>
        <GradeBadge grade={card.grade} label={card.gradeLabel} />
      </div>
      <p className="mt-3 text-2xl font-bold tracking-tight text-slate-900">{card.value}</p>
      {change ? (
        <p data-change className="mt-1 text-sm text-slate-600">
          {change}
        </p>
      ) : null}
      <p className="mt-2 text-sm leading-relaxed break-words text-slate-700">{card.found}</p>
      {card.fix ? <FixLine fix={card.fix} className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm" /> : null}
      {details.length ? (
        <ul className="mt-4 grid gap-x-6 gap-y-3 text-sm lg:grid-cols-2" aria-label={`${card.title}: ${TEXTS.details}`}>
          {details.map((detail) => (
            <li key={detail.id} data-finding={detail.id} data-status={detail.status} className="flex min-w-0 flex-col gap-1 border-t border-slate-100 pt-3">
              <span className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${DETAIL_TONE[detail.status]}`}>{detail.statusLabel}</span>
                <span className="font-semibold text-slate-900">{detail.label}</span>
              </span>
              <span className="leading-relaxed break-words text-slate-700">{detail.text}</span>
              {detail.fix ? <FixLine fix={detail.fix} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 border-t border-slate-100 pt-3 text-sm leading-relaxed text-slate-600">
        <span className="font-semibold text-slate-800">{TEXTS.why}</span>
        {card.why}
      </p>
    </li>
  );
}

/** "Mida teha: …", the advice of a card or of one of its items. */
function FixLine({ fix, className = '' }: { fix: string; className?: string }) {
  return (
    <p data-fix className={`leading-relaxed break-words text-slate-800 ${className}`}>
      <span className="font-semibold text-slate-900">{FIX_LEAD} </span>
      {fix}
    </p>
  );
}
