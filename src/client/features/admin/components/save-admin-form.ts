import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { applyServerError } from '../../../lib/server-errors';

type Translate = (key: string, values?: Record<string, string>) => string;

interface SaveAdminForm<Input extends FieldValues, Output> {
  /** Editing something that exists, or making a new one. */
  editing: boolean;
  form: UseFormReturn<Input, unknown, Output>;
  /** Where the server's field issues may land. */
  fields: readonly Path<Input>[];
  /** Sends the values; the answer names what was saved. */
  save: (values: Output) => Promise<{ name: string }>;
  onDone: () => void;
}

/**
 * The submit handler of an admin form that makes or edits something with a name (a portal, a partner),
 * from the keys its namespace has (`created`, `updatedDescription`, `createFailed`, …): saved, a toast
 * names it and the dialog closes; refused, the issues go under their fields and a toast says why.
 */
export function saveAdminForm<Input extends FieldValues, Output>(
  t: Translate,
  { editing, form, fields, save, onDone }: SaveAdminForm<Input, Output>,
) {
  return form.handleSubmit(async (values) => {
    const failed = editing ? t('updateFailed') : t('createFailed');
    try {
      const saved = await save(values);
      toast({
        title: editing ? t('updated') : t('created'),
        description: t(editing ? 'updatedDescription' : 'createdDescription', { name: saved.name }),
      });
      onDone();
    } catch (error) {
      applyServerError(error, fields, form.setError, failed);
      toast({ title: failed, description: errorMessage(error), variant: 'destructive' });
    }
  });
}
