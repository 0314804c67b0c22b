import { cn } from '../../../lib/cn';
import type { Partner } from '../partners';

interface PartnerBadgeProps {
  partner: Partner;
  className?: string;
}

/** The partner's logo stand-in: its initials in a coloured, rounded square. Decorative; the name is beside it. */
export function PartnerBadge({ partner, className }: PartnerBadgeProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={cn('size-12 shrink-0', className)}
    >
      <rect width="48" height="48" rx="12" fill={partner.color} />
      <text
        x="24"
        y="25"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
        fontSize="18"
        fontWeight="700"
      >
        {partner.initials}
      </text>
    </svg>
  );
}
