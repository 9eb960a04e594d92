'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/ErrorScreen';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    document.title = 'Unexpected Application Error!';
  }, [error]);
  return <ErrorScreen onRetry={reset} />;
}
