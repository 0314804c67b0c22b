import type { FieldValues, FormState } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';

type Translate = (key: string) => string;

/**
 * The submit button's text of an admin form that makes something new or saves an edit, from the four
 * keys every such form's namespace has (`form.create`, `form.creating`, `form.save`, `form.saving`).
 * A form whose "create" says more (a new administrator) names its own key.
 */
export function submitText(t: Translate, editing: boolean, pending: boolean, createKey = 'form.create') {
  if (editing) return t(pending ? 'form.saving' : 'form.save');
  return t(pending ? 'form.creating' : createKey);
}

/** Cancel and submit at the foot of an admin form dialog; both wait while the form is being sent. */
export function FormButtons({
  cancel,
  submit,
  pending,
  onCancel,
}: {
  cancel: string;
  submit: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type="submit" disabled={pending}>
        {submit}
      </Button>
    </DialogFooter>
  );
}

interface FormFootProps<Values extends FieldValues> {
  /** The form, for the failure the server gave that no field holds. */
  form: { formState: FormState<Values> };
  t: Translate;
  editing: boolean;
  pending: boolean;
  onCancel: () => void;
}

/** The foot of an admin form that makes or edits something: the server's failure, then cancel and submit. */
export function FormFoot<Values extends FieldValues>({
  form,
  t,
  editing,
  pending,
  onCancel,
}: FormFootProps<Values>) {
  return (
    <>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <FormButtons
        cancel={t('form.cancel')}
        submit={submitText(t, editing, pending)}
        pending={pending}
        onCancel={onCancel}
      />
    </>
  );
}
