import Link from 'next/link';
import { ROUTES } from '@/lib/routes';

/** The line beside the send button of the audit and contact forms. */
export const FORM_PRIVACY_NOTE = 'Saates sõnumi, kasutame sinu andmeid vastamiseks.';
/** The same line for the website tester, which sends only the tested address. */
export const TESTER_PRIVACY_NOTE = 'Testi tegemiseks saadame sisestatud aadressi teenustele, mis testi teevad.';

/** "… Loe lähemalt: privaatsustingimused." with a link to /privaatsus, set beside a form's send button. */
export function PrivacyNote({ text = FORM_PRIVACY_NOTE, tone = 'light', className = '' }: { text?: string; tone?: 'light' | 'dark'; className?: string }) {
  const dark = tone === 'dark';
  return (
    <p className={`text-sm ${dark ? 'text-brand-50' : 'text-slate-600'} ${className}`.trim()} data-privacy-note>
      {text} Loe lähemalt:{' '}
      <Link href={ROUTES.privacy} className={`font-medium underline underline-offset-4 ${dark ? 'text-white' : 'text-brand-700 hover:text-brand-900'}`}>
        privaatsustingimused
      </Link>
      .
    </p>
  );
}
