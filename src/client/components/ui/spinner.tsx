import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface SpinnerProps {
  className?: string;
  /** Overrides the announced text; defaults to "Laden…" in the current language. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle className="size-8 animate-spin text-neutral-700" aria-hidden="true" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
