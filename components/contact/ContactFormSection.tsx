import { ContactForm } from '@/components/forms/ContactForm';
import { CheckList } from '@/components/home/CheckMarks';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { CONTRACT_TERM_LINES, DELIVERY } from '@/lib/pricing';
import { site } from '@/lib/site';
import { CONTACT_PAGE } from '@messages/contact-page';
import { REPLY } from '@messages/reply';

const TEXTS = CONTACT_PAGE.formSection;

/** What happens after sending: our reply, the free consultation, the quote. */
const NEXT_STEPS = [
  { title: REPLY.title, text: REPLY.promise },
  TEXTS.consultation,
  { title: TEXTS.quote.title, text: TEXTS.quote.text(DELIVERY.typicalWeeks) },
];

/** The contact form in a card, with what happens after sending beside it. */
export function ContactFormSection() {
  return (
    <section aria-labelledby="contact-form-title" className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div className="card p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {TEXTS.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{TEXTS.formLead}</p>
          <ContactForm />
        </div>
        {/* Not an <aside>: a complementary landmark inside the section's region is one more landmark saying nothing new. */}
        <div>
          <h2 id="contact-next-title" className="text-xl font-bold tracking-tight">
            {TEXTS.nextTitle}
          </h2>
          <NumberedSteps steps={NEXT_STEPS} look="beside" className="mt-6 space-y-6" />
          <section aria-labelledby="contact-terms-title" className="mt-10">
            <h2 id="contact-terms-title" className="text-xl font-bold tracking-tight">
              {TEXTS.termsTitle}
            </h2>
            <CheckList items={CONTRACT_TERM_LINES} className="mt-4 space-y-3 text-slate-700" iconClassName="text-emerald-600" />
          </section>
          <div className="mt-8 rounded-2xl bg-brand-50 p-5">
            <p className="font-semibold text-slate-900">{TEXTS.preferCall}</p>
            <p className="mt-1 text-slate-700">
              <a href={`tel:${site.phoneHref}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {site.phone}
              </a>
              {', '}
              <span className="text-slate-600">{site.organisation.contactHours.label}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
