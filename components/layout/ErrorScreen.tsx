import { LAYOUT_ERROR } from '@messages/layout-error';

/** The spec's title, the same on both sites (the root error page's document title too). */
export const ERROR_TITLE = LAYOUT_ERROR.title;

/** Fallback screen for an uncaught rendering error. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="container-page section" role="alert">
      <h1 className="text-3xl font-bold tracking-tight">{ERROR_TITLE}</h1>
      <p className="lead mt-4 max-w-xl">{LAYOUT_ERROR.body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {onRetry ? (
          <button type="button" className="btn-primary" onClick={onRetry}>
            {LAYOUT_ERROR.retry}
          </button>
        ) : null}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after an uncaught error a full page load starts the app afresh */}
        <a href="/" className="btn-secondary">
          {LAYOUT_ERROR.home}
        </a>
      </div>
    </section>
  );
}
