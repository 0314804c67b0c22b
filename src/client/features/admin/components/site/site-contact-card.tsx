import { Mail } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type SiteSettings, siteContactInputSchema } from '../../../../../domain/site/settings';
import { FormField, fieldProps } from '../../../../components/ui/form-field';
import { TextField } from '../../../../components/ui/text-field';
import { Textarea } from '../../../../components/ui/textarea';
import { SettingsFormCard } from './settings-form-card';

const contactForm = z.object({ contact: siteContactInputSchema });

/** Admin → Instellingen: how people reach the operator (the footer and the contact page show it). */
export function SiteContactCard({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsFormCard part="contact" icon={Mail} schema={contactForm} values={{ contact: settings.contact }}>
      {({ field }) => (
        <>
          <TextField id="site-email" type="email" label={t('contact.email')} {...field('contact.email')} />
          <TextField id="site-phone" type="tel" label={t('contact.phone')} {...field('contact.phone')} />
          <TextareaField
            id="site-address"
            label={t('contact.address')}
            hint={t('contact.addressHint')}
            {...field('contact.address')}
          />
          {(['nl', 'en'] as const).map((lang) => (
            <TextareaField
              key={lang}
              id={`site-hours-${lang}`}
              lang={lang}
              label={t(lang === 'nl' ? 'contact.openingHoursNl' : 'contact.openingHoursEn')}
              hint={t('contact.openingHoursHint')}
              {...field(`contact.openingHours.${lang}`)}
            />
          ))}
        </>
      )}
    </SettingsFormCard>
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
