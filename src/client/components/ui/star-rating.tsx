import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface StarRatingProps {
  /** 1–5; values outside are clamped so a bad record never breaks the layout. */
  value: number;
  max?: number;
  /** What the stars measure, said before them ("Ontmoetingsscore: 4 van 5 sterren"): stars alone read as a review. */
  label?: string;
  className?: string;
  starClassName?: string;
}

export function StarRating({ value, max = 5, label, className, starClassName }: StarRatingProps) {
  const { t } = useTranslation('common');
  const rounded = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={[label, t('ui.stars', { value: rounded, max })].filter(Boolean).join(': ')}
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
