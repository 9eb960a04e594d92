import { AuditForm } from '@/components/forms/AuditForm';
import { DarkPanel } from '@/components/ui/DarkPanel';
import { StaticHtml } from '@/components/ui/StaticHtml';
import { StaticLink } from '@/components/ui/StaticLink';
import { AUDIT_CTA, CTA_CONTENT, type CtaContent } from '@/lib/blog/cta';
import type { Article } from '@/lib/blog/schema';

function ButtonBlock({ content }: { content: CtaContent }) {
  return (
    <>
      <h2 id="article-cta-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {content.title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-brand-50">{content.text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {content.actions.map((action, index) => {
          const className =
            index === 0
              ? 'btn w-full bg-white text-brand-800 shadow-sm hover:bg-brand-50 sm:w-auto'
              : 'btn w-full border border-white/50 text-white hover:bg-white/10 sm:w-auto';
          return action.href.startsWith('/') ? (
            <StaticLink key={action.href} href={action.href} className={className}>
              {action.label}
            </StaticLink>
          ) : (
            <a key={action.href} href={action.href} className={className} rel="noopener">
              {action.label}
            </a>
          );
        })}
      </div>
    </>
  );
}

/**
 * The call to action at the end of an article, in the variant its frontmatter chooses. A block of buttons is static
 * HTML (components/ui/StaticHtml.tsx); the audit form stays React's.
 */
export function ArticleCta({ article }: { article: Pick<Article, 'cta' | 'ctaContent'> }) {
  const { cta } = article;
  const isAudit = cta === 'audit';
  const content = cta === 'custom' ? article.ctaContent : cta === 'audit' ? undefined : CTA_CONTENT[cta];
  const section = (
    <section
      id={isAudit ? AUDIT_CTA.id : undefined}
      aria-labelledby="article-cta-title"
      data-cta={article.cta}
      className="container-page py-12 sm:py-16"
    >
      <DarkPanel glows={['topRightSmall']} className="mx-auto max-w-4xl px-6 py-10 sm:px-12 sm:py-14">
        <div className="relative">
          {content ? (
            <ButtonBlock content={content} />
          ) : (
            <>
              <h2 id="article-cta-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
                {AUDIT_CTA.title}
              </h2>
              <p className="mt-3 max-w-2xl text-lg leading-relaxed text-brand-50">{AUDIT_CTA.text}</p>
              <div className="mt-8">
                <AuditForm tone="dark" />
              </div>
            </>
          )}
        </div>
      </DarkPanel>
    </section>
  );
  return content ? <StaticHtml className="contents">{section}</StaticHtml> : section;
}
