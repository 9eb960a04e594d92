import { HomeJsonLd } from '@/components/home/HomeJsonLd';
import { HomeScreen } from '@/components/home/HomeScreen';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';

export const metadata = routeMetadata('home');

export default function HomePage() {
  return (
    <>
      <PageJsonLd path={ROUTES.home} />
      <HomeJsonLd />
      <HomeScreen />
    </>
  );
}
