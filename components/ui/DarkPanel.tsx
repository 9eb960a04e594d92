import type { ComponentProps, ReactNode } from 'react';
import { Glow } from '@/components/ui/Glow';

/** The soft lights a panel can have, placed, sized and coloured. */
const GLOWS = {
  topRight: '-right-56 -top-56 size-[34rem] from-brand-500/35',
  topRightSmall: '-right-52 -top-52 size-[32rem] from-brand-500/35',
  bottomLeft: '-bottom-64 -left-56 size-[36rem] from-brand-900/45',
} as const;

export type PanelGlow = keyof typeof GLOWS;

const CORNERS = { '2xl': 'rounded-2xl', '3xl': 'rounded-3xl' } as const;

/**
 * The brand-coloured call-to-action panel (contact, audit, an article's call to action, the tester's audit
 * offer). `className` adds the padding and the layout; the panel gives colour, corners, shadow, its lights and
 * white focus rings (a light card inside it adds `focus-ring-brand`).
 * With lights it is `relative overflow-hidden`, so its content needs `relative` to stay above them.
 */
export function DarkPanel({
  as: Tag = 'div',
  glows = [],
  rounded = '3xl',
  className = '',
  children,
  ...rest
}: {
  as?: 'div' | 'section';
  glows?: readonly PanelGlow[];
  rounded?: keyof typeof CORNERS;
  className?: string;
  children: ReactNode;
} & Pick<ComponentProps<'section'>, 'id' | 'aria-labelledby'>) {
  const frame = glows.length > 0 ? 'relative overflow-hidden ' : '';
  return (
    <Tag className={`${frame}${CORNERS[rounded]} bg-brand-700 shadow-card focus-ring-white ${className}`.trim()} {...rest}>
      {glows.map((glow) => (
        <Glow key={glow} className={GLOWS[glow]} />
      ))}
      {children}
    </Tag>
  );
}
