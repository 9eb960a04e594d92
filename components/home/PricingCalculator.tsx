'use client';

import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { CheckIcon } from '@/components/home/CheckMarks';
import { SectionLink } from '@/components/layout/NavLinks';
import { useStickyBar } from '@/components/home/useStickyBar';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { formatEuro } from '@/lib/format';
import {
  calculatorTexts,
  DEFAULT_SELECTION,
  formatExtra,
  PAGE_OPTIONS,
  platformForType,
  platformsFor,
  PRODUCT_OPTIONS,
  PROJECT_TYPES,
  quoteQuery,
  TOTAL_LABEL,
  VAT_MARK,
  type PriceSelection,
} from '@/lib/pricing';
import { ROUTES, HOME_SECTIONS } from '@/lib/routes';
import { ACTIONS } from '@/lib/actions';

/**
 * The calculator's own labels in the built language (written in place, so this chunk carries one:
 * lib/i18n/locale.ts); every price text comes from lib/pricing, in the same language.
 */
const TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        eyebrow: 'Pricing',
        form: 'Price calculator',
        type: 'What do you need?',
        platform: 'Platform',
        pages: 'How many pages do you need?',
        products: 'How many products will the shop have?',
        consultation: 'The first consultation is free',
      }
    : {
        eyebrow: 'Hinnakiri',
        form: 'Hinnakalkulaator',
        type: 'Mida vajad?',
        platform: 'Platvorm',
        pages: 'Mitu lehte vajad?',
        products: 'Mitu toodet e-poodi tuleb?',
        consultation: 'Esimene konsultatsioon on tasuta',
      };

const option =
  'flex cursor-pointer items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-1.5 transition-colors sm:gap-3 sm:px-4 sm:py-3 hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600';

interface ChoiceOption<T> {
  value: T;
  label: string;
  price: number;
}

/** One question of the calculator as a radio group; each option shows its price. */
function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  selected,
  onSelect,
  price,
  columns = 'grid-cols-2',
}: {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  selected: T | null;
  onSelect: (value: T) => void;
  price: (amount: number) => string;
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      {/* Two options a row from the narrowest phone; there each shows its price under its name. */}
      <div className={`mt-2 grid gap-2 sm:mt-3 ${columns}`}>
        {options.map((o) => (
          <label key={o.value} className={option}>
            <input type="radio" name={name} className="size-4 shrink-0 accent-brand-600" checked={selected === o.value} onChange={() => onSelect(o.value)} />
            <span className="flex flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
              <span className="flex-1 text-sm font-medium leading-snug text-slate-900 sm:text-base">{o.label}</span>
              <span className="text-sm tabular-nums text-slate-600">{price(o.price)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The pricing calculator (#pricing): its heading (which names the chosen type), type, platform, page count and
 * (for web shops) product count as radio groups; the total, VAT, upkeep and delivery next to them. Every text
 * comes from lib/pricing (calculatorTexts), where a table test checks each combination. "Küsi pakkumist" carries
 * the choice to the contact form.
 */
export function PricingCalculator({ children }: { children: ReactNode }) {
  const [selection, setSelection] = useState<PriceSelection>(DEFAULT_SELECTION);
  const id = useId();
  const update = (patch: Partial<PriceSelection>) => setSelection((s) => ({ ...s, ...patch }));
  const { type, platform, pages, products } = selection;
  const platforms = platformsFor(type);
  const texts = calculatorTexts(selection);
  const { bar, barLine, totalCard, barHidden } = useStickyBar();

  return (
    <>
      <SectionHeading id="pricing-title" eyebrow={TEXTS.eyebrow} title={texts.heading} center>
        {children}
      </SectionHeading>
      <div className="mt-6 grid gap-6 sm:mt-12 sm:gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <form className="card space-y-5 p-4 sm:space-y-8 sm:p-8" aria-label={TEXTS.form} onSubmit={(e) => e.preventDefault()}>
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">{TEXTS.type}</legend>
            <div className="mt-2 grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 sm:mt-3">
              {PROJECT_TYPES.map((t) => (
                <label
                  key={t.value}
                  className="relative flex cursor-pointer items-center justify-center gap-2 rounded-xl px-4 py-2.5 font-semibold sm:py-3 text-slate-700 transition-colors has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    // Transparent over the whole button: the browser scrolls the whole of it into view on focus.
                    className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                    checked={type === t.value}
                    onChange={() => update({ type: t.value, platform: platformForType(t.value, platform) })}
                  />
                  {t.label}
                </label>
              ))}
            </div>
          </fieldset>

          <ChoiceGroup
            legend={TEXTS.platform}
            name={`${id}-platform`}
            options={platforms}
            selected={platform}
            onSelect={(value) => update({ platform: value })}
            price={formatEuro}
            columns={platforms.length === 3 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2'}
          />
          <ChoiceGroup
            legend={TEXTS.pages}
            name={`${id}-pages`}
            options={PAGE_OPTIONS}
            selected={pages}
            onSelect={(value) => update({ pages: value })}
            price={formatExtra}
          />
          {type === 'ecommerce' ? (
            <ChoiceGroup
              legend={TEXTS.products}
              name={`${id}-products`}
              options={PRODUCT_OPTIONS}
              selected={products}
              onSelect={(value) => update({ products: value })}
              price={formatExtra}
            />
          ) : null}

          {/* The bar takes no room of its own (issue 47, item 5): a sticky line of no height at the form's end, the bar
              drawn above it. Where the form ends the total card comes into view and the bar hides, so it does not sit
              over the last options for long, and the form keeps no empty band for it. On a short screen it is static. */}
          <div
            ref={barLine}
            className="sticky bottom-3 z-10 -mt-5 h-0 sm:-mt-8 lg:hidden [@media(max-height:31.25rem)]:static [@media(max-height:31.25rem)]:mt-0 [@media(max-height:31.25rem)]:h-auto"
          >
            <p
              ref={bar}
              aria-hidden="true"
              data-price-bar
              data-hidden={barHidden || undefined}
              className="absolute inset-x-0 bottom-0 flex items-center justify-between rounded-2xl bg-slate-900 px-5 py-2.5 text-white shadow-card-hover transition-opacity data-[hidden]:invisible data-[hidden]:opacity-0 sm:py-3 [@media(max-height:31.25rem)]:static"
            >
              <span className="text-sm text-slate-300">{TOTAL_LABEL}</span>
              <span className="text-xl font-bold tabular-nums">
                {texts.total} <span className="text-sm font-semibold text-slate-300">{VAT_MARK}</span>
              </span>
            </p>
          </div>
        </form>

        {/* A group named by its heading, not an <aside>: a landmark nested in the section's region, as it was, is one
            more stop in a landmark list that says nothing new (accessibility review 2, m6). */}
        <div ref={totalCard} role="group" aria-labelledby={`${id}-total-title`} className="rounded-3xl bg-slate-900 p-5 text-slate-300 shadow-card sm:p-8 lg:sticky lg:top-28">
          <h3 id={`${id}-total-title`} className="text-sm font-semibold uppercase tracking-wider text-brand-200">
            {TOTAL_LABEL}
          </h3>
          <p className="mt-1 text-4xl font-extrabold tracking-tight text-white tabular-nums sm:mt-2 sm:text-5xl" aria-live="polite" aria-atomic="true" data-price-announcement>
            <span className="sr-only">{texts.announcement}</span>
            <span aria-hidden="true" data-testid="price-total">
              {texts.total}
            </span>
          </p>
          <p className="mt-2 text-[0.8125rem] font-medium text-slate-200 sm:text-sm" data-vat>
            {texts.vat}
          </p>
          <p className="mt-1 text-[0.8125rem] text-slate-400 sm:text-sm" data-extra-costs>
            {texts.extraCosts}
          </p>
          <dl className="mt-4 space-y-2 border-t border-white/10 pt-4 text-sm sm:mt-6 sm:pt-5">
            {texts.rows.map(([term, value]) => (
              <Row key={term} term={term} value={value} />
            ))}
          </dl>
          <ul className="mt-4 space-y-2 border-t border-white/10 pt-4 text-[0.8125rem] sm:mt-6 sm:space-y-3 sm:pt-5 sm:text-sm">
            <Check>
              <span data-upkeep>{texts.upkeep}</span>
            </Check>
            <Check>
              <span data-delivery>{texts.delivery}</span>
            </Check>
            <Check>{TEXTS.consultation}</Check>
          </ul>
          <div className="mt-5 flex flex-col gap-3 sm:mt-8">
            <Link href={`${ROUTES.contact}?${quoteQuery(selection)}`} className="btn bg-white py-2.5 text-brand-800 hover:bg-brand-50 sm:py-3">
              {ACTIONS.quote}
            </Link>
            <SectionLink section={HOME_SECTIONS.audit} className="btn border border-white/30 py-2.5 text-white hover:bg-white/10 sm:py-3">
              {ACTIONS.audit}
            </SectionLink>
          </div>
        </div>
      </div>
    </>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{term}</dt>
      <dd className="font-semibold tabular-nums text-white">{value}</dd>
    </div>
  );
}

function Check({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <CheckIcon className="text-emerald-400" />
      <span>{children}</span>
    </li>
  );
}
