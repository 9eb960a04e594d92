import { ContactForm } from '@/components/forms/ContactForm';
import { CheckList } from '@/components/home/CheckMarks';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { CONTRACT_TERM_LINES, DELIVERY } from '@/lib/pricing';
import { site } from '@/lib/site';

const NEXT_STEPS = [
  { title: 'Vastame samal päeval', text: 'Tööpäeviti vastame sinu kirjale samal päeval, hiljemalt järgmisel tööpäeval.' },
  { title: 'Tasuta konsultatsioon', text: 'Räägime 20 minutit telefonis või videokõnes: mida vajad ja mis on oluline.' },
  { title: 'Selge hinnapakkumine', text: `Saad kirjaliku pakkumise koos hinna ja ajakavaga. Tavaliselt valmib leht ${DELIVERY.typicalWeeks} nädalaga.` },
] as const;

/** The contact form in a card, with what happens after sending beside it. */
export function ContactFormSection() {
  return (
    <section aria-labelledby="contact-form-title" className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div className="card p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Kirjuta meile
          </h2>
          <p className="mt-2 mb-6 text-slate-600">Paar lauset on täiesti piisav. Küsimused, ideed ja hinnapäringud on kõik oodatud.</p>
          <ContactForm />
        </div>
        <aside aria-labelledby="contact-next-title">
          <h2 id="contact-next-title" className="text-xl font-bold tracking-tight">
            Mis edasi saab?
          </h2>
          <NumberedSteps steps={NEXT_STEPS} look="beside" className="mt-6 space-y-6" />
          <section aria-labelledby="contact-terms-title" className="mt-10">
            <h2 id="contact-terms-title" className="text-xl font-bold tracking-tight">
              Mis on lepingus kirjas?
            </h2>
            <CheckList items={CONTRACT_TERM_LINES} className="mt-4 space-y-3 text-slate-700" iconClassName="text-emerald-600" />
          </section>
          <div className="mt-8 rounded-2xl bg-brand-50 p-5">
            <p className="font-semibold text-slate-900">Eelistad helistada?</p>
            <p className="mt-1 text-slate-700">
              <a href={`tel:${site.phoneHref}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {site.phone}
              </a>{' '}
              <span className="text-slate-600">({site.organisation.contactHours.label})</span>
            </p>
          </div>
        </aside>
      </div>
    </section>
  );
}
