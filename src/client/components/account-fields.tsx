import { type ComponentProps, useId } from 'react';
import { TextField } from './ui/text-field';

// The fields of an account, one of each for every form that asks for them (register, log in, reset the
// password, Settings → Account and → Security, Admin → Users): each brings the attributes that let a
// browser and a password manager fill it and a phone offer the right keyboard. The password's show/hide
// button comes with TextField. A form can still override any attribute (the admin's forms fill in
// someone else's account, so they switch autofill off).

type FieldProps = ComponentProps<typeof TextField>;

export function FirstNameField(props: FieldProps) {
  return <TextField autoComplete="given-name" {...props} />;
}

export function LastNameField(props: FieldProps) {
  return <TextField autoComplete="family-name" {...props} />;
}

/** A username (or a login that may be one): no capital letter or spelling fix sneaks in. */
export function UsernameField(props: FieldProps) {
  return <TextField autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

export function EmailField(props: FieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The password someone has now: to log in, or to confirm it is them. */
export function CurrentPasswordField(props: FieldProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

type FieldBinding = Omit<FieldProps, 'id' | 'label'>;

interface NewPasswordPair {
  labels: readonly [password: string, confirm: string];
  /** The password rules, under the first field. */
  hint: string;
  /** Each field's registration and error, e.g. `[field('password'), field('confirmPassword')]`. */
  fields: readonly [password: FieldBinding, confirm: FieldBinding];
}

/** Each field's props in full: the older way of Admin → Users, until it passes a pair as well. */
interface NewPasswordFieldsInFull {
  password: FieldProps;
  confirm: FieldProps;
}

/**
 * A new password and the same once more, for every form that sets one (register, reset the password,
 * Settings → Security, Admin → Users). The first field's hint says the rules; a password manager
 * offers to make one up for both.
 */
export function NewPasswordFields(props: NewPasswordPair | NewPasswordFieldsInFull) {
  // The pair's ids are its own: only its labels and hints point at them.
  const id = useId();
  const { password, confirm } = 'fields' in props ? inFull(id, props) : props;
  return (
    <>
      <TextField type="password" autoComplete="new-password" {...password} />
      <TextField type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}

function inFull(id: string, { labels, hint, fields }: NewPasswordPair): NewPasswordFieldsInFull {
  return {
    password: { id: `${id}-password`, label: labels[0], hint, ...fields[0] },
    confirm: { id: `${id}-confirm-password`, label: labels[1], ...fields[1] },
  };
}
