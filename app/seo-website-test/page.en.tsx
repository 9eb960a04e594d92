/** /seo-website-test on the English site; the Estonian site's page is app/seo-veebilehe-test/page.et.tsx (lib/routes.ts). */
export { default, metadata } from '@/components/pages/TesterPage';
