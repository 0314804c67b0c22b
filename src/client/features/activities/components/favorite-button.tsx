import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFavorite, useIsFavorited } from '../detail-api';

/** The heart on the detail page (members only); unavailable while the status loads or a change is sent. */
export function FavoriteButton({ activityId }: { activityId: number }) {
  const { t } = useTranslation('activities');
  const status = useIsFavorited(activityId, true);
  const mutation = useFavorite(activityId);
  const favorited = status.data?.isFavorited ?? false;
  return (
    <Button
      variant="outline"
      size="icon"
      className="rounded-full aria-disabled:opacity-60"
      aria-pressed={favorited}
      aria-label={favorited ? t('detail.removeFavorite') : t('detail.addFavorite')}
      // aria-disabled while a change is sent, so the keyboard focus stays here (see RegistrationButton).
      disabled={status.isPending}
      aria-disabled={mutation.isPending || undefined}
      onClick={() => {
        if (!mutation.isPending) mutation.mutate(!favorited);
      }}
    >
      <Heart
        aria-hidden="true"
        className={cn('!size-5', favorited ? 'fill-red-500 text-red-600' : 'text-neutral-700')}
      />
    </Button>
  );
}
