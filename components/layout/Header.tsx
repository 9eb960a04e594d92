'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { HoverDisclosure } from '@/components/layout/Disclosure';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { NavItemLink } from '@/components/layout/NavLinks';
import type { LanguageSwitchTargets } from '@/lib/i18n/switch';
import { HEADER_NAV, NAV_GROUP_LABELS, navCurrent, ROUTES, type NavItem } from '@/lib/routes';
import { site } from '@/lib/site';
import { LAYOUT_HEADER } from '@messages/layout-header';

/** The page the visitor is on: brand colour, bold and an underline (not colour alone, and it stays in forced colours). */
const current =
  '[&[aria-current]]:bg-brand-50 [&[aria-current]]:font-semibold [&[aria-current]]:text-brand-800 [&[aria-current]]:underline [&[aria-current]]:decoration-brand-600 [&[aria-current]]:decoration-2 [&[aria-current]]:underline-offset-[0.35em]';
const topLink = `rounded-lg px-3 py-2 text-[0.95rem] font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 ${current}`;
const menuLink = `flex w-full items-center rounded-lg px-3 py-2.5 text-[0.95rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 ${current}`;
/** Screen width from which the desktop menu replaces the phone menu (Tailwind's lg). */
const DESKTOP_MENU = '(min-width: 64rem)';

/** A group of menu links, shared by the desktop menu and the mobile menu. */
function NavItems({ items, onNavigate, labelledBy }: { items: readonly NavItem[]; onNavigate: () => void; labelledBy?: string }) {
  return (
    <ul className="space-y-0.5" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.key}>
          <NavItemLink item={item} className={menuLink} onNavigate={onNavigate}>
            {item.shine ? <span className="shine-text font-semibold">{item.label}</span> : item.label}
          </NavItemLink>
        </li>
      ))}
    </ul>
  );
}

/** Phone, e-mail and 'Saada sõnum', shared by the 'Kontaktid' hover card and the mobile menu. */
function ContactItems({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="space-y-1 p-1">
      <a href={`tel:${site.phoneHref}`} className={menuLink}>
        <PhoneIcon />
        <span className="ml-2">{site.phone}</span>
      </a>
      <a href={`mailto:${site.email}`} className={menuLink}>
        <MailIcon />
        <span className="ml-2">{site.email}</span>
      </a>
      <Link href={ROUTES.contact} className="btn-primary mt-2 w-full" onClick={onNavigate}>
        {NAV_GROUP_LABELS.sendMessage}
      </Link>
    </div>
  );
}

/** `languageTargets`: the same page in the other language, for the language switch (lib/i18n/switch.ts). */
export function Header({ languageTargets }: { languageTargets: LanguageSwitchTargets }) {
  const pathname = usePathname();
  // The menu is open on the page it was opened on: any navigation (a link, back, forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const uid = useId();
  const moreCurrent = HEADER_NAV.more.some((item) => navCurrent(item, pathname));

  /** Escape or a tap on the dimmed page: the menu closes and focus returns to the menu button. */
  const dismissMenu = () => {
    closeMenu();
    toggleRef.current?.focus();
  };
  const onEscape = useEffectEvent(dismissMenu);

  // While the menu is open it is modal: the page behind it is inert (no Tab stop, no screen-reader cursor, no
  // scrolling), Escape closes it, and a window grown to the desktop menu's width closes it too.
  useEffect(() => {
    if (!menuOpen) return;
    const behind = [...document.querySelectorAll<HTMLElement>('body > :is(a, main, footer)')];
    for (const el of behind) el.inert = true;
    document.documentElement.classList.add('overflow-hidden');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    const desktop = window.matchMedia(DESKTOP_MENU);
    const onWide = () => desktop.matches && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onWide);
    return () => {
      for (const el of behind) el.inert = false;
      document.documentElement.classList.remove('overflow-hidden');
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onWide);
    };
  }, [menuOpen]);

  /** Tab from the menu's last link goes back to the menu button, Shift+Tab from the button to the last link. */
  const keepFocusInMenu = (event: ReactKeyboardEvent) => {
    if (!menuOpen || event.key !== 'Tab') return;
    const links = menuRef.current?.querySelectorAll<HTMLElement>('a[href], button');
    const last = links?.[links.length - 1];
    if (!last) return;
    if (!event.shiftKey && event.target === last) {
      event.preventDefault();
      toggleRef.current?.focus();
    } else if (event.shiftKey && event.target === toggleRef.current) {
      event.preventDefault();
      last.focus();
    }
  };

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white" onKeyDown={keepFocusInMenu}>
      <div className="container-page flex h-16 items-center justify-between gap-2 lg:h-[4.5rem] lg:gap-4">
        <div className="flex shrink-0 items-center gap-3">
          <Link href={ROUTES.home} className="shrink-0" aria-label={LAYOUT_HEADER.home(site.brand)} inert={menuOpen}>
            {/* A plain <img>: the logo is a 0.6 KB SVG, and next/image would add its client runtime to every page. At low
                priority (which also keeps React from preloading it), so that the style sheet and the font the first paint
                waits for go first; its box is reserved, so nothing moves when it comes. */}
            <img src={site.logo} alt="" width={144} height={32} fetchPriority="low" className="h-8 w-auto" />
          </Link>
          {/* The tagline beside the logo, not inside its link: the link's name ("Veebiselge – avalehele") is then all it
              shows (accessibility review 2, m5), and the tagline is read as text. */}
          <p className="hidden text-xs font-medium text-slate-600 xl:block">{site.tagline}</p>
        </div>

        <nav aria-label={LAYOUT_HEADER.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_NAV.main.map((item) => (
              <li key={item.key}>
                <NavItemLink item={item} className={topLink} />
              </li>
            ))}
            <li>
              <HoverDisclosure
                label={NAV_GROUP_LABELS.more}
                buttonClassName={`${topLink} inline-flex items-center gap-1 ${moreCurrent ? 'font-semibold text-brand-800 underline decoration-brand-600 decoration-2 underline-offset-[0.35em]' : ''}`}
              >
                {(close) => <NavItems items={HEADER_NAV.more} onNavigate={close} />}
              </HoverDisclosure>
            </li>
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch targets={languageTargets} className={`${topLink} inline-flex items-center gap-1.5`} />
          <HoverDisclosure
            label={NAV_GROUP_LABELS.contacts}
            align="right"
            buttonClassName="btn-primary py-2.5 text-[0.95rem]"
          >
            {(close) => <ContactItems onNavigate={close} />}
          </HoverDisclosure>
        </div>

        <div className="flex items-center gap-1 lg:hidden">
          {/* The phone header's one contact action, besides the menu's own items. */}
          <a
            href={`tel:${site.phoneHref}`}
            className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-900 hover:border-brand-300 hover:bg-brand-50"
            aria-label={LAYOUT_HEADER.callNumber(site.phone)}
            inert={menuOpen}
          >
            <PhoneIcon />
            <span className="hidden min-[360px]:inline">{LAYOUT_HEADER.call}</span>
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? LAYOUT_HEADER.closeMenu : LAYOUT_HEADER.openMenu}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      {/* The phone menu: a sheet from the right over the dimmed page, below the header and its menu button. */}
      <div hidden={!menuOpen} className="fixed inset-x-0 bottom-0 top-16 lg:hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-slate-950/50 transition-opacity duration-200 starting:opacity-0"
          onClick={dismissMenu}
        />
        <nav
          ref={menuRef}
          id="mobile-menu"
          aria-label={LAYOUT_HEADER.mobileMenu}
          className="absolute inset-y-0 right-0 w-[min(24rem,calc(100%-3rem))] overflow-y-auto overscroll-contain border-l border-slate-200 bg-white shadow-card-hover transition-transform duration-200 ease-out starting:translate-x-full"
        >
          {/* Its items are written when it opens: closed, they would be markup in every page that nobody can reach (it
              opens with the scripts), about 0.3 KB of each compressed document; the desktop menu and the footer carry
              the same links for crawlers. */}
          {menuOpen ? (
            <div className="space-y-5 px-4 py-4 sm:px-6">
              {/* First in the menu: a visitor who reads the other language looks for it before anything else. */}
              <div className="border-b border-slate-200 pb-3">
                <LanguageSwitch targets={languageTargets} className={menuLink} />
              </div>
              <NavItems items={HEADER_NAV.main} onNavigate={closeMenu} />
              <div>
                <p id={`${uid}-more`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600">
                  {NAV_GROUP_LABELS.more}
                </p>
                <NavItems items={HEADER_NAV.more} onNavigate={closeMenu} labelledBy={`${uid}-more`} />
              </div>
              <div role="group" aria-labelledby={`${uid}-contacts`}>
                <p id={`${uid}-contacts`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600">
                  {NAV_GROUP_LABELS.contacts}
                </p>
                <ContactItems onNavigate={closeMenu} />
              </div>
            </div>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-brand-600" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path strokeLinecap="round" strokeLinejoin="round" d="M2.25 6.75c0 8.28 6.72 15 15 15h2.25a2.25 2.25 0 0 0 2.25-2.25v-1.37c0-.52-.35-.97-.85-1.09l-4.42-1.1a1.12 1.12 0 0 0-1.17.42l-.97 1.29a1.13 1.13 0 0 1-1.21.38 12.04 12.04 0 0 1-7.14-7.14 1.13 1.13 0 0 1 .38-1.21l1.29-.97c.36-.27.52-.73.42-1.17l-1.1-4.42A1.13 1.13 0 0 0 5.87 2.25H4.5A2.25 2.25 0 0 0 2.25 4.5v2.25Z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-brand-600" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path strokeLinecap="round" strokeLinejoin="round" d="M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.24a2.25 2.25 0 0 1-1.07 1.92l-7.5 4.61a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.92V6.75" />
    </svg>
  );
}
