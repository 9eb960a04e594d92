'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { BLOG_BEFORE_AFTER as TEXTS } from '@messages/blog-before-after';

export interface BeforeAfterProps {
  before: string;
  after: string;
  /** Full-length screenshots the 'Enne' and 'Pärast' links open (default: the images shown). */
  beforeFull?: string;
  afterFull?: string;
  /** Intrinsic size of the screenshots (both the same). */
  width: number;
  height: number;
  /** What the screenshots show, e.g. "Elujõu e-poe avaleht". */
  subject: string;
  caption?: string;
}

/** Keyboard steps of the divider, in percent. */
const STEP = 5;
const PAGE_STEP = 20;

function clamp(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * Before/after comparison of two screenshots: a divider shows 'Enne' on its left and 'Pärast' on its right.
 * It is a native range input laid over the images, so a mouse drag, a touch drag, a click and the keyboard
 * (arrows, Page Up/Down, Home, End) all move it, and screen readers announce it as a slider.
 */
export function BeforeAfter({ before, after, beforeFull = before, afterFull = after, width, height, subject, caption }: BeforeAfterProps) {
  const [position, setPosition] = useState(50);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -STEP,
      ArrowDown: -STEP,
      ArrowRight: STEP,
      ArrowUp: STEP,
      PageDown: -PAGE_STEP,
      PageUp: PAGE_STEP,
    };
    if (event.key in moves) {
      event.preventDefault();
      setPosition((p) => clamp(p + moves[event.key]));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setPosition(event.key === 'Home' ? 0 : 100);
    }
  };

  const label = 'rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider shadow-sm';

  return (
    <figure className="mx-auto my-10 max-w-lg">
      <div
        className="relative aspect-[4/5] overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-card"
      >
        <img
          src={after}
          alt={TEXTS.picture(TEXTS.after, subject)}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover object-top"
        />
        <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }} data-testid="before-layer">
          <img
            src={before}
            alt={TEXTS.picture(TEXTS.before, subject)}
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            className="size-full object-cover object-top"
          />
        </div>
        <span aria-hidden="true" className={`${label} absolute left-3 top-3 bg-slate-900/85 text-white`}>
          {TEXTS.before}
        </span>
        <span aria-hidden="true" className={`${label} absolute right-3 top-3 bg-brand-700 text-white`}>
          {TEXTS.after}
        </span>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          onChange={(event) => setPosition(clamp(Number(event.target.value)))}
          onKeyDown={onKeyDown}
          aria-label={TEXTS.slider(subject)}
          aria-valuetext={TEXTS.position(position, 100 - position)}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-ew-resize touch-pan-y appearance-none opacity-0"
        />
        <div
          aria-hidden="true"
          style={{ left: `${position}%` }}
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(15_23_42/0.15)]"
        />
        <div
          aria-hidden="true"
          style={{ left: `${position}%` }}
          className="pointer-events-none absolute top-1/2 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-700 shadow-card-hover peer-focus-visible:outline-4 peer-focus-visible:outline-brand-500"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m9 6-6 6 6 6M15 6l6 6-6 6" />
          </svg>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-600">
        {caption ?? (
          <>
            <span className="pointer-coarse:hidden">{TEXTS.hints.pointer}</span>
            <span className="hidden pointer-coarse:inline">{TEXTS.hints.touch}</span>
          </>
        )}{' '}
        <span className="whitespace-nowrap">
          {TEXTS.fullSize}{' '}
          <PictureLink href={beforeFull} side={TEXTS.before} subject={subject} />
          {' · '}
          <PictureLink href={afterFull} side={TEXTS.after} subject={subject} />
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * A link that opens a screenshot itself, not a page: its name says so and says whose ("Enne: Elujõu e-poe avaleht,
 * täissuuruses pilt"; the visible word comes first, so a speech command by what is shown works).
 */
function PictureLink({ href, side, subject }: { href: string; side: string; subject: string }) {
  return (
    <a href={href} aria-label={TEXTS.fullSizeLink(side, subject)} className="font-medium text-brand-700 underline underline-offset-4">
      {side}
    </a>
  );
}
