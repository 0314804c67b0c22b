import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SiteSettingsUpdate } from '../../../../../domain/site/settings';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { toast } from '../../../../components/ui/use-toast';
import type { fieldBinding } from '../../../../lib/field-binding';
import { useSchemaForm } from '../../../../lib/schema-form';
import { applyServerError } from '../../../../lib/server-errors';
import { useSaveSiteSettings } from '../../../../lib/site-settings';
import { SettingsSection } from './settings-section';

interface SettingsFormCardProps<Input extends FieldValues, Output extends SiteSettingsUpdate> {
  /** The part of the settings, as its texts are named ('contact' → contact.title, contact.description). */
  part: 'contact' | 'identity';
  icon: LucideIcon;
  /** The PUT body's own shape, so the server's issues ('contact.email') name the form's fields. */
  schema: z.ZodType<Output, Input>;
  /** The form's starting values: every field of the form, so a failed save's issue can land on each. */
  values: DefaultValues<Input>;
  /** The form's fields, given the form and its field binding. */
  children: (form: {
    form: UseFormReturn<Input, unknown, Output>;
    field: ReturnType<typeof fieldBinding<Input>>;
  }) => ReactNode;
  /** What the card holds under its form (saved on its own). */
  after?: ReactNode;
}

/** A card of Admin → Instellingen whose form saves its part of the site settings with one button. */
export function SettingsFormCard<Input extends FieldValues, Output extends SiteSettingsUpdate>({
  part,
  icon,
  schema,
  values,
  children,
  after,
}: SettingsFormCardProps<Input, Output>) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveSiteSettings();
  const { form, field } = useSchemaForm(schema, values);

  const onSubmit = form.handleSubmit(async (update) => {
    try {
      await save.mutateAsync(update);
      toast({ title: t('saved') });
    } catch (error) {
      applyServerError(error, leafPaths(values) as Path<Input>[], form.setError, t('saveFailed'));
      toast({ title: t('saveFailed'), variant: 'destructive' });
    }
  });

  return (
    <SettingsSection
      id={`site-${part}`}
      icon={icon}
      title={t(`${part}.title`)}
      description={t(`${part}.description`)}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t(`${part}.title`)}>
        {children({ form, field })}
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('identity.saving') : t('identity.save')}
          </Button>
        </div>
      </form>
      {after}
    </SettingsSection>
  );
}

/** The dotted paths of an object's leaves: { contact: { openingHours: { nl } } } → 'contact.openingHours.nl'. */
function leafPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? leafPaths(inner, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
