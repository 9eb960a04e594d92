/** /seo-veebilehe-test on the Estonian site; the English site's page is app/seo-website-test/page.en.tsx (lib/routes.ts). */
export { default, metadata } from '@/components/pages/TesterPage';
