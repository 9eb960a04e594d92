import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // EXPORT_DIR: another folder than out/ for the static export (the test build that adds an article uses one).
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded by Node at build time, not bundled: it reads its WebAssembly file from its own folder (share pictures).
  serverExternalPackages: ['subset-font'],
};

export default nextConfig;
