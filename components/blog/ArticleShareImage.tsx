import { SHARE_COLORS as c, shareTitleFontSize } from '@/lib/seo/share-image';
import { SHARE_FONT_FAMILY } from '@/lib/seo/share-image-fonts';
import { SHARE_LOGO_VIEWBOX } from '@/lib/seo/share-image-logo';
import { PAGES } from '@/lib/routes';
import { site, siteUrl } from '@/lib/site';

/** Height of the logo on the picture (px); its width follows the logo's proportions. */
const LOGO_HEIGHT = 60;

/**
 * An article's share picture (1200×630), drawn by next/og at build time: the site's logo (`logo`, the data: URI of
 * public/logo.svg from lib/seo/share-image-logo), the article's first tag, its title and where it was published
 * (the blog's name from lib/routes and the host), in the site's colours and Inter. next/og understands only inline
 * styles and flex layout, so this component is not used on pages.
 */
export function ArticleShareImage({ title, tag, logo }: { title: string; tag: string; logo: string }) {
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

      <img
        src={logo}
        alt={site.brand}
        width={(SHARE_LOGO_VIEWBOX.width * LOGO_HEIGHT) / SHARE_LOGO_VIEWBOX.height}
        height={LOGO_HEIGHT}
      />

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
        <span>{PAGES.blog.name}</span>
        <span style={{ color: c.brand600 }}>{new URL(siteUrl).host}</span>
      </div>
    </div>
  );
}
