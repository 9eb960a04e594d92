import { ContactForm } from '@/components/forms/ContactForm';
import { CheckList } from '@/components/home/CheckMarks';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { CONTRACT_TERM_LINES, DELIVERY } from '@/lib/pricing';
import { REPLY } from '@messages/reply';
import { site } from '@/lib/site';

export const CONTACT_SECTION_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        nextSteps: [
          { title: REPLY.title, text: REPLY.promise },
          { title: 'Free consultation', text: 'A 20-minute call by phone or video: what you need and what matters most to you.' },
          { title: 'A clear quote', text: `You get a written quote with the price and a timeline. A typical site is ready in ${DELIVERY.typicalWeeks} weeks.` },
        ],
        formTitle: 'Write to us',
        formLead: 'A few sentences are plenty. Questions, ideas and requests for a quote are all welcome.',
        nextTitle: 'What happens next?',
        termsTitle: 'What’s in the contract?',
        preferCall: 'Prefer to call?',
      }
    : {
        nextSteps: [
          { title: REPLY.title, text: REPLY.promise },
          { title: 'Tasuta konsultatsioon', text: 'Räägime 20 minutit telefonis või videokõnes: mida vajad ja mis on oluline.' },
          { title: 'Selge hinnapakkumine', text: `Saad kirjaliku pakkumise koos hinna ja ajakavaga. Tavaliselt valmib leht ${DELIVERY.typicalWeeks} nädalaga.` },
        ],
        formTitle: 'Kirjuta meile',
        formLead: 'Paar lauset on täiesti piisav. Küsimused, ideed ja hinnapäringud on kõik oodatud.',
        nextTitle: 'Mis edasi saab?',
        termsTitle: 'Mis on lepingus kirjas?',
        preferCall: 'Eelistad helistada?',
      };

/** The contact form in a card, with what happens after sending beside it. */
export function ContactFormSection() {
  return (
    <section aria-labelledby="contact-form-title" className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div className="card p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {CONTACT_SECTION_TEXTS.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{CONTACT_SECTION_TEXTS.formLead}</p>
          <ContactForm />
        </div>
        {/* Not an <aside>: a complementary landmark inside the section's region is one more landmark saying nothing new. */}
        <div>
          <h2 id="contact-next-title" className="text-xl font-bold tracking-tight">
            {CONTACT_SECTION_TEXTS.nextTitle}
          </h2>
          <NumberedSteps steps={CONTACT_SECTION_TEXTS.nextSteps} look="beside" className="mt-6 space-y-6" />
          <section aria-labelledby="contact-terms-title" className="mt-10">
            <h2 id="contact-terms-title" className="text-xl font-bold tracking-tight">
              {CONTACT_SECTION_TEXTS.termsTitle}
            </h2>
            <CheckList items={CONTRACT_TERM_LINES} className="mt-4 space-y-3 text-slate-700" iconClassName="text-emerald-600" />
          </section>
          <div className="mt-8 rounded-2xl bg-brand-50 p-5">
            <p className="font-semibold text-slate-900">{CONTACT_SECTION_TEXTS.preferCall}</p>
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
