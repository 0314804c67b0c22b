import { Search } from 'lucide-react';
import { cn } from '../lib/cn';
import { Input } from './ui/input';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name; the placeholder alone is not one. */
  label: string;
  placeholder: string;
  className?: string;
}

/** A search box with its magnifier, for the lists that search on the server as the person types. */
export function SearchField({ value, onChange, label, placeholder, className }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}
