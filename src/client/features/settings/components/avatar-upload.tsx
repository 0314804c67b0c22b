import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '../../../../domain/images';
import type { OwnProfile } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { UserAvatar } from '../../../components/user-avatar';
import { currentLanguage } from '../../../lib/i18n';
import { useRemoveAvatar, useUploadAvatar } from '../api';

/** Spec 5: an image type and at most 5 MB, checked here before the server checks the bytes again. */
export function AvatarUpload({ account }: { account: OwnProfile }) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ title: t('avatar.failed'), description: problem[currentLanguage()], variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('avatar.uploaded') }),
      onError: (error) =>
        toast({ title: t('avatar.failed'), description: error.message, variant: 'destructive' }),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t('avatar.removed') }),
      onError: (error) =>
        toast({ title: t('common:toasts.genericError'), description: error.message, variant: 'destructive' }),
    });

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <UserAvatar user={account} size="lg" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('avatar.upload')}
            onChange={onFile}
          />
          <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            <Camera aria-hidden="true" />
            {upload.isPending
              ? t('avatar.uploading')
              : account.avatarUrl
                ? t('avatar.change')
                : t('avatar.upload')}
          </Button>
          {account.avatarUrl ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              {remove.isPending ? t('avatar.removing') : t('avatar.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
