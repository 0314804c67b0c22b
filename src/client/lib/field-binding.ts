import {
  type FieldValues,
  type FormState,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * For a react-hook-form form: a function giving a field's registration together with its error
 * message, to spread onto a TextField (`{...field('email')}`). Called while the form renders, so the
 * form follows its errors.
 */
export function fieldBinding<Values extends FieldValues>(form: {
  register: UseFormRegister<Values>;
  formState: FormState<NoInfer<Values>>;
}) {
  return (name: Path<Values>, options?: RegisterOptions<Values, Path<Values>>) => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
}
