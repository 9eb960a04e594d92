/** /our-work on the English site; the Estonian site's page is app/tehtud-tood/page.et.tsx (lib/routes.ts). */
export { default, metadata } from '@/components/pages/PortfolioPage';
