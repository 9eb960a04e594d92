import { ScrollToSectionLink } from '@/components/tester/ScrollToSectionLink';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ACTIONS } from '@/lib/actions';
import { HOME_SECTIONS } from '@/lib/routes';

const TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        steps: [
          { title: 'Run the test', text: 'Enter your website address and in about a minute you get an overview of its speed, SEO and security.' },
          { title: 'Talk to us', text: 'We go through the results with you and tell you honestly which fixes will do the most for you.' },
          { title: 'We put it right', text: 'We fix what the test found at an agreed price, so you can focus on your business.' },
        ],
        eyebrow: 'What next?',
        title: 'You have your results. How do you make them better?',
      }
    : {
        steps: [
          { title: 'Tee test', text: 'Sisesta oma veebilehe aadress ja saad umbes minutiga ülevaate kiirusest, SEO-st ja turvalisusest.' },
          { title: 'Räägi meiega', text: 'Vaatame tulemused koos üle ja ütleme ausalt, millised parandused toovad sulle kõige rohkem kasu.' },
          { title: 'Meie teeme korda', text: 'Parandame leitud vead kokkulepitud hinnaga, sina saad keskenduda oma ärile.' },
        ],
        eyebrow: 'Mis edasi?',
        title: 'Tulemused käes. Kuidas need paremaks teha?',
      };

/** What happens after the test, with the offer button scrolling to the contact call to action. */
export function TesterNextSteps() {
  return (
    <section aria-labelledby="tester-next-steps-title" className="section bg-white">
      <div className="container-page">
        <SectionHeading id="tester-next-steps-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title} />
        <NumberedSteps steps={TEXTS.steps} look="labelled" className="mt-10 grid gap-6 md:grid-cols-3" />
        <div className="mt-10">
          <ScrollToSectionLink section={HOME_SECTIONS.contactCta} className="btn-primary w-full sm:w-auto">
            {ACTIONS.talk}
          </ScrollToSectionLink>
        </div>
      </div>
    </section>
  );
}
