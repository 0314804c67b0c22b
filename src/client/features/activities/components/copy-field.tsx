import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';

interface CopyFieldProps {
  label: string;
  value: string;
  rows: number;
  /** The button's words, e.g. "Agenda-adres kopiëren". */
  copyLabel: string;
}

/** A text to take along (a calendar address, a widget's code): readable, selectable and one press to copy. */
export function CopyField({ label, value, rows, copyLabel }: CopyFieldProps) {
  const { t } = useTranslation('portal-page');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('copied') });
    } catch {
      toast({ title: t('copyFailed'), description: t('copyFailedText'), variant: 'destructive' });
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
