import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
  useController,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type AdminUserCreateInput,
  type AdminUserUpdateInput,
  adminUserCreateSchema,
  adminUserEditFormSchema,
  type UserProfile,
} from '../../../../domain/users';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { type ToastOptions, toast } from '../../../components/ui/use-toast';
import { applyServerError } from '../../../lib/server-errors';
import { useCreateUser, useUpdateUser } from '../api';
import { USER_FORM_FIELDS, UserFormFields, type UserTextField } from './user-form-fields';

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; none for "new user". */
  user?: UserProfile | null;
  /** A new user starts as an administrator ('Nieuwe beheerder') rather than as a member. */
  newAdmin?: boolean;
  /** The signed-in administrator: they cannot take their own role away. */
  currentUserId: number;
}

/**
 * Spec 2.11 and 5: create (a strong password with confirmation) or edit (password optional). A new
 * account is named by what it becomes: 'Nieuwe gebruiker' for a member, 'Nieuwe beheerder' while
 * 'Beheerder' is ticked, in the title, the description, the button and the toast alike.
 */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
  newAdmin = false,
  currentUserId,
}: UserFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {/* Mounted only while open, so every opening starts from fresh values. */}
        {open ? (
          user ? (
            <>
              <DialogHeader>
                <DialogTitle>{t('form.editTitle')}</DialogTitle>
                <DialogDescription>
                  {t('form.editDescription', { username: user.username })}
                </DialogDescription>
              </DialogHeader>
              <EditUserForm
                user={user}
                isSelf={user.id === currentUserId}
                onDone={() => onOpenChange(false)}
              />
            </>
          ) : (
            <CreateUserForm startAsAdmin={newAdmin} onDone={() => onOpenChange(false)} />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The fields both forms hold; the edit form's schema only lets the password stay empty. */
type UserFormInput = z.input<typeof adminUserCreateSchema>;

/**
 * Sends the form. Saved, the toast says so and the dialog closes; refused, the server's reasons go to
 * their fields (or above the buttons) and the toast says it failed.
 */
async function saveAndClose<Saved>(
  send: () => Promise<Saved>,
  saved: (result: Saved) => ToastOptions,
  failed: string,
  setError: UseFormSetError<UserFormInput>,
  onDone: () => void,
) {
  try {
    toast(saved(await send()));
    onDone();
  } catch (error) {
    applyServerError(error, USER_FORM_FIELDS, setError, failed);
    toast({
      title: failed,
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });
  }
}

/** What the form starts from: the user's own details to edit, empty for a new one; never a password. */
function startValues(user: UserProfile | null, isAdmin: boolean) {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    confirmPassword: '',
    isAdmin,
    organiserOf: user?.organiserOf ?? [],
  };
}

/** What UserFormFields takes from either form: its text fields, 'Beheerder', the portals, the server's error. */
function useBoundFields<Saved>(form: UseFormReturn<UserFormInput, unknown, Saved>) {
  const isAdmin = useController({ control: form.control, name: 'isAdmin' }).field;
  const organiserOf = useController({ control: form.control, name: 'organiserOf' }).field;
  const { errors } = form.formState;
  return {
    field: (name: UserTextField) => ({ ...form.register(name), error: errors[name]?.message }),
    isAdmin: { value: isAdmin.value, onChange: isAdmin.onChange },
    organiserOf: {
      value: organiserOf.value as number[] | undefined,
      onChange: organiserOf.onChange,
      error: errors.organiserOf?.message,
    },
    serverError: errors.root?.server?.message,
  };
}

/** New user: a strong password with its confirmation; 'Beheerder' as the opener asked. */
function CreateUserForm({ startAsAdmin, onDone }: { startAsAdmin: boolean; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateUser();
  const form = useForm<UserFormInput, unknown, AdminUserCreateInput>({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: startValues(null, startAsAdmin),
    mode: 'onTouched',
  });
  const bound = useBoundFields(form);

  const onSubmit = form.handleSubmit((values) =>
    saveAndClose(
      () => create.mutateAsync({ ...values, organiserOf: values.isAdmin ? [] : values.organiserOf }),
      (created) => ({
        title: created.isAdmin ? t('users.createdAdmin') : t('users.created'),
        description: t('users.createdDescription', { username: created.username }),
      }),
      t('users.createFailed'),
      form.setError,
      onDone,
    ),
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{bound.isAdmin.value ? t('form.createAdminTitle') : t('form.createTitle')}</DialogTitle>
        <DialogDescription>
          {bound.isAdmin.value ? t('form.createAdminDescription') : t('form.createDescription')}
        </DialogDescription>
      </DialogHeader>
      <UserFormFields
        editing={false}
        isSelf={false}
        pending={create.isPending}
        onSubmit={onSubmit}
        onCancel={onDone}
        {...bound}
      />
    </>
  );
}

/** Edit: an empty password keeps the current one. */
function EditUserForm({ user, isSelf, onDone }: { user: UserProfile; isSelf: boolean; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const form = useForm<UserFormInput, unknown, AdminUserUpdateInput>({
    // The create form's fields, so both forms bind alike; this schema only lets the password stay empty.
    resolver: zodResolver(adminUserEditFormSchema) as Resolver<UserFormInput, unknown, AdminUserUpdateInput>,
    defaultValues: startValues(user, user.isAdmin),
    mode: 'onTouched',
  });
  const bound = useBoundFields(form);

  const onSubmit = form.handleSubmit((values) => {
    const input: AdminUserUpdateInput = {
      firstName: values.firstName,
      lastName: values.lastName,
      username: values.username,
      email: values.email,
      isAdmin: values.isAdmin,
      // An administrator manages every portal: an organiser's portals would only linger unseen.
      organiserOf: values.isAdmin ? [] : (values.organiserOf ?? []),
    };
    // An empty password keeps the current one: it is not sent at all.
    if (values.password) {
      input.password = values.password;
      input.confirmPassword = values.confirmPassword;
    }
    return saveAndClose(
      () => update.mutateAsync({ id: user.id, input }),
      (saved) => ({
        title: t('users.updated'),
        description: t('users.updatedDescription', { username: saved.username }),
      }),
      t('users.updateFailed'),
      form.setError,
      onDone,
    );
  });

  return (
    <UserFormFields
      editing
      isSelf={isSelf}
      pending={update.isPending}
      onSubmit={onSubmit}
      onCancel={onDone}
      {...bound}
    />
  );
}
