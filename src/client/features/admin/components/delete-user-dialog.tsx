import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../../domain/users';
import { displayName } from '../../../lib/user-names';
import { useDeleteUser } from '../api';
import { confirmDeleteTexts } from './confirm-delete-dialog';
import { DeleteByIdDialog } from './delete-by-id-dialog';

/** 'Weet je het zeker?': deleting a user cannot be undone, so the question names who goes. */
export function DeleteUserDialog({ user, onClose }: { user: UserProfile | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteUser();
  return (
    <DeleteByIdDialog
      id={user?.id ?? null}
      remove={remove}
      texts={confirmDeleteTexts(t, 'delete', { name: user ? nameWithHandle(user) : '' })}
      deleted={{
        title: t('users.deleted'),
        description: t('users.deletedDescription', { username: user?.username }),
      }}
      failed={t('users.deleteFailed')}
      onClose={onClose}
    />
  );
}

/** 'Bea Heer (@bea)', or '@bea' for someone without a name. */
function nameWithHandle(user: UserProfile): string {
  const name = displayName(user);
  return name === user.username ? `@${user.username}` : `${name} (@${user.username})`;
}
