import type { ComponentProps } from 'react';
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

/**
 * A new password and the same once more. The first field's hint says the rules; a password manager
 * offers to make one up for both.
 */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <TextField type="password" autoComplete="new-password" {...password} />
      <TextField type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
