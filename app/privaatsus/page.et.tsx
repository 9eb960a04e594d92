/** /privaatsus on the Estonian site; the English site's page is app/privacy/page.en.tsx (lib/routes.ts). */
export { default, metadata } from '@/components/pages/PrivacyPage';
