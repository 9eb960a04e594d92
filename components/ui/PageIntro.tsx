import type { ReactNode } from 'react';

/** The heading block at the top of a sub-page. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-14 sm:py-20">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl text-[length:clamp(1.75rem,8.5vw_+_0.05rem,2.25rem)] font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="lead mt-5 max-w-2xl">{children}</div> : null}
      </div>
    </section>
  );
}
