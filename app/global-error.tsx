'use client';

import { useEffect } from 'react';
import { ErrorScreen, ERROR_TITLE } from '@/components/layout/ErrorScreen';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang={process.env.SITE_LOCALE === 'en' ? 'en' : 'et'}>
      <head>
        <title>{ERROR_TITLE}</title>
      </head>
      <body>
        <main>
          <ErrorScreen onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
