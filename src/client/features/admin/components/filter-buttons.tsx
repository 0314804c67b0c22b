import { cn } from '../../../lib/cn';

interface FilterButtonsProps<Option extends string> {
  /** What the buttons choose, for a screen reader (the legend is not shown). */
  legend: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  label: (option: Option) => string;
  className?: string;
}

/** One choice out of a few, as pressed buttons side by side (an admin list page's status filter). */
export function FilterButtons<Option extends string>({
  legend,
  options,
  value,
  onChange,
  label,
  className,
}: FilterButtonsProps<Option>) {
  return (
    <fieldset className={cn('inline-flex rounded-lg border border-neutral-300 bg-white p-1', className)}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900',
            value === option ? 'bg-neutral-900 text-white' : 'text-neutral-800 hover:bg-neutral-100',
          )}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}
