import type { ReactNode } from 'react';

/** Eyebrow, h2 and lead paragraph that open a home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = false,
}: {
  /** id of the h2 (the section's aria-labelledby). */
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="h2 mt-3">
        {title}
      </h2>
      {children ? <p className="lead mt-4">{children}</p> : null}
    </div>
  );
}
