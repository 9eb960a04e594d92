export const ERROR_TITLE = 'Unexpected Application Error!';

/** Fallback screen for an uncaught rendering error. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="container-page section" role="alert">
      <h1 className="text-3xl font-bold tracking-tight">{ERROR_TITLE}</h1>
      <p className="lead mt-4 max-w-xl">
        Midagi läks lehe kuvamisel valesti. Proovi lehte uuesti laadida. Kui viga kordub, kirjuta meile ja me parandame
        selle kiiresti.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {onRetry ? (
          <button type="button" className="btn-primary" onClick={onRetry}>
            Proovi uuesti
          </button>
        ) : null}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after an uncaught error a full page load starts the app afresh */}
        <a href="/" className="btn-secondary">
          Avalehele
        </a>
      </div>
    </section>
  );
}
