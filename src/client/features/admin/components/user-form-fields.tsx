import type { FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  NewPasswordFields,
  UsernameField,
} from '../../../components/account-fields';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { FormButtons, submitText } from './form-buttons';
import { OrganiserPortalsField } from './organiser-portals-field';

export type UserTextField = 'firstName' | 'lastName' | 'username' | 'email' | 'password' | 'confirmPassword';

/** Where a failed save's field issues may land (applyServerError). */
export const USER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'isAdmin',
  'organiserOf',
] as const;

interface UserFormFieldsProps {
  editing: boolean;
  /** The signed-in administrator's own account: they cannot take their own role away. */
  isSelf: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** A text input's registration and its error: the create and edit forms have different types. */
  field: (name: UserTextField) => UseFormRegisterReturn & { error?: string };
  isAdmin: { value: boolean | undefined; onChange: (checked: boolean) => void };
  /** The portals the member organises; not shown while 'Beheerder' is ticked (they manage every one). */
  organiserOf: { value: number[] | undefined; onChange: (portalIds: number[]) => void; error?: string };
  serverError?: string;
}

/** The fields of Admin → Users → new and edit; each form brings its own schema and request. */
export function UserFormFields({
  editing,
  isSelf,
  pending,
  onSubmit,
  onCancel,
  field,
  isAdmin,
  organiserOf,
  serverError,
}: UserFormFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={
        editing ? t('form.editTitle') : isAdmin.value ? t('form.createAdminTitle') : t('form.createTitle')
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FirstNameField
          id="admin-user-first-name"
          label={t('form.firstName')}
          autoComplete="off"
          {...field('firstName')}
        />
        <LastNameField
          id="admin-user-last-name"
          label={t('form.lastName')}
          autoComplete="off"
          {...field('lastName')}
        />
      </div>
      <UsernameField
        id="admin-user-username"
        label={t('form.username')}
        autoComplete="off"
        {...field('username')}
      />
      <EmailField id="admin-user-email" label={t('form.email')} autoComplete="off" {...field('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          password={{
            id: 'admin-user-password',
            label: editing ? t('form.newPassword') : t('form.password'),
            hint: editing ? t('form.passwordOptionalHint') : t('form.passwordHint'),
            ...field('password'),
          }}
          confirm={{
            id: 'admin-user-confirm-password',
            label: t('form.confirmPassword'),
            ...field('confirmPassword'),
          }}
        />
      </div>
      <div className="flex items-start gap-3 rounded-lg border border-neutral-200 p-3">
        <Checkbox
          id="admin-user-is-admin"
          checked={isAdmin.value}
          onCheckedChange={(checked) => isAdmin.onChange(checked === true)}
          disabled={isSelf}
          aria-describedby="admin-user-is-admin-hint"
          className="mt-0.5"
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="admin-user-is-admin">{t('form.isAdmin')}</Label>
          <p id="admin-user-is-admin-hint" className="text-sm text-neutral-600">
            {isSelf ? t('form.ownRoleLocked') : t('form.isAdminHint')}
          </p>
        </div>
      </div>
      {isAdmin.value ? null : (
        <OrganiserPortalsField
          value={organiserOf.value ?? []}
          onChange={organiserOf.onChange}
          error={organiserOf.error}
        />
      )}
      <FormAlert message={serverError} />
      <FormButtons
        cancel={t('form.cancel')}
        submit={submitText(t, editing, pending, isAdmin.value ? 'form.createAdmin' : 'form.create')}
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
