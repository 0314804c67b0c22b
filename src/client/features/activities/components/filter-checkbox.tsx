import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import type { ActivityFilters } from '../filter-state';

/** The filters that are a box to tick, with their labels. */
const LABELS = {
  showArchive: 'filters.archive',
  showFavorites: 'filters.favorites',
  oneTimeOnly: 'filters.oneTimeOnly',
  freeOnly: 'filters.freeOnly',
  placesLeft: 'filters.placesLeft',
} as const;

interface FilterCheckboxProps {
  name: keyof typeof LABELS;
  filters: ActivityFilters;
  onChange: (patch: Partial<ActivityFilters>) => void;
  className?: string;
}

/** One on/off filter (Archief, Favorieten, Eenmalig, Gratis, Alleen met plek), ticked while it is on. */
export function FilterCheckbox({ name, filters, onChange, className }: FilterCheckboxProps) {
  const { t } = useTranslation('activities');
  return (
    <CheckboxRow
      checked={filters[name]}
      onCheckedChange={(checked) => onChange({ [name]: checked })}
      className={className}
    >
      {t(LABELS[name])}
    </CheckboxRow>
  );
}

/** A box and its label, the whole label a place to click (a facet's box shows its icon in it too). */
export function CheckboxRow({
  checked,
  onCheckedChange,
  className,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Checkbox id={id} checked={checked} onCheckedChange={(next) => onCheckedChange(next === true)} />
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {children}
      </Label>
    </div>
  );
}
