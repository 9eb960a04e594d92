import type { NextConfig } from 'next';
import { messagesAliases } from './scripts/build/messages-alias.mjs';

/** The built language (lib/i18n/locale.ts): SITE_LOCALE=en builds the English site into out-en/. */
const locale = process.env.SITE_LOCALE === 'en' ? 'en' : 'et';
const exportDir = process.env.EXPORT_DIR || (locale === 'en' ? 'out-en' : '');

const nextConfig: NextConfig = {
  output: 'export',
  // EXPORT_DIR: another folder than out/ for the static export (the test build that adds an article uses one;
  // the English site goes to out-en/).
  ...(exportDir ? { distDir: exportDir } : {}),
  // SITE_LOCALE as a literal in every bundle, so a text module's `process.env.SITE_LOCALE === 'en' ? … : …` keeps
  // one language (lib/i18n/locale.ts).
  env: { SITE_LOCALE: locale },
  // `@messages/<feature>` is the built language's texts (messages/<locale>/<feature>.ts): one language per bundle,
  // chosen here at build time, never by a dictionary at run time (docs/architecture.md, "Two languages").
  turbopack: { resolveAlias: messagesAliases(locale) },
  // A route of one language only is page.et.tsx or page.en.tsx (app/kontakt/page.et.tsx, app/contact/page.en.tsx);
  // the other language's file is not a page in this build. page.tsx is a page in both; .jsx and .js stay pages as Next's
  // defaults make them (the bench's floor page is app/page.jsx).
  pageExtensions: [`${locale}.tsx`, `${locale}.ts`, 'tsx', 'ts', 'jsx', 'js'],
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded by Node at build time, not bundled: it reads its WebAssembly file from its own folder (share pictures).
  serverExternalPackages: ['subset-font'],
};

export default nextConfig;
