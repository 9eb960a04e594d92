import { FallbackImage } from '@/components/ui/FallbackImage';
import { PartnerLogo } from '@/components/ui/PartnerLogo';
import { FooterNavList } from '@/components/layout/NavLinks';
import { SOCIAL_NAMES, SocialIcon } from '@/components/layout/SocialIcon';
import { StaticHtml } from '@/components/ui/StaticHtml';
import { StaticLink } from '@/components/ui/StaticLink';
import { partners } from '@/content/partners';
import { PAGES, ROUTES } from '@/lib/routes';
import { fullAddress, site, type SocialLinks } from '@/lib/site';
import { LAYOUT_FOOTER } from '@messages/layout-footer';

const footerLink = 'inline-block py-0.5 text-slate-300 transition-colors hover:text-white sm:py-1';
/** The page the visitor is on, in the footer's page list. */
const footerNavLink = `${footerLink} [&[aria-current]]:font-semibold [&[aria-current]]:text-white [&[aria-current]]:underline [&[aria-current]]:underline-offset-4`;

/**
 * The footer. Its columns of plain content (the brand, the contact details, the partners) are static HTML that React
 * does not walk in the browser (components/ui/StaticHtml.tsx): one string each in every page's inline payload instead
 * of a node of data per element, and no hydration work. The page list (the current page marked, the home page's
 * sections scrolled to) stays React's; the privacy link is a StaticLink, followed on the client.
 */
export function Footer() {
  const networks = Object.keys(site.social) as (keyof SocialLinks)[];
  return (
    <footer className="bg-slate-950 text-slate-300">
      {/* Phones: the brand across, contact and pages side by side, the partners' marks across (issue 47, item 5). */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-7 py-8 break-words sm:gap-12 sm:py-16 lg:grid-cols-4">
        <StaticHtml className="col-span-2 space-y-4 md:col-span-1">
          <FallbackImage
            src="/images/logo-white.svg"
            fallbackSrc="/logo-alt.svg"
            alt={site.brand}
            width={144}
            height={32}
            loading="lazy"
            className="h-8 w-auto"
          />
          {/* From xl up the fixed header shows the tagline on every screen, so the footer does not repeat it. */}
          <p className="text-base font-semibold text-white sm:text-lg xl:hidden">{site.tagline}</p>
          <p className="text-sm leading-relaxed text-slate-400">{LAYOUT_FOOTER.about}</p>
          <ul className="flex gap-2" aria-label={LAYOUT_FOOTER.social}>
            {networks.map((network) => (
              <li key={network}>
                <a
                  href={site.social[network]}
                  className="inline-flex size-9 items-center justify-center rounded-full bg-slate-800 sm:size-10 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white"
                  aria-label={LAYOUT_FOOTER.socialLink(site.brand, SOCIAL_NAMES[network])}
                  rel="noopener"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </StaticHtml>

        <StaticHtml>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{LAYOUT_FOOTER.contact}</h2>
          <address className="mt-3 space-y-1 text-sm not-italic sm:mt-4 sm:space-y-2">
            <p>
              <a className={footerLink} href={`tel:${site.phoneHref}`}>
                {site.phone}
              </a>
            </p>
            <p>
              <a className={footerLink} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p className="text-slate-400">{fullAddress}</p>
            <p className="text-slate-400">
              {LAYOUT_FOOTER.hours(site.organisation.contactHours.label)}
            </p>
          </address>
          <dl className="mt-4 space-y-1 text-sm text-slate-400">
            <div>
              <dt className="inline">{LAYOUT_FOOTER.registryCode}</dt>
              <dd className="inline">{site.registryCode}</dd>
            </div>
            <div>
              <dt className="inline">{LAYOUT_FOOTER.vatNumber}</dt>
              <dd className="inline">{site.vatNumber}</dd>
            </div>
          </dl>
        </StaticHtml>

        <nav aria-label={LAYOUT_FOOTER.footerMenu}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{LAYOUT_FOOTER.pages}</h2>
          <FooterNavList className="mt-3 space-y-1 text-sm" linkClassName={footerNavLink} />
        </nav>

        <StaticHtml className="col-span-2 md:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{PAGES.partners.navLabel}</h2>
          {/* Monochrome marks on the dark footer (white outlines of the logos), not white tiles brighter than all else. */}
          <ul className="mt-4 grid grid-cols-3 gap-x-4 gap-y-2 md:grid-cols-2">
            {partners.map((partner) => (
              <li key={partner.id}>
                <a href={partner.url} rel="noopener" className="group/mark flex h-11 items-center rounded-lg">
                  <PartnerLogo
                    partner={partner}
                    width={120}
                    height={36}
                    className="max-h-7 w-auto opacity-75 brightness-0 invert transition-opacity group-hover/mark:opacity-100 sm:max-h-8"
                  />
                </a>
              </li>
            ))}
          </ul>
        </StaticHtml>
      </div>
      <StaticHtml className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-4 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:py-6">
          <p>
            {LAYOUT_FOOTER.copyright(new Date().getFullYear(), site.legalName)}{' '}
            <StaticLink className="underline underline-offset-4 transition-colors hover:text-white" href={ROUTES.privacy}>
              {PAGES.privacy.navLabel}
            </StaticLink>
          </p>
          <p>
            {site.bank.name}: {site.bank.account}
          </p>
        </div>
      </StaticHtml>
    </footer>
  );
}
