/**
 * The building blocks both privacy notices are written with (components/privacy/EstonianNotice.tsx and
 * EnglishNotice.tsx): sections, paragraphs, lists, the legal-basis line, the e-mail link, the supervisory authority
 * and the list of recipients. Server components only: the notice is static HTML (components/ui/StaticHtml).
 */
import type { ReactNode } from 'react';
import { recipientDetails, recipients } from '@/lib/privacy/recipients';
import { site } from '@/lib/site';

const EN = process.env.SITE_LOCALE === 'en';

/** The notice's section anchors, in the built language (the English site's addresses carry no Estonian word). */
export const SECTION_IDS = EN
  ? { controller: 'controller', collect: 'what-we-collect', recipients: 'recipients', retention: 'retention', browser: 'browser-storage', rights: 'your-rights', complaints: 'complaints', changes: 'changes' }
  : { controller: 'vastutav-tootleja', collect: 'mida-kogume', recipients: 'kellele-edastame', retention: 'kui-kaua', browser: 'brauser', rights: 'oigused', complaints: 'jarelevalve', changes: 'muudatused' };

/** The Estonian supervisory authority for personal data (its English name on the English site). */
export const SUPERVISORY_AUTHORITY = {
  name: EN ? 'Estonian Data Protection Inspectorate' : 'Andmekaitse Inspektsioon',
  address: EN ? 'Tatari 39, 10134 Tallinn, Estonia' : 'Tatari 39, 10134 Tallinn',
  email: 'info@aki.ee',
  url: 'https://www.aki.ee',
  label: 'www.aki.ee',
};

export const link = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const H3 = ({ children }: { children: ReactNode }) => <h3 className="mt-8 text-xl font-semibold text-slate-900">{children}</h3>;
export const P = ({ children }: { children: ReactNode }) => <p className="mt-4 leading-relaxed">{children}</p>;
export const List = ({ children }: { children: ReactNode }) => (
  <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-brand-500">{children}</ul>
);
export const Basis = ({ children }: { children: ReactNode }) => (
  <p className="mt-3 text-base leading-relaxed text-slate-600">
    <strong className="font-semibold text-slate-800">{EN ? 'Legal basis:' : 'Õiguslik alus:'}</strong> {children}
  </p>
);

export function Mail({ to = site.email }: { to?: string }) {
  return (
    <a href={`mailto:${to}`} className={link}>
      {to}
    </a>
  );
}

/** The supervisory authority's name, address, e-mail and website, as both notices give them. */
export function Authority() {
  return (
    <>
      {SUPERVISORY_AUTHORITY.name}, {SUPERVISORY_AUTHORITY.address},{' '}
      <Mail to={SUPERVISORY_AUTHORITY.email} />,{' '}
      <a href={SUPERVISORY_AUTHORITY.url} className={link} rel="noopener">
        {SUPERVISORY_AUTHORITY.label}
      </a>
    </>
  );
}

/** The recipients, as both notices list them: the service in bold, its company, country and hosts, then what it gets. */
export function RecipientList() {
  return (
    <List>
      {recipients().map((recipient) => (
        <li key={recipient.name} data-recipient={recipient.id}>
          <strong className="font-semibold text-slate-900">{recipient.name}</strong> ({recipientDetails(recipient)}) {recipient.text}
        </li>
      ))}
    </List>
  );
}
