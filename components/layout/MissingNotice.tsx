'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LAYOUT_MISSING_NOTICE } from '@messages/layout-missing-notice';

export interface MissingNoticeProps {
  /** The element's id (for a 'target' notice, the anchor that shows it). */
  id: string;
  title: string;
  /** What a screen reader hears when the page opens with the notice ("Seda lehte ei leitud. Näitame avalehte."). */
  announcement: string;
  /** Where to go instead. */
  links: readonly { href: string; label: string }[];
  /**
   * 'always': the page is the notice's own (the unknown-address page). 'target': the notice is in the page's HTML for
   * everyone but hidden; a one-line script right after it shows it when the address ends with #id, while the page is
   * still being read, so it is there at the first paint and nothing below it moves.
   */
  show: 'always' | 'target';
  children: ReactNode;
}

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
const never = () => () => {};

/** Whether the address ends with #id; the server, which has no address, says no. */
function useTargeted(id: string): boolean {
  return useSyncExternalStore(onHashChange, () => window.location.hash === `#${id}`, () => false);
}

/** False in the static HTML and while it hydrates, true once the page runs in the browser. */
function useRunning(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

/**
 * A bar at the top of the content that says the address led nowhere and offers a few ways on. It is in the
 * static HTML, so it takes its place before the first paint (no layout shift). Once the page runs, a status
 * message announces it to screen readers. Its close button hides it and moves focus to the page's main heading;
 * for a `target` notice it also takes the anchor off the address, so a reload does not show it again, and while a
 * `target` notice shows, the page's title begins with the notice's title.
 */
export function MissingNotice({ id, title, announcement, links, show, children }: MissingNoticeProps) {
  const [dismissed, setDismissed] = useState(false);
  const targeted = useTargeted(id);
  const shown = !dismissed && (show === 'always' || targeted);
  // Text put into the status region after the page runs is what a screen reader announces.
  const announced = useRunning() && shown ? announcement : '';

  // A 'target' notice is not its page's own: while it shows, the page's title says it first ("Artiklit ei leitud –
  // Arendaja päevik …"), so the window, the tab and a screen reader's title agree with what the visitor reads. The
  // script after the notice does the same before the first paint; this keeps it while the framework writes the
  // page's head again (after hydration) and takes it off when the notice closes.
  const titlePrefix = `${title} – `;
  useEffect(() => {
    if (show !== 'target') return;
    const apply = () => {
      const prefixed = document.title.startsWith(titlePrefix);
      if (shown && !prefixed) document.title = titlePrefix + document.title;
      else if (!shown && prefixed) document.title = document.title.slice(titlePrefix.length);
    };
    apply();
    if (!shown) return;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [show, shown, titlePrefix]);

  const dismiss = () => {
    setDismissed(true);
    if (window.location.hash === `#${id}`) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  };

  return (
    <>
      <section
        id={id}
        aria-labelledby={`${id}-title`}
        hidden={!shown}
        className="scroll-mt-40 border-b border-amber-200 bg-amber-50"
      >
        <div className="container-page flex items-start gap-3 py-4 sm:gap-4">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-amber-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="9.25" />
            <path d="M12 7.5v5.5M12 16.5v.01" />
          </svg>
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="font-semibold text-slate-900">
              {title}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{children}</p>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold" aria-label={LAYOUT_MISSING_NOTICE.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="inline-block py-1 text-brand-700 underline underline-offset-4 hover:text-brand-900">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            onClick={dismiss}
            className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-amber-100 hover:text-slate-900"
            aria-label={LAYOUT_MISSING_NOTICE.close}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </section>
      {show === 'target' ? (
        // Runs as the HTML is read, before the first paint; the component takes over once the page runs.
        <script
          dangerouslySetInnerHTML={{
            __html: `if(location.hash==="#${id}"){document.getElementById("${id}").hidden=false;document.title=${JSON.stringify(titlePrefix)}+document.title}`,
          }}
        />
      ) : null}
      <p role="status" className="sr-only">
        {announced}
      </p>
    </>
  );
}
