/**
 * What `npm run new-article -- "Pealkiri"` (scripts/dev/new-article.mjs) writes: the slug made from an Estonian
 * title, the next free id and the article file with its frontmatter and a body outline.
 * Plain JavaScript so that the Node script can import it as it is; types in new-article.d.mts.
 */

/** Length limits of a title and a description (the frontmatter schema, lib/blog/schema.ts, uses the same). */
export const TITLE_LENGTH = { min: 10, max: 120 };
export const DESCRIPTION_LENGTH = { min: 50, max: 200 };

/**
 * Marks the outline's placeholder text. A published article (without `draft: true`) that still contains it
 * fails the build, so a half-written article never reaches readers.
 */
export const PLACEHOLDER_MARK = 'TÄIDA:';

/** The longest slug the script makes; it is cut at a word boundary. */
const SLUG_MAX_LENGTH = 80;

/**
 * An address-safe slug of an Estonian title: õ ä ö ü š ž become o a o u s z (as do other accented letters),
 * "&" becomes "ja", anything that is not a letter or a digit becomes one hyphen, no hyphen at either end.
 * "Kas šokolaadipood vajab e-poodi?" -> "kas-sokolaadipood-vajab-e-poodi"
 */
export function estonianSlug(title) {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ja ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** The id after the largest one in use ("1" when there are no articles). */
export function nextArticleId(ids) {
  const numbers = ids.map(Number).filter((n) => Number.isInteger(n));
  return String(numbers.length ? Math.max(...numbers) + 1 : 1);
}

/** A calendar date as YYYY-MM-DD in the machine's own time zone (the day the editor sees). */
export function isoDay(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The new article's file: valid frontmatter (a draft until the editor removes `draft: true`) and an outline. */
export function newArticleSource({ id, slug, title, date }) {
  const M = PLACEHOLDER_MARK;
  return `---
id: "${id}"
slug: ${slug}
title: ${JSON.stringify(title)}
description: "${M} üks-kaks lauset, mida lugeja sellest artiklist teada saab. Seda näevad Google ja blogi kaart."
date: ${date}
tags: [Nõuanded]
cta: default
draft: true
---

${M} sissejuhatus. Kirjelda paari lausega lugeja muret või küsimust ja ütle, mida ta sellest artiklist teada saab.

## ${M} esimene alapealkiri

${M} selgita esimest mõtet lihtsate sõnadega. Too näide päris elust ja konkreetsed numbrid.

## ${M} teine alapealkiri

${M} teine mõte. Loetelu aitab lugejal teksti kiiresti läbi vaadata:

- ${M} esimene punkt
- ${M} teine punkt

## Kokkuvõte

${M} korda kahe-kolme lausega üle, mida lugeja nüüd teha saab.

Kas tahad teada, mida sinu lehel parandada? [Telli tasuta audit](/#audit) ja saad paari päeva jooksul konkreetse nimekirja.
`;
}
