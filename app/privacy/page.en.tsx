/** /privacy on the English site; the Estonian site's page is app/privaatsus/page.et.tsx (lib/routes.ts). */
export { default, metadata } from '@/components/pages/PrivacyPage';
