import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

interface SettingRowProps {
  /** The control's id; its hint is `${id}-hint`. */
  id: string;
  label: string;
  hint: string;
  /** `li` inside a list of settings, `div` on its own. */
  as?: 'div' | 'li';
  className?: string;
  /** The control, told the id of the hint that describes it. */
  children: (hintId: string) => ReactNode;
}

/** One setting: its name and what it does on the left, the control (a switch, a time) on the right. */
export function SettingRow({ id, label, hint, as: Row = 'div', className, children }: SettingRowProps) {
  const hintId = `${id}-hint`;
  return (
    <Row className={cn('flex items-center justify-between gap-4 p-4', className)}>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      </div>
      {children(hintId)}
    </Row>
  );
}
