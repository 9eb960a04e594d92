import { Fragment, type ReactNode } from 'react';
import { staticHtml, staticRuns } from '@/lib/static-html';

/**
 * A block of static content written into the page as HTML that React does not walk in the browser (lib/static-html.ts):
 * for long text with nothing interactive inside, such as the privacy notice. Server components only; a client
 * component inside stops the build.
 */
export function StaticHtml({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: staticHtml(children) }} />;
}

/**
 * Content with client components among its parts (an article's body): each run of static parts is static HTML in an
 * element of `display: contents` (the layout is the same as without it), and the client components stay React's.
 */
export function StaticRuns({ children }: { children: ReactNode }) {
  return staticRuns(children).map((part, i) =>
    typeof part === 'string' ? <div key={i} className="contents" dangerouslySetInnerHTML={{ __html: part }} /> : <Fragment key={i}>{part}</Fragment>,
  );
}
