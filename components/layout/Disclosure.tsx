'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A header dropdown (spec: opens on hover, closes on leave). By keyboard it is a disclosure button: Enter or
 * Space toggles it, Arrow Down opens it and moves to its first link, Escape closes it and returns to the
 * button, and it closes when focus moves out. Passing through with Tab never opens it. A tap on a touch screen
 * toggles it.
 */
export function HoverDisclosure({
  label,
  children,
  align = 'left',
  buttonClassName,
}: {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'left' | 'right';
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={buttonClassName}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          // The panel is shown by this render; its first link takes focus once it is.
          requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus());
        }}
        onClick={(event) => {
          const hoverPointer = window.matchMedia('(hover: hover)').matches;
          if (event.detail === 0 || !hoverPointer) setOpen((value) => !value);
          else setOpen(true);
        }}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 pt-3 ${align === 'right' ? 'right-0' : 'left-0'}`}
      >
        {/* Its items are written when it opens, as the phone menu's are: closed, they would be markup in every page
            that nobody can reach (it opens with the scripts); the footer carries the same links for crawlers. */}
        {open ? <div className="card min-w-64 p-2">{children(close)}</div> : null}
      </div>
    </div>
  );
}
