import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteUser } from '../api';

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
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>{t('delete.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? t('delete.pending') : t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
