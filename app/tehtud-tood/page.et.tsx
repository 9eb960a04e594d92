/** /tehtud-tood on the Estonian site; the English site's page is app/our-work/page.en.tsx (lib/routes.ts). */
export { default, metadata } from '@/components/pages/PortfolioPage';
