import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The next page of a history (an activity's, or the agenda's), while there is one. */
export function LoadOlderChanges({
  history,
  className,
}: {
  history: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  className?: string;
}) {
  const { t } = useTranslation('admin-history');
  if (!history.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={cn('mt-3', className)}
      disabled={history.isFetchingNextPage}
      onClick={() => void history.fetchNextPage()}
    >
      {history.isFetchingNextPage ? t('loadingMore') : t('more')}
    </Button>
  );
}
