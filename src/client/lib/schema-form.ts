import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldBinding } from './field-binding';

/**
 * A react-hook-form form checked by a schema from src/domain (the one the server checks with), each
 * field as it is left, and its field binding (see fieldBinding).
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  return { form, field: fieldBinding(form) };
}
