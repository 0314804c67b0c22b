import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface StarRatingProps {
  /** 1–5; values outside are clamped so a bad record never breaks the layout. */
  value: number;
  max?: number;
  className?: string;
  starClassName?: string;
}

export function StarRating({ value, max = 5, className, starClassName }: StarRatingProps) {
  const { t } = useTranslation('common');
  const rounded = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={t('ui.stars', { value: rounded, max })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: max }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed, ordered row
          key={i}
          aria-hidden="true"
          className={cn(
            'size-4',
            i < rounded ? 'fill-yellow-400 text-yellow-500' : 'fill-transparent text-neutral-300',
            starClassName,
          )}
        />
      ))}
    </span>
  );
}
