import type { Client } from '@/content/clients';
import { LAYOUT_CLIENTS } from '@messages/layout-clients';

/** The class that marks the element holding a page's logo rows and their one pause switch (ClientRows). */
export const LOGO_ROWS_GROUP = 'group/logos';

/**
 * An endless row of client logos, moved by CSS only. It pauses on hover, on keyboard focus and with the rows'
 * pause switch (WCAG 2.2.2), and stands still for visitors who prefer reduced motion. One switch pauses every row
 * of the page (`pauseSwitch`: under this row; ClientRows puts it under the last): a visible checkbox with one label
 * in both states ("Peata logode liikumine", ticked while paused), so what a visitor reads is its accessible name,
 * whether it is on or off (accessibility review 2, M6). It works inside an element marked LOGO_ROWS_GROUP.
 */
export function ClientCarousel({
  clients,
  title,
  reversed = false,
  id,
  pauseSwitch = false,
}: {
  clients: readonly Client[];
  title?: string;
  reversed?: boolean;
  id: string;
  pauseSwitch?: boolean;
}) {
  // The visible list is named by the row's title, or says what it is; the copy that makes the loop seamless is hidden.
  const name = title ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': LAYOUT_CLIENTS.untitled };
  const row = (hidden: boolean) => (
    <ul
      {...(hidden ? { 'aria-hidden': true } : name)}
      className="flex shrink-0 items-center gap-10 pr-10 motion-reduce:flex-wrap sm:gap-12 sm:pr-12 motion-reduce:justify-center motion-reduce:gap-8 motion-reduce:pr-0"
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
            className="h-9 w-auto opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
          />
        </li>
      ))}
    </ul>
  );

  return (
    // A section without a name: not a landmark of its own (the home page had 13 named regions; review 2, m6).
    <section className="render-lazy bg-white py-4 sm:py-10">
      {title ? (
        <h2 id={`${id}-title`} className="container-page mb-4 text-center sm:mb-8 text-sm font-semibold uppercase tracking-wider text-slate-600">
          {title}
        </h2>
      ) : null}
      <div className="relative">
        <div className="flex overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
          <div
            className={`flex w-max animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] group-has-[input:checked]/logos:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center ${reversed ? '[animation-direction:reverse]' : ''}`}
          >
            {row(false)}
            <div className="contents motion-reduce:hidden">{row(true)}</div>
          </div>
        </div>
        {/* Nothing moves under reduced motion: the switch is gone then, not just its label (no invisible Tab stop). */}
        {pauseSwitch ? (
          <div className="container-page mt-2 flex justify-end motion-reduce:hidden sm:mt-3">
            <label className="inline-flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-xs font-medium text-slate-600 hover:bg-slate-100">
              <input type="checkbox" id={`${id}-pause`} className="size-4 cursor-pointer accent-brand-600" />
              {LAYOUT_CLIENTS.pause}
            </label>
          </div>
        ) : null}
      </div>
    </section>
  );
}
