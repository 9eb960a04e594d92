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
export const CTA_CONTENT: Record<Exclude<CtaVariant, 'custom' | 'audit'>, CtaContent> = {
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

/** Heading and text of the audit variant, which shows the audit form under them. */
export const AUDIT_CTA = {
  id: 'analuutika-audit',
  title: 'Telli oma lehele tasuta audit',
  text: `Sisesta oma veebilehe aadress ja saad ${AUDIT_TURNAROUND_TEXT} konkreetse nimekirja, mida parandada, et leht tooks rohkem kliente.`,
} as const;
