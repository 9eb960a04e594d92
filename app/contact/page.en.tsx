/** /contact on the English site; the Estonian site's page is app/kontakt/page.et.tsx (lib/routes.ts). */
export { default, metadata } from '@/components/pages/ContactPage';
