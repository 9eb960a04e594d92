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
  icons: {
    icon: [{ url: '/favicon.ico', sizes: 'any' }],
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
