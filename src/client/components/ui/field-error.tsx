import { translateValidation } from '../../../domain/validation-messages';
import { useLanguage } from '../../lib/i18n';

interface FieldErrorProps {
  /** The id the field points at with aria-describedby. */
  id: string;
  /** A validation message key from src/domain (or a plain text, shown as it is). */
  message?: string;
}

/** The error under a form field, in the current language; the field links to it via aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  const lang = useLanguage();
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {translateValidation(message, lang)}
    </p>
  );
}
