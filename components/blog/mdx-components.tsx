import type { ComponentProps, ReactNode } from 'react';
import { BeforeAfter } from '@/components/blog/BeforeAfter';
import { CaseStudyStats } from '@/components/blog/CaseStudyStats';
import { HowToSteps } from '@/components/blog/HowToSteps';
import { caseStudies } from '@/content/case-studies';
import type { Article } from '@/lib/blog/schema';

/** Props an editor can write on <BeforeAfter /> in MDX (MDX attributes are strings). */
interface MdxBeforeAfterProps {
  /** Which of the article's before/after pairs, counted from 1 (default 1). */
  pair?: string;
  subject?: string;
  caption?: string;
}

/** A link of the text: a plain <a> (so the text stays static HTML, components/blog/ArticleBody); rel=noopener outside the site. */
function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const className = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';
  if (href.startsWith('/')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} rel="noopener" {...rest}>
      {children}
    </a>
  );
}

const h2 = ({ children }: { children?: ReactNode }) => (
  <h2 className="mt-12 text-2xl font-bold tracking-tight sm:text-3xl">{children}</h2>
);
const h3 = ({ children }: { children?: ReactNode }) => <h3 className="mt-8 text-xl font-semibold">{children}</h3>;

/**
 * The components an article's MDX can use, bound to the article: markdown elements with the site's type
 * styles, <BeforeAfter /> (the article's screenshot pairs), <CaseStudyStats /> and <HowToSteps />.
 * next-mdx-remote blocks JS expressions in MDX, so everything comes in through this map.
 */
export function articleComponents(article: Article) {
  return {
    h2,
    h3,
    p: ({ children }: { children?: ReactNode }) => <p className="mt-5 leading-relaxed">{children}</p>,
    ul: ({ children }: { children?: ReactNode }) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-500">{children}</ul>,
    ol: ({ children }: { children?: ReactNode }) => <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-600">{children}</ol>,
    li: ({ children }: { children?: ReactNode }) => <li className="pl-1 leading-relaxed">{children}</li>,
    strong: ({ children }: { children?: ReactNode }) => <strong className="font-semibold text-slate-900">{children}</strong>,
    blockquote: ({ children }: { children?: ReactNode }) => (
      <blockquote className="mt-6 rounded-r-2xl border-l-4 border-brand-500 bg-brand-50/60 px-5 py-1 text-slate-800">{children}</blockquote>
    ),
    hr: () => <hr className="my-10 border-slate-200" />,
    a: MdxLink,
    CaseStudyStats,
    HowToSteps: ({ title }: { title?: string }) => {
      if (!article.howTo) throw new Error(`${article.file}: <HowToSteps /> needs "howTo" in the frontmatter`);
      return <HowToSteps title={title ?? article.howTo.name} steps={article.howTo.steps} />;
    },
    BeforeAfter: ({ pair = '1', subject, caption }: MdxBeforeAfterProps) => {
      const images = article.imagePairs[Number(pair) - 1];
      if (!images) throw new Error(`${article.file}: <BeforeAfter pair="${pair}" /> has no matching before/after images`);
      const study = caseStudies.find((s) => s.sliderBefore === images.before);
      return (
        <BeforeAfter
          {...images}
          beforeFull={study?.beforeImage}
          afterFull={study?.afterImage}
          subject={subject ?? study?.subject ?? article.title}
          caption={caption}
        />
      );
    },
  };
}
