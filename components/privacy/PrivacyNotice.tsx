import { formatLongDate } from '@/lib/blog/dates';
import { ClearTestHistory } from '@/components/privacy/ClearTestHistory';
import { EnglishNoticeEnd, EnglishNoticeStart } from '@/components/privacy/EnglishNotice';
import { EstonianNoticeEnd, EstonianNoticeStart } from '@/components/privacy/EstonianNotice';
import { SECTION_IDS } from '@/components/privacy/parts';
import { StaticHtml } from '@/components/ui/StaticHtml';

/** When the notice last changed in substance (ISO date). Change it with every such change. */
export const PRIVACY_UPDATED = '2026-11-29';

const EN = process.env.SITE_LOCALE === 'en';

/** "Viimati uuendatud: 29. november 2026" (shown under the page title). */
export function PrivacyUpdated() {
  return (
    <p className="mt-4 text-base text-slate-600">
      {EN ? 'Last updated:' : 'Viimati uuendatud:'} <time dateTime={PRIVACY_UPDATED}>{formatLongDate(PRIVACY_UPDATED)}</time>
    </p>
  );
}

/**
 * The privacy notice of /privaatsus (/privacy on the English site), in the built language: its text is static HTML
 * (text and plain links, which React does not walk in the browser), in two parts around the one interactive control,
 * "Kustuta testide ajalugu", which ends the section on what the browser stores. The texts are
 * components/privacy/EstonianNotice.tsx and EnglishNotice.tsx, written with components/privacy/parts.tsx.
 */
export function PrivacyNotice() {
  return (
    <div className="container-page py-12 sm:py-16">
      <StaticHtml className="max-w-3xl text-lg text-slate-700">{EN ? <EnglishNoticeStart /> : <EstonianNoticeStart />}</StaticHtml>
      <ClearTestHistory anchor={SECTION_IDS.browser} />
      <StaticHtml className="mt-12 max-w-3xl text-lg text-slate-700">{EN ? <EnglishNoticeEnd /> : <EstonianNoticeEnd />}</StaticHtml>
    </div>
  );
}
