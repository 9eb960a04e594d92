import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudies } from '@/content/case-studies';
import { clientsPrimary, clientsSecondary } from '@/content/clients';
import { partners } from '@/content/partners';
import { projects } from '@/content/portfolio';
import { RATING_MAX, reviews } from '@/content/reviews';
import { contentList } from '@/lib/content';
import { SHARE_COLORS } from '@/lib/seo/share-image';

describe('content lists', () => {
  const schema = contentList(z.object({ id: z.string(), text: z.string().min(1) }), 'id', 'content/naide.ts');

  it('take any number of items', () => {
    expect(schema.parse([{ id: 'a', text: 'Üks' }])).toHaveLength(1);
    expect(schema.parse(Array.from({ length: 30 }, (_, i) => ({ id: `id-${i}`, text: 'Tekst' })))).toHaveLength(30);
  });

  it('refuse an empty list, an id used twice and an incomplete item, naming the file', () => {
    const messages = (items: unknown) => schema.safeParse(items).error?.issues.map((issue) => issue.message);
    expect(messages([])).toEqual(['content/naide.ts: the list is empty']);
    expect(messages([{ id: 'a', text: 'Üks' }, { id: 'a', text: 'Kaks' }])).toEqual(['content/naide.ts: id "a" is used twice']);
    expect(schema.safeParse([{ id: 'a', text: '' }]).success).toBe(false);
  });
});

describe('every picture the content names exists in public/', () => {
  const pictures: [string, string][] = [
    ...reviews.map((r): [string, string] => [`review ${r.id}`, r.image]),
    ...[...clientsPrimary, ...clientsSecondary].map((c): [string, string] => [`client ${c.name}`, c.logo]),
    ...partners.flatMap((p): [string, string][] => [[`partner ${p.id}`, p.logo], ...(p.fallbackLogo ? [[`partner ${p.id}`, p.fallbackLogo] as [string, string]] : [])]),
    ...projects.map((p): [string, string] => [`project ${p.id}`, p.image]),
    ...caseStudies.flatMap((s) => [s.image, s.beforeImage, s.afterImage, s.sliderBefore, s.sliderAfter].map((path): [string, string] => [`case study ${s.id}`, path])),
  ];
  it.each(pictures)('%s: %s', (_, path) => expect(existsSync(`public${path}`)).toBe(true));
});

describe('content readers rely on', () => {
  it('reviews rate on the 1-5 scale and every client, partner and project has a name a screen reader can say', () => {
    for (const review of reviews) expect(review.rating).toBeLessThanOrEqual(RATING_MAX);
    for (const item of [...clientsPrimary, ...clientsSecondary, ...partners]) expect(item.name.trim()).not.toBe('');
    for (const project of projects) expect(project.title.trim()).not.toBe('');
  });
});

describe('share pictures', () => {
  it('use the colours of app/globals.css', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    const themeColour = (name: string) => new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1].trim();
    const names: Record<string, string> = { brand50: 'brand-50', brand100: 'brand-100', brand200: 'brand-200', brand600: 'brand-600', brand800: 'brand-800', accent500: 'accent-500' };
    for (const [key, cssName] of Object.entries(names)) expect(SHARE_COLORS[key as keyof typeof SHARE_COLORS], cssName).toBe(themeColour(cssName));
  });
});
