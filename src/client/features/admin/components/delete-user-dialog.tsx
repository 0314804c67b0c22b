import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../../domain/users';
import { toast } from '../../../components/ui/use-toast';
import { displayName } from '../../../lib/user-names';
import { useDeleteUser } from '../api';
import { ConfirmDeleteDialog, confirmDeleteTexts } from './confirm-delete-dialog';

/** 'Weet je het zeker?': deleting a user cannot be undone, so the question names who goes. */
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
      texts={confirmDeleteTexts(t, 'delete', { name: user ? nameWithHandle(user) : '' })}
      isPending={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** 'Bea Heer (@bea)', or '@bea' for someone without a name. */
function nameWithHandle(user: UserProfile): string {
  const name = displayName(user);
  return name === user.username ? `@${user.username}` : `${name} (@${user.username})`;
}
