import Link from 'next/link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ACTIONS } from '@/lib/actions';
import { AUDIT_TURNAROUND_TEXT } from '@/lib/pricing';
import { homeSection, HOME_SECTIONS, PAGES, ROUTES } from '@/lib/routes';

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

const TEXTS: { eyebrow: string; title: string; intro: string; offers: readonly Offer[] } = process.env.SITE_LOCALE === 'en'
  ? {
      eyebrow: 'Read, then act',
      title: 'How is your own site doing?',
      intro: 'Advice only helps once you know where to start. Pick the way that suits you: our audit or a quick test on your own.',
      offers: [
        {
          eyebrow: 'Free audit',
          title: 'Is your website losing you customers?',
          text: `We look at your site the way a customer sees it on their phone. You get a short list ${AUDIT_TURNAROUND_TEXT}: what works, what drives buyers away and what to fix first.`,
          points: ['Speed on mobile and desktop', 'Clarity: does a visitor see in 3 seconds what you offer?', 'SEO basics and technical errors'],
          action: audit,
          primary: true,
        },
        {
          eyebrow: PAGES.tester.name,
          title: 'Test your site yourself, right now',
          text: "Enter an address and within a minute you’ll see how your site does on speed, SEO, accessibility and security. No sign-up needed.",
          points: ['Speed and quality scores', 'HTML errors and metadata', 'robots.txt, sitemap (sitemap.xml) and SSL'],
          action: tester,
          primary: false,
        },
      ],
    }
  : {
      eyebrow: 'Loe, siis tegutse',
      title: 'Kuidas on lood sinu enda lehega?',
      intro: 'Nõuanded on kasulikud alles siis, kui tead, kust alustada. Vali endale sobiv viis: meie audit või kiire test omal käel.',
      offers: [
        {
          eyebrow: 'Tasuta audit',
          title: 'Kas sinu koduleht kaotab kliente?',
          text: `Vaatame su lehe üle nii, nagu seda näeb klient telefonis. Saad ${AUDIT_TURNAROUND_TEXT} lühikese nimekirja: mis on korras, mis peletab ostjaid eemale ja mida parandada esimesena.`,
          points: ['Kiirus mobiilis ja arvutis', 'Selgus: kas külastaja saab 3 sekundiga aru, mida pakud', 'SEO põhitõed ja tehnilised vead'],
          action: audit,
          primary: true,
        },
        {
          eyebrow: PAGES.tester.name,
          title: 'Testi oma lehte kohe ise',
          text: 'Sisesta aadress ja näed minutiga, kuidas su leht kiiruse, SEO, ligipääsetavuse ja turvalisuse poolest välja paistab. Ilma registreerumata.',
          points: ['Kiiruse ja kvaliteedi hinded', 'HTML-vead ja metaandmed', 'robots.txt, lehekaart (sitemap.xml) ja SSL'],
          action: tester,
          primary: false,
        },
      ],
    };

/** The section below the blog cards: two ways to find out what to fix on your own site. */
export function BlogInvite() {
  return (
    <section aria-labelledby="blog-invite-title" className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading id="blog-invite-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title} narrow>
          {TEXTS.intro}
        </SectionHeading>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {TEXTS.offers.map((offer) => (
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
