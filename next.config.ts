import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  experimental: { globalNotFound: true },
  reactStrictMode: true,
};

export default nextConfig;
