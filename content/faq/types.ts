import { z } from 'zod';

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(5),
  answer: z.string().min(20),
});

export type FaqItem = z.infer<typeof faqItemSchema>;

/** Validates a FAQ set at build time (ids unique, exact item count). */
export function faqSet(items: FaqItem[], count: number): readonly FaqItem[] {
  const parsed = z.array(faqItemSchema).length(count).parse(items);
  const ids = new Set(parsed.map((i) => i.id));
  if (ids.size !== parsed.length) throw new Error('FAQ ids must be unique');
  return parsed;
}
