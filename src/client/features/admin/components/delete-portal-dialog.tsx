import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalOverview } from '../../../../domain/portals';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useDeletePortal } from '../api';

interface DeletePortalDialogProps {
  portal: PortalOverview | null;
  /** Every portal, for the choice where the activities go. */
  portals: PortalOverview[];
  onClose: () => void;
}

/**
 * Deleting an unused portal only asks for confirmation. A portal with activities asks where they move;
 * the server moves them and deletes the portal in one transaction.
 */
export function DeletePortalDialog({ portal, portals, onClose }: DeletePortalDialogProps) {
  const { t } = useTranslation('admin-portals');
  return (
    <DialogFrame
      open={portal !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      role="alertdialog"
      title={t('deleteDialog.title')}
      description={
        portal === null
          ? null
          : portal.activityCount > 0
            ? t('deleteDialog.moveDescription', { name: portal.name, count: portal.activityCount })
            : t('deleteDialog.description', { name: portal.name })
      }
    >
      {/* Mounted only while open, so every opening starts without a choice. */}
      {portal ? <DeletePortalForm portal={portal} portals={portals} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function DeletePortalForm({
  portal,
  portals,
  onClose,
}: {
  portal: PortalOverview;
  portals: PortalOverview[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-portals');
  const remove = useDeletePortal();
  const [moveTo, setMoveTo] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const needsTarget = portal.activityCount > 0;
  const others = portals.filter((p) => p.id !== portal.id);

  const onConfirm = () => {
    if (needsTarget && !moveTo) {
      setProblem(t('deleteDialog.moveToRequired'));
      return;
    }
    setServerError(undefined);
    remove.mutate(
      { id: portal.id, moveTo: needsTarget ? Number(moveTo) : null },
      {
        onSuccess: (result) => {
          toast({ title: t('deleted'), description: result.message });
          onClose();
        },
        onError: (error) => {
          setServerError(error.message);
          toast({ title: t('deleteFailed'), description: error.message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <>
      {needsTarget ? (
        others.length === 0 ? (
          <FormAlert message={t('deleteDialog.noOtherPortal')} />
        ) : (
          <FormField id="portal-move-to" label={t('deleteDialog.moveTo')} required error={problem}>
            <Select
              value={moveTo}
              onValueChange={(value) => {
                setMoveTo(value);
                setProblem(undefined);
              }}
            >
              <SelectTrigger {...fieldProps('portal-move-to', { error: problem, required: true })}>
                <SelectValue placeholder={t('deleteDialog.moveToPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {others.map((p) => (
                  <SelectItem key={p.id} value={String(p.id)}>
                    {p.name} ({t(`types.${p.type === 'city' ? 'city' : 'organization'}`)})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )
      ) : null}
      <FormAlert message={serverError} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          {t('deleteDialog.cancel')}
        </Button>
        <Button
          variant="destructive"
          onClick={onConfirm}
          disabled={remove.isPending || (needsTarget && others.length === 0)}
        >
          {remove.isPending
            ? t('deleteDialog.pending')
            : needsTarget
              ? t('deleteDialog.confirmMove')
              : t('deleteDialog.confirm')}
        </Button>
      </DialogFooter>
    </>
  );
}
