import { z } from 'zod';

/**
 * The schema of a list in content/ (reviews, clients, partners, projects, FAQ items, case studies): at least
 * one item, each valid, and `key` never used twice. How many items there are is the editor's choice.
 */
export function contentList<T extends z.ZodType<Record<string, unknown>>>(item: T, key: keyof z.output<T> & string, source: string) {
  return z
    .array(item)
    .min(1, `${source}: the list is empty`)
    .superRefine((items, ctx) => {
      const seen = new Set<unknown>();
      for (const [index, entry] of items.entries()) {
        const value = (entry as Record<string, unknown>)[key];
        if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, key], message: `${source}: ${key} "${String(value)}" is used twice` });
        seen.add(value);
      }
    });
}
