import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikelyDuplicate } from '../../../../domain/proposals';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useMergeActivities } from '../../../lib/proposals';
import { useCurrentUser } from '../../../lib/session';
import { ConfirmDeleteDialog, confirmDeleteTexts } from './confirm-delete-dialog';

/**
 * "Samenvoegen" beside a likely duplicate (administrators): the duplicate's participants, followers and
 * favourites move to `intoId`, which stays, and the duplicate is deleted, after a confirmation.
 */
export function MergeDuplicateButton({ duplicate, intoId }: { duplicate: LikelyDuplicate; intoId: number }) {
  const { t } = useTranslation('admin-proposals');
  const { data: user } = useCurrentUser();
  const merge = useMergeActivities();
  const [asking, setAsking] = useState(false);
  if (!user?.isAdmin || duplicate.id === intoId) return null;
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)}>
        {t('duplicates.merge')}
      </Button>
      <ConfirmDeleteDialog
        open={asking}
        texts={confirmDeleteTexts(t, 'mergeDialog', { title: duplicate.title })}
        isPending={merge.isPending}
        lockWhilePending
        onClose={() => setAsking(false)}
        onConfirm={() =>
          merge.mutate(
            { id: duplicate.id, intoId },
            {
              onSuccess: () => {
                setAsking(false);
                toast({ title: t('toasts.merged'), description: duplicate.title });
              },
              onError: (error) =>
                toast({ title: t('toasts.failed'), description: error.message, variant: 'destructive' }),
            },
          )
        }
      />
    </>
  );
}
