import { Fragment, type ReactNode } from 'react';
import { StaticBlock } from '@/components/ui/StaticBlock';
import { staticBlockKey } from '@/lib/static-blocks.mjs';
import { staticHtml, staticRuns, withStaticForm } from '@/lib/static-html';

/** One string of static HTML in the page, keyed so that the document's payload need not repeat it (lib/static-blocks.mjs). */
function Block({ html, className }: { html: string; className?: string }) {
  return <StaticBlock html={html} blockKey={staticBlockKey(html)} className={className} />;
}
withStaticForm(Block, ({ html, className }) => <div className={className} dangerouslySetInnerHTML={{ __html: html }} />);

/**
 * A block of static content written into the page as HTML that React does not walk in the browser (lib/static-html.ts):
 * for long text with nothing interactive inside, such as the privacy notice. Server components only; a client
 * component inside stops the build.
 */
export function StaticHtml({ className, children }: { className?: string; children: ReactNode }) {
  return <Block className={className} html={staticHtml(children)} />;
}

/**
 * Content with client components among its parts (an article's body): each run of static parts is static HTML in an
 * element of `display: contents` (the layout is the same as without it), and the client components stay React's.
 */
export function StaticRuns({ children }: { children: ReactNode }) {
  return staticRuns(children).map((part, i) =>
    typeof part === 'string' ? <Block key={i} className="contents" html={part} /> : <Fragment key={i}>{part}</Fragment>,
  );
}
