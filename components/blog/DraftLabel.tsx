import { BLOG_ARTICLE } from '@messages/blog-article';

/** Marks a draft article; drafts are shown only by `npm run dev`, so readers never see this label. */
export function DraftLabel({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-block rounded-full bg-accent-300 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-slate-900 ${className}`.trim()}>
      {BLOG_ARTICLE.draft}
    </span>
  );
}
