import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface RatingInputProps {
  name: string;
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
}

/**
 * Stars as a native radio group: Tab enters the group, the arrow keys choose, and a screen reader
 * hears "3 sterren, 3 van 5". The shared StarRating only displays a score, so the input lives here.
 */
export function RatingInput({ name, legend, value, onChange }: RatingInputProps) {
  const { t } = useTranslation('contact');
  const shown = value ?? 0;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-neutral-900">{legend}</legend>
      <div className="flex gap-1">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="relative cursor-pointer rounded-md p-1 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-neutral-900 has-[input:focus-visible]:ring-offset-1"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-transform hover:scale-110',
                rating <= shown ? 'fill-yellow-400 text-yellow-600' : 'fill-transparent text-neutral-400',
              )}
            />
            <span className="sr-only">{t('form.review.ratingOption', { count: rating })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
