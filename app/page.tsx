import { HomeJsonLd } from '@/components/home/HomeJsonLd';
import { HomeScreen } from '@/components/home/HomeScreen';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { homeMetadata } from '@/lib/seo/pages';

export const metadata = homeMetadata;

export default function HomePage() {
  return (
    <>
      <PageJsonLd path="/" />
      <HomeJsonLd />
      <HomeScreen />
    </>
  );
}
