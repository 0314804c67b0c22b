import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GENDERS } from '../../../../domain/auth';
import { BIO_MAX, CITIES } from '../../../../domain/constants';
import { type OwnProfile, type ProfileUpdateInput, profileUpdateSchema } from '../../../../domain/users';
import { EmailField, FirstNameField, LastNameField, UsernameField } from '../../../components/account-fields';
import { SelectChoice } from '../../../components/select-field';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { fieldBinding } from '../../../lib/field-binding';
import { applyServerError } from '../../../lib/server-errors';
import { useUpdateProfile } from '../api';
import { SettingRow } from './setting-row';

/** Radix Select items cannot have an empty value; this one stands for "not set". */
const NONE = '__none';

/** What the form holds: the schema's input (text as typed, '' for "not set"); it submits the output. */
type AccountFormValues = z.input<typeof profileUpdateSchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phone',
  'location',
  'gender',
  'bio',
  'hobbies',
  'showContactInfo',
] as const;

function valuesOf(account: OwnProfile): AccountFormValues {
  return {
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    username: account.username,
    email: account.email ?? '',
    phone: account.phone ?? '',
    // Every stored location is one of CITIES (the server checks it on every write).
    location: CITIES.find((city) => city === account.location) ?? '',
    gender: account.gender ?? '',
    bio: account.bio ?? '',
    hobbies: account.hobbies ?? '',
    showContactInfo: account.showContactInfo,
  };
}

/**
 * Settings → Account (spec 2.9 and 5): validated on every change; members cannot change their e-mail.
 * The spec's `calls` number is not offered: nobody could say what 'Gesprekken' counts, so the form left
 * it out rather than ask for it (the API still keeps the field, so nothing stored is lost).
 */
export function AccountForm({ account }: { account: OwnProfile }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile(account.id);
  const emailEditable = account.isAdmin;
  const form = useForm<AccountFormValues, unknown, ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(account),
    mode: 'onChange',
  });
  const { register, control, handleSubmit, reset, setError } = form;
  const { errors } = form.formState;
  const field = fieldBinding(form);
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    const input: ProfileUpdateInput = {
      firstName: values.firstName,
      lastName: values.lastName,
      username: values.username,
      phone: values.phone,
      location: values.location || null,
      gender: values.gender || null,
      bio: values.bio,
      hobbies: values.hobbies,
      showContactInfo: values.showContactInfo,
    };
    if (emailEditable) input.email = values.email;
    try {
      const saved = await update.mutateAsync(input);
      reset(valuesOf({ ...account, ...saved }));
      toast({ title: t('account.saved'), description: t('account.savedDescription') });
    } catch (error) {
      applyServerError(error, FIELDS, setError, t('account.saveFailed'));
      toast({
        title: t('account.saveFailedTitle'),
        description: error instanceof Error && error.message ? error.message : t('account.saveFailed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('account.title')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FirstNameField id="settings-first-name" label={t('account.firstName')} {...field('firstName')} />
        <LastNameField id="settings-last-name" label={t('account.lastName')} {...field('lastName')} />
        <UsernameField id="settings-username" label={t('account.username')} {...field('username')} />
        <EmailField
          id="settings-email"
          label={t('account.email')}
          hint={emailEditable ? undefined : t('account.emailLocked')}
          {...field('email', { disabled: !emailEditable })}
        />
        <TextField
          id="settings-phone"
          type="tel"
          label={t('account.phone')}
          autoComplete="tel"
          {...field('phone')}
        />
        {CHOICES.map((choice) => (
          <ChoiceField key={choice.name} {...choice} control={control} error={errors[choice.name]?.message} />
        ))}
      </div>

      <FormField
        id="settings-bio"
        label={t('account.bio')}
        error={errors.bio?.message}
        hint={t('account.bioCounter', { count: bio.length, max: BIO_MAX })}
        hintClassName={cn('text-right', bio.length > BIO_MAX && 'font-semibold text-red-700')}
      >
        <Textarea
          {...fieldProps('settings-bio', { error: errors.bio?.message, hint: true })}
          rows={3}
          placeholder={t('account.bioPlaceholder')}
          {...register('bio')}
        />
      </FormField>

      <TextField
        id="settings-hobbies"
        label={t('account.hobbies')}
        placeholder={t('account.hobbiesPlaceholder')}
        {...field('hobbies')}
      />

      <Controller
        control={control}
        name="showContactInfo"
        render={({ field }) => (
          <SettingRow
            id="settings-show-contact"
            label={t('account.showContactInfo')}
            hint={t('account.showContactInfoHint')}
            className="items-start rounded-lg border border-neutral-200"
          >
            {(hintId) => (
              <Switch
                id="settings-show-contact"
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-describedby={hintId}
              />
            )}
          </SettingRow>
        )}
      />

      <FormAlert message={errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} className="min-w-32">
          {update.isPending ? t('account.saving') : t('account.save')}
        </Button>
      </div>
    </form>
  );
}

/** The fields chosen from a list, with the catalogue of their options' names. */
const CHOICES = [
  { name: 'location', values: CITIES, optionNames: 'users:locations' },
  { name: 'gender', values: GENDERS, optionNames: 'users:genders' },
] as const;

interface ChoiceFieldProps {
  name: (typeof CHOICES)[number]['name'];
  values: readonly string[];
  optionNames: string;
  error?: string;
  control: Control<AccountFormValues, unknown, ProfileUpdateInput>;
}

/** Woonplaats or Geslacht: one of a list, or 'Niet ingevuld'. */
function ChoiceField({ name, values, optionNames, error, control }: ChoiceFieldProps) {
  const { t } = useTranslation('settings');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={`settings-${name}`} label={t(`account.${name}`)} error={error}>
          <SelectChoice
            placeholder={t(`account.${name}Placeholder`)}
            blank={{ value: NONE, label: t('account.notSet') }}
            options={values.map((value) => ({ value, label: t(`${optionNames}.${value}`) }))}
            value={field.value ?? ''}
            onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
            trigger={{ onBlur: field.onBlur, ...fieldProps(`settings-${name}`, { error }) }}
          />
        </FormField>
      )}
    />
  );
}
