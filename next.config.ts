import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded by Node at build time, not bundled: it reads its WebAssembly file from its own folder (share pictures).
  serverExternalPackages: ['subset-font'],
};

export default nextConfig;
