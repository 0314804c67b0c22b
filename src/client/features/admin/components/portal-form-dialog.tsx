import { useTranslation } from 'react-i18next';
import { PORTAL_TYPES, type PortalOverview, portalInputSchema } from '../../../../domain/portals';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FieldError } from '../../../components/ui/field-error';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/schema-form';
import { useCreatePortal, useUpdatePortal } from '../api';
import { FormFoot } from './form-buttons';
import { NameField } from './name-field';
import { saveAdminForm } from './save-admin-form';

const FIELDS = ['name', 'type', 'city'] as const;

interface PortalFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The portal to edit; none for "new portal". */
  portal?: PortalOverview | null;
}

/** New portal or edit: name, kind (city or organisation) and city. */
export function PortalFormDialog({ open, onOpenChange, portal }: PortalFormDialogProps) {
  const { t } = useTranslation('admin-portals');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={portal ? t('form.editTitle') : t('form.createTitle')}
      description={
        portal
          ? t('form.editDescription', { name: portal.name, slug: `/p/${portal.slug}` })
          : t('form.createDescription')
      }
    >
      {/* Mounted only while open, so every opening starts from fresh values. */}
      {open ? <PortalForm portal={portal ?? null} onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

function PortalForm({ portal, onDone }: { portal: PortalOverview | null; onDone: () => void }) {
  const { t } = useTranslation('admin-portals');
  const create = useCreatePortal();
  const update = useUpdatePortal();
  const pending = create.isPending || update.isPending;
  const { form, field } = useSchemaForm(portalInputSchema, {
    name: portal?.name ?? '',
    type: portal?.type === 'organization' ? 'organization' : 'city',
    city: portal?.city ?? '',
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const title = portal ? t('form.editTitle') : t('form.createTitle');

  const onSubmit = saveAdminForm(t, {
    editing: portal !== null,
    form,
    fields: FIELDS,
    save: (values) =>
      portal ? update.mutateAsync({ id: portal.id, input: values }) : create.mutateAsync(values),
    onDone,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={title}>
      <NameField id="portal-name" label={t('form.name')} {...field('name')} />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.type ? 'portal-type-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t('form.type')}</legend>
        <div className="flex flex-wrap gap-2">
          {PORTAL_TYPES.map((option) => (
            <label
              key={option}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-neutral-300 px-3 py-2 text-sm has-checked:border-neutral-900 has-checked:bg-yellow-50 has-checked:font-semibold has-focus-visible:ring-2 has-focus-visible:ring-neutral-900"
            >
              <input
                type="radio"
                value={option}
                className="size-4 accent-neutral-900"
                {...form.register('type')}
              />
              {t(`types.${option}`)}
            </label>
          ))}
        </div>
        <FieldError id="portal-type-error" message={errors.type?.message} />
      </fieldset>
      <TextField
        id="portal-city"
        label={t('form.city')}
        autoComplete="off"
        hint={type === 'organization' ? t('form.cityHintOrganization') : t('form.cityHintCity')}
        {...field('city')}
      />
      <FormFoot form={form} t={t} editing={portal !== null} pending={pending} onCancel={onDone} />
    </form>
  );
}
