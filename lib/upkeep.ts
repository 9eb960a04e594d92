/**
 * Upkeep after launch, defined once: one table of plans (UPKEEP_PLANS) says what each plan's fee is, what it
 * covers, how many months are free, and whether a small change a month is free and for how long. Every sentence the
 * site says about upkeep is made here from that table, in the built language (lib/i18n/locale.ts): the calculator's
 * line, the FAQ answers and the articles' <Fact name="upkeep.…" /> sentences; tests/unit/upkeep.test.ts fails on an
 * upkeep sentence written anywhere else.
 *
 * The specification fixes the fees (WordPress about 150 a year with 3 months free; a custom online shop 20 a month,
 * a custom website none; Shopify 25 a month) and the free small change of custom and Shopify sites. The table adds
 * what a buyer needs to compare them: a custom website has no fee, so its free change runs for a fixed time after
 * launch; a plan with a fee includes it for as long as the fee is paid; WordPress has none, because its owner edits
 * the content in WordPress.
 */
import { formatEuro } from '@/lib/format';
import type { Platform, ProjectType } from '@/lib/schemas';
import { VAT_MARK } from '@/lib/vat';

/** The English build (written in place, so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

export type UpkeepPlanKey = 'wordpress' | 'customWebsite' | 'customShop' | 'shopify';

/** One plan of the table. */
export interface Upkeep {
  /** Recurring fee in EUR per `period`, or null when there is none. */
  amount: number | null;
  period: 'year' | 'month' | null;
  /** Free months at the start of the fee (WordPress). */
  freeMonths: number;
  /**
   * The free small change a month: null when the plan has none; `months` after launch it runs for, or null for
   * every month the fee is paid.
   */
  freeChange: { months: number | null } | null;
}

/**
 * The spec says WordPress upkeep is "about 150 per year"; a buyer distrusts "about" on a fee, so it is a fixed
 * 150 € a year (12,50 € a month), like the other fees.
 */
export const UPKEEP_PLANS: Readonly<Record<UpkeepPlanKey, Upkeep>> = {
  wordpress: { amount: 150, period: 'year', freeMonths: 3, freeChange: null },
  customWebsite: { amount: null, period: null, freeMonths: 0, freeChange: { months: 12 } },
  customShop: { amount: 20, period: 'month', freeMonths: 0, freeChange: { months: null } },
  shopify: { amount: 25, period: 'month', freeMonths: 0, freeChange: { months: null } },
};

/** The plan of each type and platform (a WordPress site and a WordPress shop share one). */
const PLAN_OF: Record<ProjectType, Partial<Record<Platform, UpkeepPlanKey>>> = {
  website: { wordpress: 'wordpress', custom: 'customWebsite' },
  ecommerce: { wordpress: 'wordpress', custom: 'customShop', shopify: 'shopify' },
};

/** The limit of the free small change (the articles say "up to an hour"). */
export const FREE_CHANGE = { hours: 1 } as const;

/**
 * What each plan is called in a sentence (Estonian in the adessive: "eritellimusel kodulehel") and at the head of
 * a table row, and what its fee covers, in the built language.
 */
const PLAN_TEXTS: Record<UpkeepPlanKey, { name: string; row: string; covers: string | null }> = EN
  ? {
      wordpress: { name: 'a WordPress site or online shop', row: 'WordPress site or online shop', covers: 'updates of WordPress, its theme and plugins, backups, and speed and security checks' },
      customWebsite: { name: 'a custom-built website', row: 'Custom-built website', covers: null },
      customShop: { name: 'a custom-built online shop', row: 'Custom-built online shop', covers: 'software updates, backups, and speed and security checks' },
      shopify: { name: 'a Shopify shop', row: 'Shopify shop', covers: 'theme and app updates and speed checks (Shopify itself runs the servers and the platform’s security)' },
    }
  : {
      wordpress: { name: 'WordPressi lehel ja e-poel', row: 'WordPressi leht või e-pood', covers: 'WordPressi, teema ja pluginate uuendused, varukoopiad ning kiiruse ja turvalisuse kontroll' },
      customWebsite: { name: 'eritellimusel kodulehel', row: 'Eritellimusel koduleht', covers: null },
      customShop: { name: 'eritellimusel e-poel', row: 'Eritellimusel e-pood', covers: 'tarkvara uuendused, varukoopiad ning kiiruse ja turvalisuse kontroll' },
      shopify: { name: 'Shopify poel', row: 'Shopify pood', covers: 'teema ja rakenduste uuendused ning kiiruse kontroll (serverite ja platvormi turvalisuse eest hoolitseb Shopify ise)' },
    };

export function upkeepPlanOf(type: ProjectType, platform: Platform): UpkeepPlanKey {
  const plan = PLAN_OF[type][platform];
  if (!plan) throw new Error(`No upkeep for ${platform} ${type}`);
  return plan;
}

export function upkeepFor(type: ProjectType, platform: Platform): Upkeep {
  return UPKEEP_PLANS[upkeepPlanOf(type, platform)];
}

/** The fee per month and per year. */
export function upkeepAmounts(upkeep: Upkeep): { perMonth: number; perYear: number } | null {
  if (upkeep.amount === null) return null;
  return upkeep.period === 'year'
    ? { perMonth: upkeep.amount / 12, perYear: upkeep.amount }
    : { perMonth: upkeep.amount, perYear: upkeep.amount * 12 };
}

/**
 * "12,50 € kuus ehk 150 € aastas", "20 € kuus ehk 240 € aastas" ("€12.50 a month or €150 a year"): the upkeep
 * fee, or null when there is none. With `vat`, the VAT rule follows it ("… aastas + km", "… a year + VAT").
 */
export function upkeepFee(upkeep: Upkeep, { vat = false } = {}): string | null {
  const amounts = upkeepAmounts(upkeep);
  if (!amounts) return null;
  const fee = EN
    ? `${formatEuro(amounts.perMonth)} a month or ${formatEuro(amounts.perYear)} a year`
    : `${formatEuro(amounts.perMonth)} kuus ehk ${formatEuro(amounts.perYear)} aastas`;
  // The VAT rule stays on the fee's line ("… aastas + km"), never alone at the start of the next.
  return vat ? `${fee}\u00a0${VAT_MARK.replace(' ', '\u00a0')}` : fee;
}

/** "esimesed 3 kuud tasuta" / "esimene kuu tasuta" ("first 3 months free" / "first month free"), or null. */
function freeMonthsText(upkeep: Upkeep): string | null {
  if (!upkeep.freeMonths) return null;
  if (EN) return upkeep.freeMonths === 1 ? 'first month free' : `first ${upkeep.freeMonths} months free`;
  return upkeep.freeMonths === 1 ? 'esimene kuu tasuta' : `esimesed ${upkeep.freeMonths} kuud tasuta`;
}

/** "(kuni 1 tund tööd, ei kandu üle)" ("(up to 1 hour of work; unused time does not carry over)"). */
const FREE_CHANGE_LIMIT = EN
  ? `(up to ${FREE_CHANGE.hours} ${FREE_CHANGE.hours === 1 ? 'hour' : 'hours'} of work; unused time does not carry over)`
  : `(kuni ${FREE_CHANGE.hours} ${FREE_CHANGE.hours === 1 ? 'tund' : 'tundi'} tööd, ei kandu üle)`;

/** "üks väike muudatus kuus tasuta (kuni 1 tund tööd, ei kandu üle)": the free change in a list of terms. */
export const FREE_CHANGE_TEXT = EN ? `one small change a month free of charge ${FREE_CHANGE_LIMIT}` : `üks väike muudatus kuus tasuta ${FREE_CHANGE_LIMIT}`;

/** How long a plan's free change runs, as a list of terms says it: "esimesed 12 kuud" / "for the first 12 months". */
function freeChangeTerm(upkeep: Upkeep): string | null {
  if (!upkeep.freeChange) return null;
  const { months } = upkeep.freeChange;
  if (months === null) return EN ? `${FREE_CHANGE_TEXT}, included in the fee` : `${FREE_CHANGE_TEXT}, hooldustasu sees`;
  return EN ? `${FREE_CHANGE_TEXT} for the first ${months} months after launch` : `${FREE_CHANGE_TEXT} esimesed ${months} kuud pärast valmimist`;
}

/**
 * The upkeep of one type and platform in one line, as the calculator shows it: "Hooldus 12,50 € kuus ehk 150 €
 * aastas, esimesed 3 kuud tasuta" or "Hooldustasu pole, üks väike muudatus kuus tasuta (…) esimesed 12 kuud pärast
 * valmimist".
 */
export function upkeepLine(type: ProjectType, platform: Platform): string {
  const upkeep = upkeepFor(type, platform);
  const fee = upkeepFee(upkeep);
  const feeText = EN ? (fee === null ? 'No upkeep fee' : `Upkeep ${fee}`) : fee === null ? 'Hooldustasu pole' : `Hooldus ${fee}`;
  return [feeText, freeMonthsText(upkeep), freeChangeTerm(upkeep)].filter(Boolean).join(', ');
}

/** Whether the plan of a choice has a fee (the calculator's extra costs name upkeep only then). */
export function hasUpkeepFee(type: ProjectType, platform: Platform): boolean {
  return upkeepFor(type, platform).amount !== null;
}

/**
 * Everything about one plan, in whole sentences: the fee (with the VAT rule) and its free months, what the fee
 * covers, and the free change (for how long) or why there is none. The FAQ and the articles say a plan's upkeep
 * with these sentences only.
 */
export function upkeepSentences(plan: UpkeepPlanKey): string {
  const upkeep = UPKEEP_PLANS[plan];
  const { name, covers } = PLAN_TEXTS[plan];
  const fee = upkeepFee(upkeep, { vat: true });
  const months = upkeep.freeMonths;
  const sentences: string[] = [];
  if (EN) {
    sentences.push(fee === null ? `${capitalise(name)} has no upkeep fee.` : `Upkeep of ${name} costs ${fee}${months ? `, and the first ${months} months are free` : ''}.`);
    if (covers) sentences.push(`The fee covers ${covers}.`);
    if (!upkeep.freeChange) sentences.push('It includes no free monthly change, because you edit the content yourself in WordPress.');
    else if (upkeep.freeChange.months === null) sentences.push(`For as long as you pay it, it includes one small change a month ${FREE_CHANGE_LIMIT}.`);
    else sentences.push(`For the first ${upkeep.freeChange.months} months after launch, we make one small change a month free of charge ${FREE_CHANGE_LIMIT}.`);
  } else {
    sentences.push(fee === null ? `${capitalise(name)} hooldustasu pole.` : `${capitalise(name)} on hooldus ${fee}${months ? `, esimesed ${months} kuud on tasuta` : ''}.`);
    if (covers) sentences.push(`Hooldustasu sees on ${covers}.`);
    if (!upkeep.freeChange) sentences.push('Tasuta igakuist muudatust see ei sisalda, sest sisu muudad ise WordPressi haldusliideses.');
    else if (upkeep.freeChange.months === null) sentences.push(`Kuni hooldus kestab, teeme kord kuus ühe väikese muudatuse tasuta ${FREE_CHANGE_LIMIT}.`);
    else sentences.push(`Esimesed ${upkeep.freeChange.months} kuud pärast valmimist teeme kord kuus ühe väikese muudatuse tasuta ${FREE_CHANGE_LIMIT}.`);
  }
  return sentences.join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The plans in the order the FAQ and the articles list them. */
export const UPKEEP_PLAN_KEYS: readonly UpkeepPlanKey[] = ['wordpress', 'customWebsite', 'customShop', 'shopify'];

/**
 * The fees in one clause, for a list of costs: "WordPressi lehel ja e-poel 12,50 € kuus ehk 150 € aastas (esimesed
 * 3 kuud tasuta), eritellimusel e-poel …; eritellimusel kodulehel hooldustasu pole".
 */
export function upkeepSummary(): string {
  const withFee = UPKEEP_PLAN_KEYS.filter((plan) => UPKEEP_PLANS[plan].amount !== null).map((plan) => {
    const upkeep = UPKEEP_PLANS[plan];
    const months = freeMonthsText(upkeep);
    const fee = `${upkeepFee(upkeep)}${months ? ` (${months})` : ''}`;
    return EN ? `${fee} for ${PLAN_TEXTS[plan].name}` : `${PLAN_TEXTS[plan].name} ${fee}`;
  });
  const none = UPKEEP_PLAN_KEYS.filter((plan) => UPKEEP_PLANS[plan].amount === null).map((plan) =>
    EN ? `${PLAN_TEXTS[plan].name} has no upkeep fee` : `${PLAN_TEXTS[plan].name} hooldustasu pole`,
  );
  const and = EN ? ' and ' : ' ja ';
  const fees = `${withFee.slice(0, -1).join(', ')}${and}${withFee[withFee.length - 1]}`;
  return [fees, ...none].join('; ');
}

/**
 * Where a small change a month is free, in one sentence: "Üks väike muudatus kuus on tasuta (…) eritellimusel
 * kodulehel esimesed 12 kuud pärast valmimist ning eritellimusel e-poel ja Shopify poel seni, kuni hooldus kestab;
 * WordPressi lehel ja e-poel muudad sisu ise."
 */
export function freeChangeSummary(): string {
  const names = (keys: UpkeepPlanKey[]) => keys.map((plan) => PLAN_TEXTS[plan].name).join(EN ? ' and ' : ' ja ');
  const withChange = UPKEEP_PLAN_KEYS.filter((plan) => UPKEEP_PLANS[plan].freeChange);
  const limited = withChange.filter((plan) => UPKEEP_PLANS[plan].freeChange!.months !== null);
  const whilePaid = withChange.filter((plan) => UPKEEP_PLANS[plan].freeChange!.months === null);
  const none = UPKEEP_PLAN_KEYS.filter((plan) => !UPKEEP_PLANS[plan].freeChange);
  const terms = [
    ...limited.map((plan) =>
      EN
        ? `for the first ${UPKEEP_PLANS[plan].freeChange!.months} months after launch on ${PLAN_TEXTS[plan].name}`
        : `${PLAN_TEXTS[plan].name} esimesed ${UPKEEP_PLANS[plan].freeChange!.months} kuud pärast valmimist`,
    ),
    ...(whilePaid.length ? [EN ? `for as long as the upkeep runs on ${names(whilePaid)}` : `${names(whilePaid)} seni, kuni hooldus kestab`] : []),
  ];
  const sentence = EN
    ? `One small change a month is free of charge ${FREE_CHANGE_LIMIT} ${terms.join(', and ')}`
    : `Üks väike muudatus kuus on tasuta ${FREE_CHANGE_LIMIT} ${terms.join(' ning ')}`;
  const rest = none.length ? (EN ? `; on ${names(none)}, you edit the content yourself` : `; ${names(none)} muudad sisu ise`) : '';
  return `${sentence}${rest}.`;
}

/** The upkeep table as the pricing section shows it: a row per plan, every cell from UPKEEP_PLANS. */
export const UPKEEP_TABLE_TEXTS = EN
  ? {
      caption: 'Upkeep after launch',
      show: 'Show the upkeep fees and what they cover',
      hide: 'Hide the upkeep fees',
      plan: 'Platform',
      fee: 'Fee',
      covers: 'What the fee covers',
      change: 'Free small change',
      none: 'No fee',
    }
  : {
      caption: 'Hooldus pärast valmimist',
      show: 'Näita hooldustasusid ja mida need sisaldavad',
      hide: 'Peida hooldustasud',
      plan: 'Platvorm',
      fee: 'Tasu',
      covers: 'Mida tasu sisaldab',
      change: 'Tasuta väike muudatus',
      none: 'Tasu pole',
    };

export interface UpkeepRow {
  plan: string;
  fee: string;
  covers: string;
  change: string;
}

export function upkeepTable(): UpkeepRow[] {
  return UPKEEP_PLAN_KEYS.map((plan) => {
    const upkeep = UPKEEP_PLANS[plan];
    const months = freeMonthsText(upkeep);
    const fee = upkeepFee(upkeep, { vat: true });
    const change = upkeep.freeChange
      ? upkeep.freeChange.months === null
        ? EN ? `One a month ${FREE_CHANGE_LIMIT}, for as long as you pay the fee` : `Üks kuus ${FREE_CHANGE_LIMIT}, kuni maksad hooldustasu`
        : EN
          ? `One a month ${FREE_CHANGE_LIMIT} for the first ${upkeep.freeChange.months} months after launch`
          : `Üks kuus ${FREE_CHANGE_LIMIT} esimesed ${upkeep.freeChange.months} kuud pärast valmimist`
      : EN ? 'None: you edit the content yourself in WordPress' : 'Pole: sisu muudad ise WordPressi haldusliideses';
    return {
      plan: PLAN_TEXTS[plan].row,
      fee: fee === null ? UPKEEP_TABLE_TEXTS.none : months ? `${fee}, ${months}` : fee,
      covers: capitalise(PLAN_TEXTS[plan].covers ?? (EN ? 'nothing to update: the site has no plugins' : 'midagi pole uuendada: lehel pole pluginaid')),
      change,
    };
  });
}

