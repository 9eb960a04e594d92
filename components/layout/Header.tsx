'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { HoverDisclosure } from '@/components/layout/Disclosure';
import { NavItemLink } from '@/components/layout/NavLinks';
import { HEADER_NAV, NAV_GROUP_LABELS, ROUTES, type NavItem } from '@/lib/routes';
import { site } from '@/lib/site';

const topLink =
  'rounded-lg px-3 py-2 text-[0.95rem] font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900';
const menuLink =
  'flex w-full items-center rounded-lg px-3 py-2.5 text-[0.95rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800';

/** A group of menu links, shared by the desktop menu and the mobile menu. */
function NavItems({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <ul className="space-y-0.5">
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

export function Header() {
  const pathname = usePathname();
  // The menu is open on the page it was opened on: any navigation (a link, back, forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/80 bg-white/95">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-[4.5rem]">
        <Link href={ROUTES.home} className="flex shrink-0 items-center gap-3" aria-label={`${site.brand} – avalehele`}>
          {/* A plain <img>: the logo is a 0.6 KB SVG, and next/image would add its client runtime to every page. */}
          <img src={site.logo} alt="" width={144} height={32} className="h-8 w-auto" />
          <span className="hidden text-xs font-medium text-slate-600 xl:block">{site.tagline}</span>
        </Link>

        <nav aria-label="Peamenüü" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_NAV.main.map((item) => (
              <li key={item.key}>
                <NavItemLink item={item} className={topLink} />
              </li>
            ))}
            <li>
              <HoverDisclosure label={NAV_GROUP_LABELS.more} buttonClassName={`${topLink} inline-flex items-center gap-1`}>
                {(close) => <NavItems items={HEADER_NAV.more} onNavigate={close} />}
              </HoverDisclosure>
            </li>
          </ul>
        </nav>

        <div className="hidden lg:block">
          <HoverDisclosure
            label={NAV_GROUP_LABELS.contacts}
            align="right"
            buttonClassName="btn-primary py-2.5 text-[0.95rem]"
          >
            {(close) => <ContactItems onNavigate={close} />}
          </HoverDisclosure>
        </div>

        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Sulge menüü' : 'Ava menüü'}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobiilimenüü"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white lg:hidden"
      >
        <div className="container-page space-y-5 py-4">
          <NavItems items={HEADER_NAV.main} onNavigate={closeMenu} />
          <div>
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600">{NAV_GROUP_LABELS.more}</p>
            <NavItems items={HEADER_NAV.more} onNavigate={closeMenu} />
          </div>
          <div>
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600">{NAV_GROUP_LABELS.contacts}</p>
            <ContactItems onNavigate={closeMenu} />
          </div>
        </div>
      </nav>
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
