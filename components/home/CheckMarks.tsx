import type { ReactNode } from 'react';

export function CheckIcon({ className = 'text-brand-600' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-0.5 size-5 shrink-0 ${className}`} fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

/** A list of short claims, each with a check mark. */
export function CheckList({ items, className, iconClassName }: { items: readonly ReactNode[]; className: string; iconClassName?: string }) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-2.5">
          <CheckIcon className={iconClassName} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
