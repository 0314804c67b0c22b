import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AdminUserUpdateInput,
  adminUserCreateSchema,
  adminUserEditFormSchema,
  type UserProfile,
} from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { applyServerError } from '../../../lib/server-errors';
import { useCreateUser, useUpdateUser } from '../../users/api';

interface UserFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  isAdmin: boolean;
}

const FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'isAdmin',
] as const;

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; none for "new user". */
  user?: UserProfile | null;
  /** The signed-in administrator: they cannot take their own role away. */
  currentUserId: number;
}

/** Spec 2.11 and 5: create (password ≥ 6 with confirmation, 'Beheerder' on) or edit (password optional). */
export function UserFormDialog({ open, onOpenChange, user, currentUserId }: UserFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {/* Mounted only while open, so every opening starts from fresh values. */}
        {open ? (
          <>
            <DialogHeader>
              <DialogTitle>{user ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
              <DialogDescription>
                {user ? t('form.editDescription', { username: user.username }) : t('form.createDescription')}
              </DialogDescription>
            </DialogHeader>
            <UserForm user={user ?? null} currentUserId={currentUserId} onDone={() => onOpenChange(false)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function UserForm({
  user,
  currentUserId,
  onDone,
}: {
  user: UserProfile | null;
  currentUserId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = user !== null;
  const isSelf = user?.id === currentUserId;
  const pending = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormValues>({
    resolver: zodResolver(editing ? adminUserEditFormSchema : adminUserCreateSchema) as never,
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      username: user?.username ?? '',
      email: user?.email ?? '',
      password: '',
      confirmPassword: '',
      isAdmin: user ? user.isAdmin : true,
    },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (user) {
        const input: AdminUserUpdateInput = {
          firstName: values.firstName,
          lastName: values.lastName,
          username: values.username,
          email: values.email,
          isAdmin: values.isAdmin,
        };
        // An empty password keeps the current one: it is not sent at all.
        if (values.password) {
          input.password = values.password;
          input.confirmPassword = values.confirmPassword;
        }
        const saved = await update.mutateAsync({ id: user.id, input });
        toast({
          title: t('users.updated'),
          description: t('users.updatedDescription', { username: saved.username }),
        });
      } else {
        const created = await create.mutateAsync(values);
        toast({
          title: t('users.created'),
          description: t('users.createdDescription', { username: created.username }),
        });
      }
      onDone();
    } catch (error) {
      applyServerError(error, FIELDS, setError, editing ? t('users.updateFailed') : t('users.createFailed'));
      toast({
        title: editing ? t('users.updateFailed') : t('users.createFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={editing ? t('form.editTitle') : t('form.createTitle')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="admin-user-first-name"
          label={t('form.firstName')}
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="admin-user-last-name"
          label={t('form.lastName')}
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="admin-user-username"
        label={t('form.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="admin-user-email"
        type="email"
        label={t('form.email')}
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="admin-user-password"
          type="password"
          label={editing ? t('form.newPassword') : t('form.password')}
          autoComplete="new-password"
          hint={editing ? t('form.passwordOptionalHint') : t('form.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="admin-user-confirm-password"
          type="password"
          label={t('form.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <Controller
        control={control}
        name="isAdmin"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-lg border border-neutral-200 p-3">
            <Checkbox
              id="admin-user-is-admin"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
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
        )}
      />
      <FormAlert message={errors.root?.server?.message} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {editing
            ? pending
              ? t('form.saving')
              : t('form.save')
            : pending
              ? t('form.creating')
              : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
