'use client';

import { STATIC_BLOCK_ATTRIBUTE, STATIC_BLOCK_STUB } from '@/lib/static-blocks.mjs';

/** Texts taken from the page, by key: the page may be rendered again later from the router's cache, whose copy holds the stub. */
const fromPage = new Map<string, string>();

/**
 * The block's text. The document's own payload holds the stub instead (scripts/build/static-blocks-once.mjs), so the
 * first render, which hydrates the page, reads it from the element the HTML already has.
 */
function blockText(html: string, blockKey: string): string {
  if (html !== STATIC_BLOCK_STUB) return html;
  const known = fromPage.get(blockKey);
  if (known !== undefined) return known;
  const element = typeof document === 'undefined' ? null : document.querySelector(`[${STATIC_BLOCK_ATTRIBUTE}="${blockKey}"]`);
  if (!element) return html;
  const text = element.innerHTML;
  fromPage.set(blockKey, text);
  return text;
}

type Props = { html: string; blockKey: string; id?: string; className?: string };

/**
 * A static block (lib/static-blocks.mjs): HTML that React writes and never walks (a `div`), or a JSON-LD `script`.
 * A client component only so that it can take its text from the page; it has no state and no effect.
 */
export function StaticBlock({ as = 'div', html, blockKey, id, className }: Props & { as?: 'div' | 'script' }) {
  const attributes = { id, className, [STATIC_BLOCK_ATTRIBUTE]: blockKey, dangerouslySetInnerHTML: { __html: blockText(html, blockKey) } };
  return as === 'script' ? <script type="application/ld+json" {...attributes} /> : <div {...attributes} />;
}
