import { ScrollToSectionLink } from '@/components/tester/ScrollToSectionLink';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ACTIONS } from '@/lib/actions';
import { HOME_SECTIONS } from '@/lib/routes';

const STEPS = [
  { title: 'Tee test', text: 'Sisesta oma veebilehe aadress ja saad umbes minutiga ülevaate kiirusest, SEO-st ja turvalisusest.' },
  { title: 'Räägi meiega', text: 'Vaatame tulemused koos üle ja ütleme ausalt, millised parandused toovad sulle kõige rohkem kasu.' },
  { title: 'Meie teeme korda', text: 'Parandame leitud vead kokkulepitud hinnaga, sina saad keskenduda oma ärile.' },
] as const;

/** What happens after the test, with the offer button scrolling to the contact call to action. */
export function TesterNextSteps() {
  return (
    <section aria-labelledby="tester-next-steps-title" className="section bg-white">
      <div className="container-page">
        <SectionHeading id="tester-next-steps-title" eyebrow="Mis edasi?" title="Tulemused käes. Kuidas need paremaks teha?" />
        <NumberedSteps steps={STEPS} look="labelled" className="mt-10 grid gap-6 md:grid-cols-3" />
        <div className="mt-10">
          <ScrollToSectionLink section={HOME_SECTIONS.contactCta} className="btn-primary w-full sm:w-auto">
            {ACTIONS.quote}
          </ScrollToSectionLink>
        </div>
      </div>
    </section>
  );
}
