import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { placesBadgeText } from '../places-text';

/**
 * The next date's places as a badge ('nog 3 plekken', 'vol · wachtlijst'), beside the category and the
 * price of a card and of the detail's header; nothing while there is plenty of room or no limit.
 */
export function PlacesBadge({ placesLeft, className }: { placesLeft: number | null; className?: string }) {
  const { t } = useTranslation('cards');
  const text = placesBadgeText(t, placesLeft);
  if (text === null) return null;
  const full = placesLeft === 0;
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-1',
        full ? 'bg-red-100 text-red-900' : 'bg-orange-100 text-orange-900',
        className,
      )}
    >
      {text}
    </span>
  );
}
