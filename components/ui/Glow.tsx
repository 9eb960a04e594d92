/**
 * A soft decorative light behind a panel: a radial gradient fading to transparent. Cheaper to paint than a
 * blurred circle (on the first frame and on every scroll frame on phones). `className` places, sizes and
 * colours it, e.g. `-right-56 -top-56 size-[34rem] from-brand-500/35`.
 */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={`pointer-events-none absolute bg-radial-[closest-side] to-transparent ${className}`} />;
}
