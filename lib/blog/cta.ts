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

/** The fixed button blocks; `custom` takes its content from the article and `audit` shows the audit form. */
export const CTA_CONTENT: Record<Exclude<CtaVariant, 'custom' | 'audit'>, CtaContent> = process.env.SITE_LOCALE === 'en'
  ? {
      'case-study': {
        title: 'Could your online shop make the same journey?',
        text: "We'll look over your site free of charge and tell you honestly what is driving customers away and what is worth fixing first.",
        actions: [
          { label: 'What should I change on my site?', href: homeSection(HOME_SECTIONS.audit) },
          { label: 'See our prices', href: homeSection(HOME_SECTIONS.pricing) },
        ],
      },
      'wordpress-comparison': {
        title: 'WordPress, custom-built or Shopify?',
        text: "Tell us what your site needs to do and we'll recommend the option that fits your budget and your plans. The first consultation is free.",
        actions: [{ label: 'OK, but what does it cost?', href: ROUTES.contact }],
      },
      default: {
        title: 'Need a new website or online shop?',
        text: 'Describe your plan in a couple of sentences and get a clear quote with a timeline. The first consultation is free.',
        actions: [{ label: ACTIONS.quote, href: ROUTES.contact }],
      },
      'speed-optimization': {
        title: 'How fast is your website?',
        text: "Measure your site's speed in a minute, or let us look it over. We'll tell you what is slowing it down and what the fix costs.",
        actions: [
          { label: ACTIONS.check, href: ROUTES.tester },
          { label: ACTIONS.quote, href: ROUTES.contact },
        ],
      },
      'ux-analysis': {
        title: "Let's look at your site through your customers' eyes",
        text: 'In a free audit we go through your website as a customer would: we find the places where visitors get stuck or leave, and give you a clear list of fixes.',
        actions: [
          { label: ACTIONS.check, href: homeSection(HOME_SECTIONS.audit) },
          { label: 'See our work', href: ROUTES.portfolio },
        ],
      },
    }
  : {
      'case-study': {
        title: 'Kas sinu e-pood võiks sama teekonna läbi teha?',
        text: 'Vaatame sinu lehe tasuta üle ja ütleme ausalt, mis kliente eemale peletab ja mida tasub esimesena parandada.',
        actions: [
          { label: 'Mida minu lehel muuta?', href: homeSection(HOME_SECTIONS.audit) },
          { label: 'Tutvu hinnakirjaga', href: homeSection(HOME_SECTIONS.pricing) },
        ],
      },
      'wordpress-comparison': {
        title: 'WordPress, eritellimus või Shopify?',
        text: 'Räägi meile, mida su leht peab tegema, ja soovitame lahenduse, mis sobib sinu eelarve ja plaanidega. Esimene konsultatsioon on tasuta.',
        actions: [{ label: 'Ok, aga palju maksab?', href: ROUTES.contact }],
      },
      default: {
        title: 'Vajad uut kodulehte või e-poodi?',
        text: 'Kirjelda oma plaani paari lausega ja saad selge hinnapakkumise koos ajakavaga. Esimene konsultatsioon on tasuta.',
        actions: [{ label: ACTIONS.quote, href: ROUTES.contact }],
      },
      'speed-optimization': {
        title: 'Kui kiire on sinu koduleht?',
        text: 'Mõõda oma lehe kiirust minutiga või lase meil see üle vaadata. Ütleme, mis lehte aeglustab ja kui palju parandamine maksab.',
        actions: [
          { label: ACTIONS.check, href: ROUTES.tester },
          { label: ACTIONS.quote, href: ROUTES.contact },
        ],
      },
      'ux-analysis': {
        title: 'Vaatame su lehte kliendi silmadega',
        text: 'Tasuta auditis vaatame sinu kodulehe üle kliendi silmadega: leiame kohad, kus külastaja takerdub või lahkub, ja anname selge parandusnimekirja.',
        actions: [
          { label: ACTIONS.check, href: homeSection(HOME_SECTIONS.audit) },
          { label: 'Vaata tehtud töid', href: ROUTES.portfolio },
        ],
      },
    };

const AUDIT_CTA_ID = 'analuutika-audit';
/** Heading and text of the audit variant, which shows the audit form under them; `id` is its anchor. */
export const AUDIT_CTA: { id: typeof AUDIT_CTA_ID; title: string; text: string } = process.env.SITE_LOCALE === 'en'
  ? {
      id: AUDIT_CTA_ID,
      title: 'Get a free audit of your site',
      text: `Enter your website's address and you'll get a specific list of what to fix ${AUDIT_TURNAROUND_TEXT}, so that your site brings in more customers.`,
    }
  : {
      id: AUDIT_CTA_ID,
      title: 'Telli oma lehele tasuta audit',
      text: `Sisesta oma veebilehe aadress ja saad ${AUDIT_TURNAROUND_TEXT} konkreetse nimekirja, mida parandada, et leht tooks rohkem kliente.`,
    };
