import { Mail } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type SiteSettings, siteContactInputSchema } from '../../../../../domain/site/settings';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField, fieldProps } from '../../../../components/ui/form-field';
import { TextField } from '../../../../components/ui/text-field';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { useSchemaForm } from '../../../../lib/schema-form';
import { applyServerError } from '../../../../lib/server-errors';
import { useSaveSiteSettings } from '../../../../lib/site-settings';
import { SettingsSection } from './settings-section';

// The PUT body's own shape, so the server's issues ('contact.email') name the form's fields.
const contactForm = z.object({ contact: siteContactInputSchema });
const FIELDS = [
  'contact.email',
  'contact.phone',
  'contact.address',
  'contact.openingHours.nl',
  'contact.openingHours.en',
] as const;

/** Admin → Instellingen: how people reach the operator (the footer and the contact page show it). */
export function SiteContactCard({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveSiteSettings();
  const { form, field } = useSchemaForm(contactForm, { contact: settings.contact });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({ title: t('saved') });
    } catch (error) {
      applyServerError(error, FIELDS, form.setError, t('saveFailed'));
      toast({ title: t('saveFailed'), variant: 'destructive' });
    }
  });

  return (
    <SettingsSection
      id="site-contact"
      icon={Mail}
      title={t('contact.title')}
      description={t('contact.description')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('contact.title')}>
        <TextField id="site-email" type="email" label={t('contact.email')} {...field('contact.email')} />
        <TextField id="site-phone" type="tel" label={t('contact.phone')} {...field('contact.phone')} />
        <TextareaField
          id="site-address"
          label={t('contact.address')}
          hint={t('contact.addressHint')}
          {...field('contact.address')}
        />
        <TextareaField
          id="site-hours-nl"
          lang="nl"
          label={t('contact.openingHoursNl')}
          hint={t('contact.openingHoursHint')}
          {...field('contact.openingHours.nl')}
        />
        <TextareaField
          id="site-hours-en"
          lang="en"
          label={t('contact.openingHoursEn')}
          hint={t('contact.openingHoursHint')}
          {...field('contact.openingHours.en')}
        />
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('identity.saving') : t('identity.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

/** A labelled text of several lines with its hint and error, registered with the form. */
function TextareaField({
  id,
  label,
  hint,
  error,
  ...props
}: UseFormRegisterReturn & { id: string; label: string; hint: string; error?: string } & Pick<
    ComponentProps<'textarea'>,
    'lang'
  >) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Textarea rows={3} {...fieldProps(id, { error, hint: true })} {...props} />
    </FormField>
  );
}
