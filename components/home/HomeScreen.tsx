import { Hero } from '@/components/home/Hero';

/** The home page's sections in the spec's order. Also rendered for unknown paths (404.html). */
export function HomeScreen() {
  return (
    <>
      <Hero />
    </>
  );
}
