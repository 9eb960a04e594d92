import type { ReactNode } from 'react';
import { OfficeMap } from '@/components/contact/OfficeMap';
import { officeMapEmbedUrl, officeMapLink } from '@/lib/seo/contact';
import { fullAddress, site } from '@/lib/site';
import { CONTACT_PAGE } from '@messages/contact-page';

const TEXTS = CONTACT_PAGE.company;

/** The map section: the company's contact and registry data beside a click-to-load map of the office. */
export function CompanySection() {
  const { terms } = TEXTS;
  const rows: { term: string; value: ReactNode }[] = [
    { term: terms.phone, value: <a href={`tel:${site.phoneHref}`} className="font-semibold text-brand-700 hover:underline">{site.phone}</a> },
    { term: terms.email, value: <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 hover:underline">{site.email}</a> },
    { term: terms.address, value: fullAddress },
    { term: terms.hours, value: site.organisation.contactHours.label },
    { term: terms.company, value: site.legalName },
    { term: terms.registryCode, value: site.registryCode },
    { term: terms.vatNumber, value: site.vatNumber },
    { term: terms.bank, value: site.bank.name },
    { term: terms.account, value: site.bank.account },
  ];

  return (
    <section aria-labelledby="company-title" className="render-lazy section bg-slate-50">
      <div className="container-page grid items-start gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div className="min-w-0">
          <p className="eyebrow">{TEXTS.eyebrow}</p>
          <h2 id="company-title" className="h2 mt-3">
            {TEXTS.title(site.address)}
          </h2>
          <p className="lead mt-4">{TEXTS.lead}</p>
          <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-card">
            {rows.map((row) => (
              <div key={row.term} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 py-3 sm:grid-cols-[8.5rem_minmax(0,1fr)] text-sm sm:text-base">
                <dt className="text-slate-600">{row.term}</dt>
                <dd className="font-medium text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <OfficeMap embedUrl={officeMapEmbedUrl()} image="/images/map/kontor-tartu.svg" label={`${site.brand}, ${fullAddress}`} />
          <p className="mt-3 text-sm text-slate-600">
            {TEXTS.mapNote}{' '}
            <a href={officeMapLink} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-4">
              {TEXTS.mapLink}
              <span className="sr-only">{TEXTS.newWindow}</span>
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
