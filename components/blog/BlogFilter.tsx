'use client';

import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BlogTagParam } from '@/components/blog/BlogTagParam';
import { blogTagHref, BLOG_ALL_TAG } from '@/lib/routes';
import { matchesTag, resolveTag } from '@/lib/blog/tags';
import { BLOG_FILTER } from '@messages/blog-filter';

export interface FilterItem {
  slug: string;
  tags: string[];
  /** The card, rendered on the server. */
  card: ReactNode;
}

/** Delay before the article images are fetched ahead of use (spec: 100 ms). */
export const IMAGE_PRELOAD_DELAY_MS = 100;

export interface PreloadImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * The blog list's tag filter. The static HTML lists every article; in the browser the `?tag=` value picks
 * the starting filter, and choosing a button shows only the articles with that tag and updates the address
 * without reloading the page. The buttons are toggles (aria-pressed), one on at a time: pressing the one that is
 * on turns it off, which is 'Kõik' (all articles).
 */
export function BlogFilter({ items, options, images }: { items: FilterItem[]; options: string[]; images: PreloadImage[] }) {
  const [active, setActive] = useState(BLOG_ALL_TAG);
  const tags = useMemo(() => options.filter((tag) => tag !== BLOG_ALL_TAG), [options]);

  const onTag = useCallback((query: string | null) => setActive(resolveTag(query, tags)), [tags]);

  // 100 ms after the page has loaded, fetch every card image (the same srcset candidate the card will use),
  // so that filtering shows images at once without competing with the first paint.
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => {
        for (const image of images) {
          const img = new Image();
          img.sizes = image.sizes;
          img.srcset = image.srcSet;
          img.src = image.src;
        }
      }, IMAGE_PRELOAD_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [images]);

  /** A tag's button toggles it: pressed again, it lets go and every article shows ('Kõik'), as its aria-pressed says. */
  const choose = (tag: string) => {
    const next = tag === active ? BLOG_ALL_TAG : tag;
    setActive(next);
    window.history.replaceState(window.history.state, '', blogTagHref(next));
  };

  const shown = items.filter((item) => matchesTag(item, active)).length;

  return (
    <>
      <Suspense fallback={null}>
        <BlogTagParam onTag={onTag} />
      </Suspense>
      <div role="group" aria-label={BLOG_FILTER.topics} className="flex flex-wrap gap-2">
        {options.map((tag) => {
          const pressed = tag === active;
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(tag)}
              className={`rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors sm:px-4 sm:py-2 ${
                pressed
                  ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800'
              }`}
            >
              {tag}
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="sr-only">
        {BLOG_FILTER.shown(active === BLOG_ALL_TAG ? null : active, shown)}
      </p>
      <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {items.map((item, index) => (
          <li
            key={item.slug}
            hidden={!matchesTag(item, active)}
            data-slug={item.slug}
            // 6 px of room around the card for its focus ring (3 px, 2 px out), which a lazy item's paint
            // containment would clip; the negative margin keeps the grid as it was.
            className={index === 0 ? '-m-1.5 p-1.5' : '-m-1.5 p-1.5 render-lazy [contain-intrinsic-height:auto_460px]'}
          >
            {item.card}
          </li>
        ))}
      </ul>
    </>
  );
}
