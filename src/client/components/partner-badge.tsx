import type { Partner } from '../../domain/site/partners';
import { cn } from '../lib/cn';

interface PartnerBadgeProps {
  partner: Pick<Partner, 'logoUrl' | 'initials' | 'colour' | 'textColour'>;
  className?: string;
}

/** The partner's logo, or its initials on its colour. Decorative; the name is beside it. */
export function PartnerBadge({ partner, className }: PartnerBadgeProps) {
  if (partner.logoUrl)
    return (
      <img
        src={partner.logoUrl}
        alt=""
        width={48}
        height={48}
        className={cn('size-12 shrink-0 rounded-xl bg-white object-contain', className)}
      />
    );
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={cn('size-12 shrink-0', className)}
    >
      <rect width="48" height="48" rx="12" fill={partner.colour} />
      <text
        x="24"
        y="25"
        textAnchor="middle"
        dominantBaseline="central"
        fill={partner.textColour}
        fontFamily="system-ui, sans-serif"
        fontSize="18"
        fontWeight="700"
      >
        {partner.initials}
      </text>
    </svg>
  );
}
