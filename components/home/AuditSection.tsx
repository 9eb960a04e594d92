import { AuditForm } from '@/components/forms/AuditForm';
import { CheckList } from '@/components/home/CheckMarks';
import { DarkPanel } from '@/components/ui/DarkPanel';
import { AUDIT_TURNAROUND_TEXT } from '@/lib/pricing';
import { HOME_SECTIONS } from '@/lib/routes';

/** The English build (written in place, so the minifier keeps one language: lib/i18n/locale.ts). */
const EN = process.env.SITE_LOCALE === 'en';

const TEXTS = EN
  ? {
      eyebrow: 'Free audit',
      title: 'Is your website working for you?',
      steps: 'Two steps and you’re done',
      checks: [
        'Speed on phones and computers',
        'How the site looks on a phone',
        'Visibility and titles on Google',
        'Whether visitors find the price and contact details at once',
      ],
    }
  : {
      eyebrow: 'Tasuta audit',
      title: 'Kas sinu veebileht töötab sinu heaks?',
      steps: 'Kaks sammu ja ongi tehtud',
      checks: [
        'Kiirus telefonis ja arvutis',
        'Kuidas leht mobiilis välja näeb',
        'Google’i nähtavus ja pealkirjad',
        'Kas külastaja leiab kohe hinna ja kontakti',
      ],
    };

/** #audit: the free website audit request (two-step form). */
export function AuditSection() {
  return (
    <section id={HOME_SECTIONS.audit} aria-labelledby="audit-title" className="section bg-white">
      <div className="container-page">
        <DarkPanel glows={['topRight']} className="px-4 py-7 sm:px-10 sm:py-14 lg:px-14">
          <div className="relative grid gap-6 sm:gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{TEXTS.eyebrow}</p>
              <h2 id="audit-title" className="mt-2 text-2xl leading-[1.875rem] font-bold tracking-tight text-white sm:mt-3 sm:text-4xl">
                {TEXTS.title}
              </h2>
              {EN ? (
                <p className="mt-3 text-[0.9375rem] leading-6 text-brand-50 sm:mt-4 sm:text-lg sm:leading-relaxed">
                  Enter your site’s address and {AUDIT_TURNAROUND_TEXT} you’ll get a short list by email of the fixes that
                  will bring you the most new customers. Free, with no strings attached.
                </p>
              ) : (
                <p className="mt-3 text-[0.9375rem] leading-6 text-brand-50 sm:mt-4 sm:text-lg sm:leading-relaxed">
                  Sisesta oma lehe aadress ja saad {AUDIT_TURNAROUND_TEXT} e-postiga lühikese nimekirja parandustest, mis toovad
                  kõige rohkem kliente juurde. Tasuta ja ilma kohustusteta.
                </p>
              )}
              <CheckList items={TEXTS.checks} className="mt-4 grid gap-1.5 text-[0.9375rem] text-brand-50 sm:mt-6 sm:grid-cols-2 sm:gap-2 sm:text-base" iconClassName="text-emerald-300" />
            </div>
            <div className="focus-ring-brand rounded-2xl bg-white p-4 shadow-card-hover sm:p-8">
              <p className="mb-4 text-lg font-semibold text-slate-900 sm:mb-5">{TEXTS.steps}</p>
              <AuditForm offerLastTest />
            </div>
          </div>
        </DarkPanel>
      </div>
    </section>
  );
}
