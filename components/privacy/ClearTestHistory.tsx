'use client';

import { useEffect, useState, type MouseEvent } from 'react';
import { CLEAR_HISTORY_TEXTS } from '@/components/privacy/clear-history-texts';
import { ROUTES } from '@/lib/routes';
import { clearTesterStorage } from '@/lib/tester/state/saved-keys';

const TEXTS = CLEAR_HISTORY_TEXTS;

/**
 * The privacy notice's "Kustuta testide ajalugu": removes everything the website tester keeps in this browser (the
 * last test and the history of tests per site) and says so. A link to this page with a query that asks for the
 * same, so a press made before the page's scripts have run is not lost: the page then opens with the query, and
 * the control clears the storage as soon as it runs and takes the query out of the address.
 */
export function ClearTestHistory({ anchor }: { anchor: string }) {
  const [status, setStatus] = useState<'idle' | 'cleared' | 'refused'>('idle');
  const [key, value] = TEXTS.query;

  const clear = () => setStatus(clearTesterStorage() ? 'cleared' : 'refused');

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(key) !== value) return;
    url.searchParams.delete(key);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a press made before the scripts ran: act on it once, on arrival
    clear();
  }, [key, value]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    clear();
  };

  return (
    <div className="mt-6 max-w-3xl" data-clear-history="">
      <a href={`${ROUTES.privacy}?${key}=${value}#${anchor}`} rel="nofollow" className="btn-secondary" onClick={onClick}>
        {TEXTS.label}
      </a>
      <p role="status" className="mt-3 text-base text-slate-700">
        {status === 'cleared' ? TEXTS.cleared : status === 'refused' ? TEXTS.refused : ''}
      </p>
    </div>
  );
}
