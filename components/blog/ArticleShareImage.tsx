import { SHARE_COLORS as c, shareTitleFontSize } from '@/lib/seo/share-image';
import { SHARE_FONT_FAMILY } from '@/lib/seo/share-image-fonts';
import { site, siteUrl } from '@/lib/site';

/**
 * An article's share picture (1200×630), drawn by next/og at build time: the brand, the article's first tag,
 * its title and where it was published, in the site's colours. next/og understands only inline styles and
 * flex layout, so this component is not used on pages.
 */
export function ArticleShareImage({ title, tag }: { title: string; tag: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px 56px 92px',
        background: `linear-gradient(135deg, ${c.brand50} 0%, #ffffff 62%)`,
        color: c.slate900,
        fontFamily: SHARE_FONT_FAMILY,
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 16, background: c.brand600, display: 'flex' }} />
      <div
        style={{
          position: 'absolute',
          right: -120,
          top: -120,
          width: 360,
          height: 360,
          borderRadius: 180,
          background: c.brand100,
          display: 'flex',
        }}
      />
      <div style={{ position: 'absolute', right: 150, top: 176, width: 36, height: 36, borderRadius: 18, background: c.accent500, display: 'flex' }} />

      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <svg width="56" height="56" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill={c.brand600} />
          <path d="M7.6 12.2 14 23.6l5.6-9.8" fill="none" stroke="#fff" strokeWidth="3.8" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="22.7" cy="9.5" r="2.7" fill={c.accent500} />
        </svg>
        <span style={{ fontSize: 38, fontWeight: 700, letterSpacing: '-0.02em' }}>{site.brand}</span>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 30, maxWidth: 1000 }}>
        <span
          style={{
            fontSize: 28,
            fontWeight: 600,
            color: c.brand800,
            background: c.brand100,
            borderRadius: 999,
            padding: '10px 26px',
          }}
        >
          {tag}
        </span>
        <div style={{ display: 'flex', fontSize: shareTitleFontSize(title), fontWeight: 700, lineHeight: 1.12, letterSpacing: '-0.025em' }}>
          {title}
        </div>
      </div>

      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          borderTop: `2px solid ${c.brand200}`,
          paddingTop: 24,
          fontSize: 26,
          fontWeight: 600,
          color: c.slate600,
        }}
      >
        <span>Arendaja päevik</span>
        <span style={{ color: c.brand600 }}>{new URL(siteUrl).host}</span>
      </div>
    </div>
  );
}
