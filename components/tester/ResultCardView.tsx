import { GradeBadge } from '@/components/tester/GradeBadge';
import type { ResultCard } from '@/lib/tester/report';

const ACCENT: Record<ResultCard['grade'], string> = {
  good: 'before:bg-emerald-500',
  warning: 'before:bg-amber-400',
  bad: 'before:bg-red-500',
  unknown: 'before:bg-slate-300',
  info: 'before:bg-brand-300',
};

/**
 * One result for a business owner: what was checked, the grade, what was found and why it matters.
 * Everything from the tested site arrives here as a string and is rendered as text, never as HTML.
 */
export function ResultCardView({ card }: { card: ResultCard }) {
  return (
    <li
      data-card={card.id}
      data-grade={card.grade}
      className={`card relative flex flex-col overflow-hidden p-5 before:absolute before:inset-y-0 before:left-0 before:w-1 ${ACCENT[card.grade]}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h4 className="text-base font-semibold text-slate-900">{card.title}</h4>
        <GradeBadge grade={card.grade} label={card.gradeLabel} />
      </div>
      <p className="mt-3 text-2xl font-bold tracking-tight text-slate-900">{card.value}</p>
      <p className="mt-2 text-sm leading-relaxed break-words text-slate-700">{card.found}</p>
      <p className="mt-4 border-t border-slate-100 pt-3 text-sm leading-relaxed text-slate-600">
        <span className="font-semibold text-slate-800">Miks see oluline on? </span>
        {card.why}
      </p>
    </li>
  );
}
