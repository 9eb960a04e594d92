import type { ReactNode } from 'react';
import { howToStepAnchor } from '@/lib/blog/howto';
import { LAYOUT_UI } from '@messages/layout-ui';

/** One step: its heading and the sentence under it. */
export interface NumberedStep {
  title: string;
  text: ReactNode;
}

/**
 * How the list looks where it stands:
 * - `beside`: a round number badge beside each step (the contact page's "Mis edasi saab?");
 * - `howto`: the same with a filled badge, the number read out as "Samm N:" and each step an anchor (#samm-N, in English #step-N) for
 *   an article's HowTo steps;
 * - `cards`: a card per step with a square badge above its heading (the tester page's benefits);
 * - `labelled`: an outlined panel per step, "Samm N" written above its heading (the tester's next steps).
 */
export type StepsLook = 'beside' | 'howto' | 'cards' | 'labelled';

const LOOKS: Record<StepsLook, { item: string; marker: string; title: string; text: string }> = {
  beside: {
    item: 'flex gap-4',
    marker: 'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
    title: 'font-semibold',
    text: 'mt-1 text-slate-600',
  },
  howto: {
    item: 'flex gap-4',
    marker: 'grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white',
    title: 'font-semibold text-slate-900',
    text: 'mt-1 leading-relaxed text-slate-700',
  },
  cards: {
    item: 'card p-6',
    marker: 'flex size-10 items-center justify-center rounded-xl bg-brand-50 text-lg font-bold text-brand-700',
    title: 'mt-4 text-lg font-semibold',
    text: 'mt-2 leading-relaxed text-slate-600',
  },
  labelled: {
    item: 'relative rounded-2xl border border-slate-200 p-6',
    marker: 'text-sm font-semibold text-brand-700',
    title: 'mt-2 text-lg font-semibold',
    text: 'mt-2 leading-relaxed text-slate-600',
  },
};

/**
 * A numbered list of steps, "1, 2, 3", in one of the site's looks. An ordered list by default; `ordered={false}`
 * gives a plain list where the numbers only decorate (points that are not done in order).
 */
export function NumberedSteps({
  steps,
  look,
  className,
  ordered = true,
}: {
  steps: readonly NumberedStep[];
  look: StepsLook;
  /** The list's own spacing or grid, which depends on where it stands. */
  className: string;
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  const style = LOOKS[look];
  return (
    <List className={className}>
      {steps.map((step, index) => {
        const number = index + 1;
        const heading = <h3 className={style.title}>{step.title}</h3>;
        const text = <p className={style.text}>{step.text}</p>;
        if (look === 'labelled') {
          return (
            <li key={step.title} className={style.item}>
              <p className={style.marker}>{LAYOUT_UI.steps.step(number)}</p>
              {heading}
              {text}
            </li>
          );
        }
        const badge = (
          <span aria-hidden="true" className={style.marker}>
            {number}
          </span>
        );
        if (look === 'cards') {
          return (
            <li key={step.title} className={style.item}>
              {badge}
              {heading}
              {text}
            </li>
          );
        }
        return (
          <li key={step.title} id={look === 'howto' ? howToStepAnchor(number) : undefined} className={style.item}>
            {badge}
            <div>
              {look === 'howto' ? (
                <h3 className={style.title}>
                  <span className="sr-only">
                    {LAYOUT_UI.steps.step(number)}
                    {': '}
                  </span>
                  {step.title}
                </h3>
              ) : (
                heading
              )}
              {text}
            </div>
          </li>
        );
      })}
    </List>
  );
}
