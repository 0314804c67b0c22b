import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../../domain/users';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteUser } from '../api';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** 'Weet je het zeker?': deleting a user cannot be undone. */
export function DeleteUserDialog({ user, onClose }: { user: UserProfile | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteUser();

  const onConfirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({
          title: t('users.deleted'),
          description: t('users.deletedDescription', { username: user.username }),
        });
        onClose();
      },
      onError: (error) =>
        toast({ title: t('users.deleteFailed'), description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={user !== null}
      title={t('delete.title')}
      description={t('delete.description')}
      cancel={t('delete.cancel')}
      confirm={t('delete.confirm')}
      pending={t('delete.pending')}
      isPending={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
