/**
 * The attributes that mark a link of static HTML (components/ui/StaticLink.tsx) for the page's one link listener
 * (StaticLinkHandler in components/layout/NavLinks.tsx): every such link carries `page`, a home-section link also
 * `section` with the section's id.
 */
export const STATIC_LINK = { page: 'data-client-link', section: 'data-section' } as const;
