import { z } from 'zod';
import { ACTIONS } from '@/lib/actions';
import { AUDIT_TURNAROUND_TEXT } from '@/lib/pricing';
import { homeSection, ROUTES, HOME_SECTIONS } from '@/lib/routes';

/** The call-to-action variants an article can end with (chosen in its frontmatter, field `cta`). */
export const CTA_VARIANTS = [
  'audit',
  'case-study',
  'wordpress-comparison',
  'custom',
  'default',
  'speed-optimization',
  'ux-analysis',
] as const;

export type CtaVariant = (typeof CTA_VARIANTS)[number];

const actionSchema = z.object({
  label: z.string().min(1),
  /** A site path ("/kontakt", "/#audit") or an https address. */
  href: z.string().regex(/^(\/|https:\/\/)/, 'must be a site path starting with "/" or an https:// address'),
});

/** The content of a button block: a heading, a short text and one or two buttons (the first is primary). */
export const ctaContentSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  actions: z.array(actionSchema).min(1).max(2),
});

export type CtaAction = z.infer<typeof actionSchema>;
export type CtaContent = z.infer<typeof ctaContentSchema>;

type FixedVariant = Exclude<CtaVariant, 'custom' | 'audit'>;

/** Where the buttons of each fixed block lead, in button order (the first is primary). */
const CTA_TARGETS: Record<FixedVariant, readonly string[]> = {
  'case-study': [homeSection(HOME_SECTIONS.audit), homeSection(HOME_SECTIONS.pricing)],
  'wordpress-comparison': [ROUTES.contact],
  default: [ROUTES.contact],
  'speed-optimization': [ROUTES.tester, ROUTES.contact],
  'ux-analysis': [homeSection(HOME_SECTIONS.audit), ROUTES.portfolio],
};

/** The words of each fixed block: heading, text and the buttons' labels, in the order of CTA_TARGETS. */
const CTA_TEXTS: Record<FixedVariant, { title: string; text: string; labels: readonly string[] }> = process.env.SITE_LOCALE === 'en'
  ? {
      'case-study': {
        title: 'Could your online shop make the same journey?',
        text: "We’ll look over your site free of charge and tell you honestly what is driving customers away and what is worth fixing first.",
        labels: ['What should I change on my site?', 'See our prices'],
      },
      'wordpress-comparison': {
        title: 'WordPress, custom-built or Shopify?',
        text: "Tell us what your site needs to do and we’ll recommend the option that fits your budget and your plans. The first consultation is free.",
        labels: ['OK, but what does it cost?'],
      },
      default: {
        title: 'Need a new website or online shop?',
        text: 'Describe your plan in a couple of sentences and get a clear quote with a timeline. The first consultation is free.',
        labels: [ACTIONS.quote],
      },
      'speed-optimization': {
        title: 'How fast is your website?',
        text: "Measure your site’s speed in a minute, or let us look it over. We’ll tell you what is slowing it down and what the fix costs.",
        labels: [ACTIONS.tester, ACTIONS.quote],
      },
      'ux-analysis': {
        title: "Let’s look at your site through your customers’ eyes",
        text: 'In a free audit we go through your website as a customer would: we find the places where visitors get stuck or leave, and give you a clear list of fixes.',
        labels: [ACTIONS.audit, ACTIONS.portfolio],
      },
    }
  : {
      'case-study': {
        title: 'Kas sinu e-pood võiks sama teekonna läbi teha?',
        text: 'Vaatame sinu lehe tasuta üle ja ütleme ausalt, mis kliente eemale peletab ja mida tasub esimesena parandada.',
        labels: ['Mida minu lehel muuta?', 'Tutvu hinnakirjaga'],
      },
      'wordpress-comparison': {
        title: 'WordPress, eritellimus või Shopify?',
        text: 'Räägi meile, mida su leht peab tegema, ja soovitame lahenduse, mis sobib sinu eelarve ja plaanidega. Esimene konsultatsioon on tasuta.',
        labels: ['Ok, aga palju maksab?'],
      },
      default: {
        title: 'Vajad uut kodulehte või e-poodi?',
        text: 'Kirjelda oma plaani paari lausega ja saad selge hinnapakkumise koos ajakavaga. Esimene konsultatsioon on tasuta.',
        labels: [ACTIONS.quote],
      },
      'speed-optimization': {
        title: 'Kui kiire on sinu koduleht?',
        text: 'Mõõda oma lehe kiirust minutiga või lase meil see üle vaadata. Ütleme, mis lehte aeglustab ja kui palju parandamine maksab.',
        labels: [ACTIONS.tester, ACTIONS.quote],
      },
      'ux-analysis': {
        title: 'Vaatame su lehte kliendi silmadega',
        text: 'Tasuta auditis vaatame sinu kodulehe üle kliendi silmadega: leiame kohad, kus külastaja takerdub või lahkub, ja anname selge parandusnimekirja.',
        labels: [ACTIONS.audit, ACTIONS.portfolio],
      },
    };

/** The fixed button blocks; `custom` takes its content from the article and `audit` shows the audit form. */
export const CTA_CONTENT: Record<FixedVariant, CtaContent> = Object.fromEntries(
  (Object.keys(CTA_TARGETS) as FixedVariant[]).map((variant) => {
    const { title, text, labels } = CTA_TEXTS[variant];
    return [variant, { title, text, actions: CTA_TARGETS[variant].map((href, index) => ({ label: labels[index], href })) }];
  }),
) as Record<FixedVariant, CtaContent>;

const AUDIT_CTA_ID = 'analuutika-audit';
/** Heading and text of the audit variant, which shows the audit form under them; `id` is its anchor. */
export const AUDIT_CTA: { id: typeof AUDIT_CTA_ID; title: string; text: string } = process.env.SITE_LOCALE === 'en'
  ? {
      id: AUDIT_CTA_ID,
      title: 'Get a free audit of your site',
      text: `Enter your website’s address and you’ll get a specific list of what to fix ${AUDIT_TURNAROUND_TEXT}, so that your site brings in more customers.`,
    }
  : {
      id: AUDIT_CTA_ID,
      title: 'Telli oma lehele tasuta audit',
      text: `Sisesta oma veebilehe aadress ja saad ${AUDIT_TURNAROUND_TEXT} konkreetse nimekirja, mida parandada, et leht tooks rohkem kliente.`,
    };
