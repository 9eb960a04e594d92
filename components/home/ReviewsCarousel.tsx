'use client';

import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_TRANSITION_MS,
  slideOffset,
  swipeStep,
  wrapIndex,
} from '@/lib/carousel';
import { prefersReducedMotion } from '@/lib/scroll';
import { HOME_CAROUSEL } from '@messages/home-carousel';

const arrowButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50';

/**
 * The reviews carousel: the current card in the centre and, on large screens, the faded previous and next
 * ones. Dots jump, arrows and arrow keys step, a drag or swipe over 50 px steps with wrap-around. It advances
 * every 20 s unless hovered, focused, paused with its button or the visitor prefers reduced motion; a change
 * blocks further changes for 500 ms. A change the visitor makes is announced by a status line ("Arvustus 3 / 4:
 * Maarja Randoja"); the automatic rotation is not. The slides are server-rendered and passed in; their lazy pictures all load once
 * the carousel nears the screen.
 */
export function ReviewsCarousel({ slides, names, label }: { slides: ReactNode[]; names: string[]; label: string }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  /** Said once the visitor has changed the review; the automatic rotation stays silent (WCAG 2.2.2, 4.1.3). */
  const [announcement, setAnnouncement] = useState('');
  const lockedUntil = useRef(0);
  const dragStart = useRef<number | null>(null);
  const region = useRef<HTMLDivElement>(null);

  // The slides' pictures are lazy, and the browser would fetch a hidden slide's only as it slides in (off to the side,
  // it is clipped out of view): once the carousel comes within a screen of view, every slide's picture loads.
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const loadAll = () => element.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
    if (typeof IntersectionObserver === 'undefined') return loadAll();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        loadAll();
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  /** `byVisitor`: an arrow, a dot, a key or a swipe, which the status line then announces ("Arvustus 3 / 4: …"). */
  const go = (target: number, byVisitor = true) => {
    const next = wrapIndex(target, count);
    const now = performance.now();
    if (next === index || now < lockedUntil.current) return;
    lockedUntil.current = now + CAROUSEL_TRANSITION_MS;
    setIndex(next);
    setAnnouncement(byVisitor ? HOME_CAROUSEL.now(next + 1, count, names[next]) : '');
  };

  const rotating = !paused && !hovered && !focused && !reducedMotion;
  // Checked again when the timer fires, in case the preference was not known yet when it was set.
  const advance = useEffectEvent(() => prefersReducedMotion() || go(index + 1, false));
  useEffect(() => {
    if (!rotating) return;
    // Restarted by every change of slide, so each slide is shown for the full interval.
    const timer = window.setTimeout(() => advance(), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index]);

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={HOME_CAROUSEL.carousel}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(index - 1);
        else if (event.key === 'ArrowRight') go(index + 1);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      <div
        className="relative cursor-grab touch-pan-y select-none overflow-hidden py-2 active:cursor-grabbing lg:[mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)]"
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && event.button !== 0) return;
          dragStart.current = event.clientX;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerUp={(event) => {
          if (dragStart.current === null) return;
          const step = swipeStep(event.clientX - dragStart.current);
          dragStart.current = null;
          if (step) go(index + step);
        }}
        onPointerCancel={() => (dragStart.current = null)}
        onDragStart={(event) => event.preventDefault()}
      >
        <div className="mx-auto grid w-full max-w-2xl">
          {slides.map((slide, i) => {
            const offset = slideOffset(i, index, count);
            const near = Math.abs(offset) <= 1;
            const style: CSSProperties = {
              transform: `translateX(calc(${offset} * (100% + 2rem))) scale(${offset === 0 ? 1 : 0.92})`,
              opacity: offset === 0 ? 1 : near ? 0.35 : 0,
              visibility: near ? 'visible' : 'hidden',
              transitionProperty: near ? 'transform, opacity' : 'opacity, visibility',
              transitionDuration: `${CAROUSEL_TRANSITION_MS}ms`,
            };
            return (
              <div
                key={i}
                role="group"
                aria-roledescription={HOME_CAROUSEL.slide}
                aria-label={HOME_CAROUSEL.slideName(i + 1, count, names[i])}
                aria-hidden={offset !== 0 || undefined}
                inert={offset !== 0}
                className="col-start-1 row-start-1 ease-out"
                style={style}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-2.5 sm:mt-8 sm:gap-4">
        <button type="button" className={arrowButton} aria-label={HOME_CAROUSEL.previous} onClick={() => go(index - 1)}>
          <Chevron direction="left" />
        </button>
        <div className="flex items-center gap-1">
          {names.map((name, i) => (
            <button
              key={name}
              type="button"
              aria-label={HOME_CAROUSEL.show(i + 1, name)}
              aria-current={i === index || undefined}
              className="group/dot inline-flex size-7 items-center justify-center rounded-full sm:size-8"
              onClick={() => go(i)}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all forced-colors:border-2 ${i === index ? 'w-7 bg-brand-600 forced-colors:bg-[Highlight]' : 'w-2.5 bg-slate-400 group-hover/dot:bg-slate-600'}`}
              />
            </button>
          ))}
        </div>
        <button type="button" className={arrowButton} aria-label={HOME_CAROUSEL.next} onClick={() => go(index + 1)}>
          <Chevron direction="right" />
        </button>
        <button
          type="button"
          className="btn-ghost px-3 py-2 text-sm motion-reduce:hidden"
          aria-label={paused ? HOME_CAROUSEL.resumeLabel : HOME_CAROUSEL.pauseLabel}
          onClick={() => setPaused((p) => !p)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            {paused ? <path d="M6 4.5v11l9-5.5-9-5.5Z" /> : <path d="M5.5 4h3v12h-3zM11.5 4h3v12h-3z" />}
          </svg>
          {paused ? HOME_CAROUSEL.resume : HOME_CAROUSEL.pause}
        </button>
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
    </svg>
  );
}
