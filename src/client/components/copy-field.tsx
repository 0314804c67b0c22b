import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';
import { toast } from './ui/use-toast';

interface CopyFieldProps {
  label: string;
  value: string;
  rows: number;
  /** The button's words, e.g. "Agenda-adres kopiëren". */
  copyLabel: string;
}

/** A text to take along (a calendar address, a widget's code): readable, selectable and one press to copy. */
export function CopyField({ label, value, rows, copyLabel }: CopyFieldProps) {
  const { t } = useTranslation('common');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('copy.copied') });
    } catch {
      toast({ title: t('copy.failed'), description: t('copy.failedText'), variant: 'destructive' });
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <CodeText label={label} value={value} rows={rows} className="break-all" />
      <div>
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}

/** A labelled, read-only text of code or an address, selected whole when it gets the focus. */
export function CodeText({
  label,
  value,
  rows,
  className,
}: {
  label: string;
  value: string;
  rows: number;
  className?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        readOnly
        value={value}
        rows={rows}
        spellCheck={false}
        className={cn('font-mono text-sm', className)}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
