import type { ReactNode } from 'react';

/** Eyebrow, h2 and lead paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = false,
  narrow = false,
}: {
  /** id of the h2 (a section that is a landmark names itself with it: aria-labelledby). */
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  center?: boolean;
  /** max-w-2xl instead of max-w-3xl. */
  narrow?: boolean;
}) {
  const width = narrow ? 'max-w-2xl' : 'max-w-3xl';
  return (
    <div className={center ? `mx-auto ${width} text-center` : width}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="h2 mt-1.5 sm:mt-3">
        {title}
      </h2>
      {children ? <p className="lead mt-2 sm:mt-4">{children}</p> : null}
    </div>
  );
}
