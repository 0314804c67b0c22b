import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectChoiceProps {
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  /** The first item, for no choice ('Alle steden', 'Niet ingevuld'): a Radix item needs a value. */
  blank: SelectOption;
  options: readonly SelectOption[];
  /** The trigger's id and what ties it to its label, hint and error (fieldProps), and its onBlur. */
  trigger: ComponentProps<typeof SelectTrigger>;
}

/**
 * A single choice from a list, with an item for no choice first. Without a label of its own: a form
 * puts it in its FormField (label, error), the list's filters beside a plain Label, so the filters do
 * not load the form's error messages.
 */
export function SelectChoice({
  value,
  onValueChange,
  placeholder,
  blank,
  options,
  trigger,
}: SelectChoiceProps) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={blank.value}>{blank.label}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
