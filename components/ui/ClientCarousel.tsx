import type { Client } from '@/content/clients';

/** The row's texts in the built language (written in place, so the minifier keeps one: lib/i18n/locale.ts). */
const TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? { untitled: 'Our clients', pauseLabel: 'Pause the moving logos', pause: 'Pause', resume: 'Resume' }
    : { untitled: 'Meie kliendid', pauseLabel: 'Peata logode liikumine', pause: 'Peata liikumine', resume: 'Jätka liikumist' };

/**
 * An endless row of client logos, moved by CSS only. It pauses on hover, on keyboard focus and with its
 * pause switch (WCAG 2.2.2), and stands still for visitors who prefer reduced motion.
 */
export function ClientCarousel({
  clients,
  title,
  reversed = false,
  id,
}: {
  clients: readonly Client[];
  title?: string;
  reversed?: boolean;
  id: string;
}) {
  const row = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className="flex shrink-0 items-center gap-12 pr-12 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8 motion-reduce:pr-0"
    >
      {clients.map((client) => (
        <li key={client.name} className="shrink-0">
          <img
            src={client.logo}
            alt={hidden ? '' : client.name}
            width={160}
            height={48}
            loading="lazy"
            decoding="async"
            className="h-10 w-auto opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
          />
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby={title ? `${id}-title` : undefined} aria-label={title ? undefined : TEXTS.untitled} className="render-lazy bg-white py-10">
      {title ? (
        <h2 id={`${id}-title`} className="container-page mb-8 text-center text-sm font-semibold uppercase tracking-wider text-slate-600">
          {title}
        </h2>
      ) : null}
      <div className="group/marquee relative">
        {/* Nothing moves under reduced motion: the switch is gone then, not just its label (no invisible Tab stop). */}
        <input
          type="checkbox"
          id={`${id}-pause`}
          className="peer sr-only motion-reduce:hidden"
          aria-label={TEXTS.pauseLabel}
        />
        <div className="flex overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
          <div
            className={`flex w-max animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] group-has-[input:checked]/marquee:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center ${reversed ? '[animation-direction:reverse]' : ''}`}
          >
            {row(false)}
            <div className="contents motion-reduce:hidden">{row(true)}</div>
          </div>
        </div>
        <label
          htmlFor={`${id}-pause`}
          className="container-page mt-4 flex cursor-pointer justify-end text-xs font-medium text-slate-600 peer-focus-visible:[&>span]:outline-3 peer-focus-visible:[&>span]:outline-brand-500 motion-reduce:hidden"
        >
          <span className="rounded-md px-2 py-1 hover:bg-slate-100">
            <span className="group-has-[input:checked]/marquee:hidden">{TEXTS.pause}</span>
            <span className="hidden group-has-[input:checked]/marquee:inline">{TEXTS.resume}</span>
          </span>
        </label>
      </div>
    </section>
  );
}
