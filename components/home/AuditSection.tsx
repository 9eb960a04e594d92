import { AuditForm } from '@/components/forms/AuditForm';
import { CheckList } from '@/components/home/CheckMarks';
import { DarkPanel } from '@/components/ui/DarkPanel';
import { AUDIT_TURNAROUND_TEXT } from '@/lib/pricing';
import { HOME_SECTIONS } from '@/lib/routes';
import { HOME_AUDIT } from '@messages/home-audit';

/** #audit: the free website audit request (two-step form). */
export function AuditSection() {
  return (
    <section id={HOME_SECTIONS.audit} aria-labelledby="audit-title" className="section bg-white">
      <div className="container-page">
        <DarkPanel glows={['topRight']} className="px-4 py-7 sm:px-10 sm:py-14 lg:px-14">
          <div className="relative grid gap-6 sm:gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{HOME_AUDIT.eyebrow}</p>
              <h2 id="audit-title" className="mt-2 text-2xl leading-[1.875rem] font-bold tracking-tight text-white sm:mt-3 sm:text-4xl">
                {HOME_AUDIT.title}
              </h2>
              <p className="mt-3 text-[0.9375rem] leading-6 text-brand-50 sm:mt-4 sm:text-lg sm:leading-relaxed">{HOME_AUDIT.lead(AUDIT_TURNAROUND_TEXT)}</p>
              <CheckList items={HOME_AUDIT.checks} className="mt-4 grid gap-1.5 text-[0.9375rem] text-brand-50 sm:mt-6 sm:grid-cols-2 sm:gap-2 sm:text-base" iconClassName="text-emerald-300" />
            </div>
            <div className="focus-ring-brand rounded-2xl bg-white p-4 shadow-card-hover sm:p-8">
              <p className="mb-4 text-lg font-semibold text-slate-900 sm:mb-5">{HOME_AUDIT.steps}</p>
              <AuditForm offerLastTest />
            </div>
          </div>
        </DarkPanel>
      </div>
    </section>
  );
}
