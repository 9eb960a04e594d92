import Link from 'next/link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ACTIONS } from '@/lib/actions';
import { AUDIT_TURNAROUND_TEXT } from '@/lib/pricing';
import { homeSection, HOME_SECTIONS, PAGES, ROUTES } from '@/lib/routes';
import { BLOG_INVITE } from '@messages/blog-invite';

interface Offer {
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  action: { label: string; href: string };
  primary: boolean;
}

const audit = { label: ACTIONS.audit, href: homeSection(HOME_SECTIONS.audit) };
const tester = { label: ACTIONS.tester, href: ROUTES.tester };

/** The two offers: the free audit first (the primary one), then the tester. */
const OFFERS: readonly Offer[] = [
  {
    eyebrow: BLOG_INVITE.audit.eyebrow,
    title: BLOG_INVITE.audit.title,
    text: BLOG_INVITE.audit.text(AUDIT_TURNAROUND_TEXT),
    points: BLOG_INVITE.audit.points,
    action: audit,
    primary: true,
  },
  { eyebrow: PAGES.tester.name, ...BLOG_INVITE.tester, action: tester, primary: false },
];

/** The section below the blog cards: two ways to find out what to fix on your own site. */
export function BlogInvite() {
  return (
    <section aria-labelledby="blog-invite-title" className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading id="blog-invite-title" eyebrow={BLOG_INVITE.eyebrow} title={BLOG_INVITE.title} narrow>
          {BLOG_INVITE.intro}
        </SectionHeading>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {OFFERS.map((offer) => (
            <div
              key={offer.title}
              className={`flex flex-col rounded-3xl p-8 shadow-card ${offer.primary ? 'bg-brand-700 text-brand-50 focus-ring-white' : 'border border-slate-200 bg-white'}`}
            >
              <p className={`text-sm font-semibold uppercase tracking-wider ${offer.primary ? 'text-brand-100' : 'text-brand-700'}`}>
                {offer.eyebrow}
              </p>
              <h3 className={`mt-3 text-2xl font-bold tracking-tight ${offer.primary ? 'text-white' : ''}`}>{offer.title}</h3>
              <p className="mt-3 leading-relaxed">{offer.text}</p>
              <ul className="mt-5 flex-1 space-y-2 text-sm">
                {offer.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={`shrink-0 ${offer.primary ? 'text-accent-300' : 'text-brand-600'}`} fill="currentColor">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <Link
                href={offer.action.href}
                className={`mt-8 self-start ${offer.primary ? 'btn bg-white text-brand-800 hover:bg-brand-50' : 'btn-primary'}`}
              >
                {offer.action.label}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
