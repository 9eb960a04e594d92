'use client';

import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { CheckIcon } from '@/components/home/CheckMarks';
import { SectionLink } from '@/components/layout/NavLinks';
import {
  CUSTOM_SITE_WEEKS_TEXT,
  DEFAULT_SELECTION,
  DELIVERY,
  DOMAIN_COST,
  formatEuro,
  formatExtra,
  hostingCost,
  PAGE_OPTIONS,
  pageExtra,
  platformForType,
  platformsFor,
  PRODUCT_OPTIONS,
  productExtra,
  PROJECT_TYPES,
  totalPrice,
  upkeepFee,
  upkeepFor,
  type PriceSelection,
} from '@/lib/pricing';
import { countLabel, NOUNS } from '@/lib/plural';
import { ROUTES, SECTIONS } from '@/lib/routes';

const TOTAL_LABEL = 'Hinnanguline hind';

const option =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600';

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
  columns = 'sm:grid-cols-2',
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
      <div className={`mt-3 grid gap-2 ${columns}`}>
        {options.map((o) => (
          <label key={o.value} className={option}>
            <input type="radio" name={name} className="size-4 shrink-0 accent-brand-600" checked={selected === o.value} onChange={() => onSelect(o.value)} />
            <span className="flex-1 font-medium text-slate-900">{o.label}</span>
            <span className="text-sm tabular-nums text-slate-600">{price(o.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The pricing calculator (#pricing): type, platform, page count and (for web shops) product count as radio
 * groups; the total, upkeep and delivery next to them. Prices come from lib/pricing.ts.
 */
export function PricingCalculator() {
  const [selection, setSelection] = useState<PriceSelection>(DEFAULT_SELECTION);
  const id = useId();
  const update = (patch: Partial<PriceSelection>) => setSelection((s) => ({ ...s, ...patch }));
  const { type, platform, pages, products } = selection;
  const platforms = platformsFor(type);
  const platformOption = platforms.find((p) => p.value === platform)!;
  const typeLabel = PROJECT_TYPES.find((t) => t.value === type)!.label;
  const upkeep = upkeepFor(type, platform);
  const fee = upkeepFee(upkeep);
  const total = totalPrice(selection);

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <form className="card space-y-8 p-5 sm:p-8" aria-label="Hinnakalkulaator" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend className="text-base font-semibold text-slate-900">Mida vajad?</legend>
          <div className="mt-3 grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1">
            {PROJECT_TYPES.map((t) => (
              <label
                key={t.value}
                className="flex cursor-pointer items-center justify-center gap-2 rounded-xl px-4 py-3 font-semibold text-slate-700 transition-colors has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
              >
                <input
                  type="radio"
                  name={`${id}-type`}
                  className="sr-only"
                  checked={type === t.value}
                  onChange={() => update({ type: t.value, platform: platformForType(t.value, platform) })}
                />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>

        <ChoiceGroup
          legend="Platvorm"
          name={`${id}-platform`}
          options={platforms}
          selected={platform}
          onSelect={(value) => update({ platform: value })}
          price={formatEuro}
          columns={platforms.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}
        />
        <ChoiceGroup
          legend="Mitu alamlehte vajad?"
          name={`${id}-pages`}
          options={PAGE_OPTIONS}
          selected={pages}
          onSelect={(value) => update({ pages: value })}
          price={formatExtra}
        />
        {type === 'ecommerce' ? (
          <ChoiceGroup
            legend="Mitu toodet e-poodi tuleb?"
            name={`${id}-products`}
            options={PRODUCT_OPTIONS}
            selected={products}
            onSelect={(value) => update({ products: value })}
            price={formatExtra}
          />
        ) : null}

        <p aria-hidden="true" className="sticky bottom-3 flex items-center justify-between rounded-2xl bg-slate-900 px-5 py-3 text-white shadow-card-hover lg:hidden">
          <span className="text-sm text-slate-300">{TOTAL_LABEL}</span>
          <span className="text-xl font-bold tabular-nums">{formatEuro(total)}</span>
        </p>
      </form>

      <aside aria-labelledby={`${id}-total-title`} className="rounded-3xl bg-slate-900 p-6 text-slate-300 shadow-card sm:p-8 lg:sticky lg:top-28">
        <h3 id={`${id}-total-title`} className="text-sm font-semibold uppercase tracking-wider text-brand-200">
          {TOTAL_LABEL}
        </h3>
        <p className="mt-2 text-5xl font-extrabold tracking-tight text-white tabular-nums" aria-live="polite" aria-atomic="true" data-testid="price-total">
          {formatEuro(total)}
        </p>
        <p className="mt-1 text-sm text-slate-400">
          Ühekordne hind. Lisanduvad domeen ({DOMAIN_COST}), {hostingCost(platform)} ja hooldus.
        </p>
        <dl className="mt-6 space-y-2 border-t border-white/10 pt-5 text-sm">
          <Row term={`${typeLabel}, ${platformOption.label}`} value={formatEuro(platformOption.price)} />
          <Row term={PAGE_OPTIONS.find((o) => o.value === pages)?.label ?? 'Lehtede arv valimata'} value={formatExtra(pageExtra(pages))} />
          {type === 'ecommerce' ? (
            <Row term={PRODUCT_OPTIONS.find((o) => o.value === products)!.label} value={formatExtra(productExtra(type, products))} />
          ) : null}
        </dl>
        <ul className="mt-6 space-y-3 border-t border-white/10 pt-5 text-sm">
          <Check>
            {fee === null ? 'Hooldustasu pole' : `Hooldus ${fee}`}
            {upkeep.freeMonths ? `, ${upkeep.freeMonths === 1 ? 'esimene kuu' : `esimesed ${countLabel(upkeep.freeMonths, NOUNS.month)}`} tasuta` : ''}
            {upkeep.freeMinorChange ? ', üks väiksem muudatus kuus tasuta' : ''}
          </Check>
          <Check>
            Valmis tavaliselt {DELIVERY.typicalWeeks} nädalaga
            {type === 'website'
              ? platform === 'custom'
                ? `, eritellimusel leht umbes ${CUSTOM_SITE_WEEKS_TEXT}`
                : `, lihtne koduleht umbes ${DELIVERY.simpleSiteDays} päevaga`
              : ''}
          </Check>
          <Check>Esimene konsultatsioon on tasuta</Check>
        </ul>
        <div className="mt-8 flex flex-col gap-3">
          <Link href={ROUTES.contact} className="btn bg-white text-brand-800 hover:bg-brand-50">
            Küsi täpset pakkumist
          </Link>
          <SectionLink section={SECTIONS.audit} className="btn border border-white/30 text-white hover:bg-white/10">
            Telli kõigepealt tasuta audit
          </SectionLink>
        </div>
      </aside>
    </div>
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
