import { FormField, fieldProps } from './ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  /** The first item, for no choice ('Alle steden', 'Niet ingevuld'): a Radix item needs a value. */
  blank: SelectOption;
  options: readonly SelectOption[];
  error?: string;
  onBlur?: () => void;
}

/** A labelled single choice from a list, with an item for no choice first. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  placeholder,
  blank,
  options,
  error,
  onBlur,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger onBlur={onBlur} {...fieldProps(id, { error })}>
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
    </FormField>
  );
}
