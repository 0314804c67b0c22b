import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OwnProfile } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteAccount, useForgetSession } from '../api';

/** Deleting the own account asks for the password (or, for a Google-only account, the username). */
export function DeleteAccountDialog({ account }: { account: OwnProfile }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSecret('');
      setFailure(undefined);
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    try {
      const result = await remove.mutateAsync(
        account.hasPassword ? { password: secret } : { confirmUsername: secret },
      );
      // Leave the members-only page first, then forget the (ended) session. The navigation is
      // rendered at once (flushSync) and awaited: otherwise, on a busy device, the settings page's guard
      // could see the forgotten session first and send the visitor to /auth.
      await navigate('/', { replace: true, flushSync: true });
      forgetSession();
      toast({ title: t('security.deleted'), description: result.message });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('security.deleteFailed'));
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="destructive">{t('security.delete')}</Button>}
      title={t('security.deleteDialogTitle')}
      description={
        account.hasPassword
          ? t('security.deleteDialogText')
          : t('security.deleteDialogTextUsername', { username: account.username })
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id="delete-account-secret"
          type={account.hasPassword ? 'password' : 'text'}
          autoComplete={account.hasPassword ? 'current-password' : 'off'}
          label={account.hasPassword ? t('security.deletePassword') : t('security.deleteUsername')}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
        />
        <FormAlert message={failure} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t('security.deleteCancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={remove.isPending || secret === ''}>
            {remove.isPending ? t('security.deleting') : t('security.deleteConfirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
