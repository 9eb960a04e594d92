import type { HowToStep } from '@/lib/blog/schema';

/** The article's HowTo steps (from its frontmatter) as a numbered list; the same steps feed the HowTo JSON-LD. */
export function HowToSteps({ title, steps }: { title: string; steps: readonly HowToStep[] }) {
  return (
    <section aria-labelledby="samm-pealkiri" className="my-10 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8">
      <h2 id="samm-pealkiri" className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
      <ol className="mt-6 space-y-5">
        {steps.map((step, index) => (
          <li key={step.name} id={`samm-${index + 1}`} className="flex gap-4">
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">
                <span className="sr-only">Samm {index + 1}: </span>
                {step.name}
              </h3>
              <p className="mt-1 leading-relaxed text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
