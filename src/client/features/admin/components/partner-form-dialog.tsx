import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { carriesReadableText, isHexColour, textColourOn } from '../../../../domain/site/colour-contrast';
import { type Partner, partnerInitials, partnerInputSchema } from '../../../../domain/site/partners';
import { PhotoPicker } from '../../../components/photo-picker';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm } from '../../../lib/schema-form';
import { useChangePartnerLogo, useSavePartner } from '../api';
import { FormFoot } from './form-buttons';
import { NameField } from './name-field';
import { PortalSelect } from './portal-select';
import { saveAdminForm } from './save-admin-form';

const FIELDS = ['name', 'town', 'description', 'colour', 'websiteUrl', 'portalId', 'shown'] as const;

interface PartnerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The partner to edit; none for "new partner". */
  partner?: Partner | null;
  /** Where a new partner goes in the list: after the last. */
  nextPosition: number;
}

/** New partner or edit: name, town, descriptions, logo or initials on a colour, website, portal, shown. */
export function PartnerFormDialog({ open, onOpenChange, partner, nextPosition }: PartnerFormDialogProps) {
  const { t } = useTranslation('admin-partners');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={partner ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.description')}
    >
      {/* Mounted only while open, so every opening starts from fresh values. */}
      {open ? (
        <PartnerForm
          partner={partner ?? null}
          nextPosition={nextPosition}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </DialogFrame>
  );
}

/** The logo as the form holds it until saved: a new file, removed (null), or unchanged (undefined). */
type LogoChange = File | null | undefined;

function PartnerForm({
  partner,
  nextPosition,
  onDone,
}: {
  partner: Partner | null;
  nextPosition: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-partners');
  const save = useSavePartner();
  const changeLogo = useChangePartnerLogo();
  const [logo, setLogo] = useState<LogoChange>(undefined);
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const pending = save.isPending || changeLogo.isPending;
  const { form, field } = useSchemaForm(partnerInputSchema, {
    name: partner?.name ?? '',
    town: partner?.town ?? '',
    description: partner?.description ?? { nl: '', en: '' },
    colour: partner?.colour ?? '#1e3a8a',
    websiteUrl: partner?.websiteUrl ?? '',
    portalId: partner?.portal?.id ?? null,
    shown: partner?.shown ?? true,
    position: partner?.position ?? nextPosition,
  });
  const { errors } = form.formState;
  const colour = (form.watch('colour') ?? '').trim().toLowerCase();
  const name = form.watch('name') ?? '';
  const hex = isHexColour(colour);
  const readable = hex && carriesReadableText(colour);
  const title = partner ? t('form.editTitle') : t('form.createTitle');

  const onSubmit = saveAdminForm(t, {
    editing: partner !== null,
    form,
    fields: FIELDS,
    save: async (values) => {
      const saved = await save.mutateAsync({ id: partner?.id ?? null, input: values });
      if (logo !== undefined && (logo !== null || partner?.logoUrl))
        await changeLogo.mutateAsync({ id: saved.id, file: logo });
      return saved;
    },
    onDone,
  });

  const logoUrl = logo === undefined ? (partner?.logoUrl ?? null) : preview;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={title}>
      <NameField id="partner-name" label={t('form.name')} {...field('name')} />
      <TextField id="partner-town" label={t('form.town')} autoComplete="off" {...field('town')} />
      {(['nl', 'en'] as const).map((lang) => {
        const id = `partner-description-${lang}`;
        const error = errors.description?.[lang]?.message ?? errors.description?.message;
        return (
          <FormField key={lang} id={id} label={t(`form.description_${lang}`)} error={error} required>
            <Textarea
              rows={3}
              {...fieldProps(id, { error, required: true })}
              {...form.register(`description.${lang}`)}
            />
          </FormField>
        );
      })}
      <PhotoPicker
        url={logoUrl}
        uploading={pending}
        onChoose={(file) => setLogo(file)}
        onRemove={() => setLogo(null)}
        texts={{
          label: t('form.logo'),
          alt: t('form.logoAlt', { name }),
          choose: t('form.logoChoose'),
          uploading: t('form.saving'),
          remove: t('form.logoRemove'),
          status: logo === undefined ? null : logo ? t('form.logoNew') : t('form.logoRemoved'),
        }}
      />
      <FormField
        id="partner-colour"
        label={t('form.colour')}
        hint={t('form.colourHint')}
        error={errors.colour?.message}
        required
      >
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label={t('form.colourPicker')}
            value={hex ? colour : '#000000'}
            onChange={(event) => form.setValue('colour', event.target.value, { shouldValidate: true })}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-neutral-300 bg-white p-1"
          />
          <input
            {...fieldProps('partner-colour', { error: errors.colour?.message, hint: true, required: true })}
            {...form.register('colour')}
            autoComplete="off"
            className="h-10 w-32 rounded-md border border-neutral-300 px-3 font-mono text-sm"
          />
          {hex ? (
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-sm font-bold"
              style={{ background: colour, color: textColourOn(colour).text }}
            >
              {partnerInitials(name || '?')}
            </span>
          ) : null}
        </div>
        {hex ? (
          <p role="status" className={readable ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
            {readable
              ? t('form.colourReadable', { ratio: textColourOn(colour).contrast.toFixed(1) })
              : t('form.colourUnreadable')}
          </p>
        ) : null}
      </FormField>
      <TextField
        id="partner-website"
        label={t('form.website')}
        autoComplete="off"
        inputMode="url"
        hint={t('form.websiteHint')}
        {...field('websiteUrl')}
      />
      <Controller
        control={form.control}
        name="portalId"
        render={({ field }) => (
          <FormField id="partner-portal" label={t('form.portal')} error={errors.portalId?.message}>
            <PortalSelect
              value={typeof field.value === 'number' ? field.value : null}
              onChange={field.onChange}
              noneLabel={t('form.noPortal')}
              trigger={fieldProps('partner-portal', { error: errors.portalId?.message })}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="shown"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="partner-shown">{t('form.shown')}</Label>
            <Switch id="partner-shown" checked={field.value ?? true} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <FormFoot form={form} t={t} editing={partner !== null} pending={pending} onCancel={onDone} />
    </form>
  );
}
