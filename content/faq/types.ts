import { z } from 'zod';
import { contentList } from '@/lib/content';

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(5),
  answer: z.string().min(20),
});

export type FaqItem = z.infer<typeof faqItemSchema>;

/** Validates a FAQ set at build time: every item complete, ids unique. */
export function faqSet(items: FaqItem[]): readonly FaqItem[] {
  return contentList(faqItemSchema, 'id', 'FAQ').parse(items);
}
