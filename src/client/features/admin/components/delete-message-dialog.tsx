import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../domain/contact';
import { useDeleteMessage } from '../api';
import { confirmDeleteTexts } from './confirm-delete-dialog';
import { DeleteByIdDialog } from './delete-by-id-dialog';

/** A deleted message cannot come back: asked first. */
export function DeleteMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-messages');
  const remove = useDeleteMessage();
  return (
    <DeleteByIdDialog
      id={message?.id ?? null}
      remove={remove}
      texts={confirmDeleteTexts(t, 'deleteDialog', { name: message?.name ?? '' })}
      deleted={{ title: t('deleted') }}
      failed={t('deleteFailed')}
      onClose={onClose}
    />
  );
}
