import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { site, siteUrl } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  applicationName: site.brand,
  authors: [{ name: site.legalName, url: siteUrl }],
  creator: site.legalName,
  formatDetection: { telephone: false },
  // The SVG mark (0.3 KB) for browsers that take one; the ICO (2.9 KB, 16–48 px) for the others. Marked 32x32, the ICO
  // is not what Chrome picks (with `sizes="any"` it was, a 3.7 KB request that often finished before the first paint).
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
  },
  manifest: '/manifest.webmanifest',
};

export const viewport: Viewport = {
  themeColor: '#2548e0',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
