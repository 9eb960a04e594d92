import { FallbackImage } from '@/components/ui/FallbackImage';
import type { Partner } from '@/content/partners';

/** A partner's logo; its alternate file is shown when the main one fails to load. */
export function PartnerLogo({ partner, width, height, className }: { partner: Partner; width: number; height: number; className: string }) {
  return (
    <FallbackImage
      src={partner.logo}
      fallbackSrc={partner.fallbackLogo ?? partner.logo}
      alt={partner.name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
