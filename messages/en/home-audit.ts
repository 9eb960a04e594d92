import type { HomeAuditMessages } from '@/messages/home-audit';

export const HOME_AUDIT: HomeAuditMessages = {
  eyebrow: 'Free audit',
  title: 'Is your website working for you?',
  lead: (turnaround) =>
    `Enter your site’s address and ${turnaround} you’ll get a short list by email of the fixes that will bring you the most new customers. Free, with no strings attached.`,
  checks: [
    'Speed on phones and computers',
    'How the site looks on a phone',
    'Visibility and titles on Google',
    'Whether visitors find the price and contact details at once',
  ],
  steps: 'Two steps and you’re done',
};
