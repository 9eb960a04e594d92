/** The spec's title, the same on both sites. */
export const ERROR_TITLE = 'Unexpected Application Error!';

export const ERROR_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        body: 'Something went wrong while showing this page. Please reload it. If the error keeps coming back, email us and we will fix it quickly.',
        retry: 'Try again',
        home: 'Go to the home page',
      }
    : {
        body: 'Midagi läks lehe kuvamisel valesti. Proovi lehte uuesti laadida. Kui viga kordub, kirjuta meile ja me parandame selle kiiresti.',
        retry: 'Proovi uuesti',
        home: 'Avalehele',
      };

/** Fallback screen for an uncaught rendering error. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="container-page section" role="alert">
      <h1 className="text-3xl font-bold tracking-tight">{ERROR_TITLE}</h1>
      <p className="lead mt-4 max-w-xl">{ERROR_TEXTS.body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {onRetry ? (
          <button type="button" className="btn-primary" onClick={onRetry}>
            {ERROR_TEXTS.retry}
          </button>
        ) : null}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after an uncaught error a full page load starts the app afresh */}
        <a href="/" className="btn-secondary">
          {ERROR_TEXTS.home}
        </a>
      </div>
    </section>
  );
}
