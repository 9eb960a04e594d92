import Link from 'next/link';
import { CONTACT_NOTE, PRIVACY_NOTE_TEXTS } from '@/lib/privacy/notes';
import { ROUTES } from '@/lib/routes';

/**
 * "… Loe lähemalt: privaatsustingimused." ("… Read more in our privacy policy.") with a link to /privaatsus, set beside a form's send button: what happens
 * to what is typed (lib/privacy/notes: the contact form's line by default, the audit form's and the tester's own).
 */
export function PrivacyNote({ text = CONTACT_NOTE, tone = 'light', className = '' }: { text?: string; tone?: 'light' | 'dark'; className?: string }) {
  const dark = tone === 'dark';
  return (
    <p className={`text-sm ${dark ? 'text-brand-50' : 'text-slate-600'} ${className}`.trim()} data-privacy-note>
      {text}
      {PRIVACY_NOTE_TEXTS.readMore}{' '}
      <Link href={ROUTES.privacy} className={`font-medium underline underline-offset-4 ${dark ? 'text-white' : 'text-brand-700 hover:text-brand-900'}`}>
        {PRIVACY_NOTE_TEXTS.link}
      </Link>
      .
    </p>
  );
}
