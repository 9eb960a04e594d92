/**
 * "Mida teha kõigepealt": at most five fixes, ranked across every card by what the problem costs the owner (a page
 * Google cannot show first, then a missing https, slow phones, security, then the smaller things). Each fix says
 * why it matters, how to fix it (for the owner's platform when the page reveals it: the generator meta or the
 * paths only one platform uses, lib/tester/checks/page-signals.ts), a rough effort, and a link to our article or
 * service that helps. The summary's headline is built from this list (index.ts).
 */
import type { Platform } from '@/lib/tester/checks/page-signals';
import { googleFindings } from '@/lib/tester/report/google';
import { CARD_FIXES, EFFORT, GOOGLE_FIXES, LINKS, type FixTemplate, type PlanLink } from '@/lib/tester/report/plan-fixes';
import { speedFixesOf } from '@/lib/tester/report/speed';
import type { ResultCard, ResultSection } from '@/lib/tester/report/cards';
import type { TestResult } from '@/lib/tester/state/schema';

export interface PlanItem {
  id: string;
  /** What to do, as a short imperative. */
  title: string;
  why: string;
  how: string;
  /** A rough effort: "umbes 10 minutit" ("about 10 minutes"). */
  effort: string;
  link: PlanLink;
  /** What the problem costs the owner (higher first); 100 = Google cannot show the page. */
  cost: number;
  /** Whether the problem keeps the page out of Google's results. */
  blocking: boolean;
  /** Whether its card graded it bad (not merely worth attention). */
  severe: boolean;
}

/** At most this many fixes are listed. */
export const PLAN_SIZE = 5;

/** The speed cards' fix: the largest translated saving, when PageSpeed named one. */
function speedFix(r: TestResult, card: ResultCard): FixTemplate | null {
  const grade = card.grade;
  if (grade !== 'bad' && grade !== 'warning') return null;
  const top = speedFixesOf(r.lighthouse.details).shown[0];
  const field = card.id === 'field-speed';
  const cost = (grade === 'bad' ? 80 : 45) + (field ? 5 : 0);
  if (process.env.SITE_LOCALE === 'en') {
    return {
      title: grade === 'bad' ? 'Make the page faster on phones' : 'Speed the page up a little on phones',
      why: field
        ? 'Real visitors wait too long for your page, and Google takes that into account in search too.'
        : 'In Google’s test the page opens slowly on a phone: every extra second loses visitors.',
      how: { any: top ? `Biggest saving: ${top.title.charAt(0).toLowerCase()}${top.title.slice(1)}. ${top.how}` : 'Make images and scripts smaller and turn on caching.' },
      effort: grade === 'bad' ? EFFORT.halfDayToDays : EFFORT.hours,
      link: LINKS.speed,
      cost,
    };
  }
  return {
    title: grade === 'bad' ? 'Tee leht telefonis kiiremaks' : 'Kiirenda lehte telefonis veidi',
    why: field
      ? 'Päris külastajad ootavad su lehte liiga kaua ja seda arvestab ka Google otsingus.'
      : 'Google’i testis avaneb leht telefonis aeglaselt: iga lisasekund kaotab osa külastajaid.',
    how: { any: top ? `Suurim võit: ${top.title.charAt(0).toLowerCase()}${top.title.slice(1)}. ${top.how}` : 'Vähenda pilte ja skripte ning võta kasutusele vahemälu.' },
    effort: grade === 'bad' ? EFFORT.halfDayToDays : EFFORT.hours,
    link: LINKS.speed,
    cost,
  };
}

/** A fix for a card without a template of its own: its own advice, after the costlier fixes. */
const cardFix = (card: ResultCard): FixTemplate | null =>
  card.fix
    ? {
        title: process.env.SITE_LOCALE === 'en' ? `Review: ${card.title}` : `Vaata üle: ${card.title}`,
        why: card.why,
        how: { any: card.fix },
        effort: EFFORT.hour,
        link: LINKS.audit,
        cost: card.grade === 'bad' ? 15 : 5,
      }
    : null;

/** Cards whose items are findings with their own fixes: the plan names the worst item's fix (a problem first). */
const FINDING_CARDS = new Set(['security', 'domain-trust']);
const worstItemFix = (card: ResultCard) => (card.details?.find((d) => d.status === 'fail' && d.fix) ?? card.details?.find((d) => d.status === 'warn' && d.fix))?.fix;

/** The costliest first, at most PLAN_SIZE: the page's plan, or the page's and the whole site's joined. */
export const rankPlan = (items: PlanItem[]): PlanItem[] => [...items].sort((a, b) => b.cost - a.cost).slice(0, PLAN_SIZE);

const itemOf = (id: string, fix: FixTemplate, platform: Platform | null, severe: boolean, blocking = false, how?: string): PlanItem => ({
  id,
  title: fix.title,
  why: fix.why,
  how: (platform && fix.how[platform]) || how || fix.how.any,
  effort: fix.effort,
  link: fix.link,
  cost: fix.cost,
  blocking,
  severe,
});

/** A plan item for each card graded bad or worth attention (the whole-site check's cards, or any others). */
export function cardPlanItems(cards: ResultCard[], platform: Platform | null): PlanItem[] {
  return cards.flatMap((card) => {
    if (card.grade !== 'bad' && card.grade !== 'warning') return [];
    const fix = CARD_FIXES[card.id]?.[card.grade] ?? cardFix(card);
    return fix ? [itemOf(card.id, fix, platform, card.grade === 'bad', false, FINDING_CARDS.has(card.id) ? worstItemFix(card) : undefined)] : [];
  });
}

/**
 * Cards whose problems the plan names through more precise fixes: the speed score (the seconds), the Google card
 * and the status (its items), PageSpeed's SEO score and the robots.txt and sitemap card (the SEO and Google items).
 */
const PLANNED_ELSEWHERE = new Set(['performance', 'google', 'http-status', 'speed-fixes', 'seo', 'server-files']);

/**
 * The action plan: every problem the cards found, ranked by cost (the Google blockers first), at most PLAN_SIZE.
 * One fix per cause: the two speed cards give one speed fix.
 */
export function actionPlan(r: TestResult, sections: ResultSection[]): PlanItem[] {
  const platform = r.pageSignals?.platform ?? null;
  const items: PlanItem[] = [];
  const add = (id: string, fix: FixTemplate, severe: boolean, blocking = false) => items.push(itemOf(id, fix, platform, severe, blocking));
  const others: ResultCard[] = [];

  for (const finding of googleFindings(r)) {
    if (finding.problem) add(`google-${finding.problem}`, GOOGLE_FIXES[finding.problem], finding.status === 'fail', finding.status === 'fail');
  }
  let speedAdded = false;
  for (const card of sections.flatMap((s) => s.cards)) {
    // The speed fix comes from the seconds (the lab and real-visitor cards); from the score only when PageSpeed
    // gave no seconds (a result saved before they were read).
    const secondsMissing = card.id === 'performance' && sections.some((s) => s.cards.some((c) => c.id === 'lab-speed' && c.grade === 'info'));
    if (card.id === 'lab-speed' || card.id === 'field-speed' || secondsMissing) {
      const fix = speedFix(r, card);
      if (fix && !speedAdded) {
        add('speed', fix, card.grade === 'bad');
        speedAdded = true;
      } else if (fix) {
        const existing = items.find((i) => i.id === 'speed');
        if (existing && fix.cost > existing.cost) Object.assign(existing, { cost: fix.cost, title: fix.title, why: fix.why, effort: fix.effort, severe: card.grade === 'bad' });
      }
      continue;
    }
    if (PLANNED_ELSEWHERE.has(card.id)) continue;
    others.push(card);
  }
  return rankPlan([...items, ...cardPlanItems(others, platform)]);
}

