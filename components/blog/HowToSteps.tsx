import type { HowToStep } from '@/lib/blog/schema';
import { NumberedSteps } from '@/components/ui/NumberedSteps';

/** The article's HowTo steps (from its frontmatter) as a numbered list; the same steps feed the HowTo JSON-LD. */
export function HowToSteps({ title, steps }: { title: string; steps: readonly HowToStep[] }) {
  return (
    <section aria-labelledby="howto-title" className="my-10 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8">
      <h2 id="howto-title" className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
      <NumberedSteps steps={steps.map((step) => ({ title: step.name, text: step.text }))} look="howto" className="mt-6 space-y-5" />
    </section>
  );
}
