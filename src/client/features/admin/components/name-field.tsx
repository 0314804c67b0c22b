import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

/** The name an admin form gives what it makes (a portal, a partner, the site): required, never autofilled. */
export function NameField(props: ComponentProps<typeof TextField>) {
  return <TextField autoComplete="off" aria-required {...props} />;
}
