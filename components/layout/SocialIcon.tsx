import type { SocialLinks } from '@/lib/site';

const PATHS: Record<keyof SocialLinks, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1v6.35h-4v-5.63c0-1.34-.03-3.07-1.87-3.07-1.87 0-2.16 1.46-2.16 2.97v5.73h-4.37v-12Z',
  instagram:
    'M12 3.3c2.83 0 3.17 0 4.29.06 2.87.13 4.22 1.5 4.35 4.35.05 1.12.06 1.46.06 4.29s0 3.17-.06 4.29c-.13 2.85-1.47 4.22-4.35 4.35-1.12.05-1.46.06-4.29.06s-3.17 0-4.29-.06c-2.88-.13-4.22-1.5-4.35-4.35C3.31 15.17 3.3 14.83 3.3 12s0-3.17.06-4.29C3.49 4.86 4.84 3.49 7.71 3.36 8.83 3.31 9.17 3.3 12 3.3Zm0 4.2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8Zm4.68-8.64a1.05 1.05 0 1 0 0 2.1 1.05 1.05 0 0 0 0-2.1Z',
  facebook:
    'M13.5 21v-7.5h2.53l.38-2.94H13.5V8.69c0-.85.24-1.43 1.46-1.43h1.55V4.63a20.8 20.8 0 0 0-2.27-.12c-2.24 0-3.78 1.37-3.78 3.89v2.16H7.93v2.94h2.53V21h3.04Z',
  tiktok:
    'M16.6 3c.33 2.18 1.55 3.5 3.65 3.64v2.56c-1.21.12-2.28-.28-3.52-1.03v4.64c0 5.9-6.43 7.74-9.02 3.5-1.66-2.72-.64-7.5 4.7-7.69v2.7c-.4.07-.84.17-1.24.31-1.19.4-1.87 1.16-1.68 2.5.36 2.55 5.05 3.3 4.66-1.68V3h2.45Z',
};

export const SOCIAL_NAMES: Record<keyof SocialLinks, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

export function SocialIcon({ network }: { network: keyof SocialLinks }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={PATHS[network]} />
    </svg>
  );
}
