import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type SourceCreate, sourceCreateSchema } from '../../../../domain/sources/source-input';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { applyServerError } from '../../../lib/server-errors';
import { useAddSource, usePortalChoices } from '../api';
import { FormButtons, submitText } from './form-buttons';

const FIELDS = ['url', 'portalId', 'needsApproval'] as const;

/** A new calendar source: its address, its portal and whether its events need approval. */
export function SourceFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin-sources');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      description={t('form.description')}
    >
      {open ? <SourceForm onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

function SourceForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-sources');
  const add = useAddSource();
  const portals = usePortalChoices();
  const form = useForm<z.input<typeof sourceCreateSchema>, unknown, SourceCreate>({
    resolver: zodResolver(sourceCreateSchema),
    defaultValues: { url: '', portalId: '', needsApproval: false },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast({ title: t('created'), description: t('createdDescription') });
      onDone();
    } catch (error) {
      applyServerError(error, FIELDS, form.setError, t('createFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('form.title')}>
      <TextField
        id="source-url"
        label={t('form.url')}
        hint={t('form.urlHint')}
        inputMode="url"
        autoComplete="off"
        aria-required
        {...form.register('url')}
        error={errors.url?.message}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="source-portal" className="text-sm font-medium">
          {t('form.portal')}
        </label>
        <select
          id="source-portal"
          aria-required
          aria-invalid={errors.portalId ? true : undefined}
          aria-describedby={errors.portalId ? 'source-portal-error' : undefined}
          className="min-h-10 rounded-md border border-neutral-400 bg-white px-3 py-2 text-base"
          {...form.register('portalId')}
        >
          <option value="">{t('form.choosePortal')}</option>
          {(portals.data ?? []).map((portal) => (
            <option key={portal.id} value={portal.id}>
              {portal.name}
            </option>
          ))}
        </select>
        <FieldError id="source-portal-error" message={errors.portalId?.message} />
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-neutral-900"
          {...form.register('needsApproval')}
        />
        <span>
          <span className="font-medium">{t('form.needsApproval')}</span>
          <span className="block text-neutral-700">{t('form.needsApprovalHint')}</span>
        </span>
      </label>
      <FormAlert message={errors.root?.server?.message} />
      <FormButtons
        cancel={t('form.cancel')}
        submit={submitText(t, false, add.isPending)}
        pending={add.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
