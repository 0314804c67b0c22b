import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX } from '../../../../domain/proposals';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';

interface RejectProposalDialogProps {
  title: string | null;
  pending: boolean;
  error?: string;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting needs a reason, which the proposer is mailed and sees on their profile. */
export function RejectProposalDialog({
  title,
  pending,
  error,
  onReject,
  onClose,
}: RejectProposalDialogProps) {
  const { t } = useTranslation('admin-proposals');
  const [reason, setReason] = useState('');
  const tooLong = reason.length > REJECTION_REASON_MAX;
  return (
    <DialogFrame
      open={title !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('reject.title')}
      description={t('reject.description', { title: title ?? '' })}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() && !tooLong) onReject(reason.trim());
        }}
      >
        <FormField
          id="reject-reason"
          label={t('reject.reason')}
          required
          hint={t('reject.count', { count: reason.length, max: REJECTION_REASON_MAX })}
          error={tooLong ? t('reject.tooLong') : undefined}
        >
          <Textarea
            rows={4}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...fieldProps('reject-reason', { hint: true, required: true, error: tooLong ? 'x' : undefined })}
          />
        </FormField>
        <FormAlert message={error} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('reject.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={pending || !reason.trim() || tooLong}>
            {t('reject.confirm')}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
