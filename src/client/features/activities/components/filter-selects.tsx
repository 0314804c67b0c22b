import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../../domain/categories';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useLanguage } from '../../../lib/i18n';
import { portalsQuery } from '../api';
import type { ActivityFilters } from '../filter-state';

const ALL = 'all';

interface FilterSelectsProps {
  filters: ActivityFilters;
  onChange: (patch: Partial<ActivityFilters>) => void;
}

interface LabelledSelectProps {
  label: string;
  value: string;
  allLabel: string;
  options: { value: string; label: string }[];
  onValueChange: (value: string) => void;
}

function LabelledSelect({ label, value, allLabel, options, onValueChange }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={allLabel} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const toId = (value: string) => (value === ALL ? null : Number(value));

/** Stad, Organisatie and Categorie (spec 2.5); the category is a filter of its own beside the tag chips. */
export function FilterSelects({ filters, onChange }: FilterSelectsProps) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const cities = useQuery(portalsQuery('city'));
  const organizations = useQuery(portalsQuery('organization'));
  const category = filters.category ?? ALL;

  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <LabelledSelect
        label={t('filters.city')}
        allLabel={t('filters.allCities')}
        value={filters.selectedPortalId === null ? ALL : String(filters.selectedPortalId)}
        options={(cities.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        onValueChange={(value) => onChange({ selectedPortalId: toId(value) })}
      />
      <LabelledSelect
        label={t('filters.organization')}
        allLabel={t('filters.allOrganizations')}
        value={filters.selectedOrganizationId === null ? ALL : String(filters.selectedOrganizationId)}
        options={(organizations.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        onValueChange={(value) => onChange({ selectedOrganizationId: toId(value) })}
      />
      <LabelledSelect
        label={t('filters.category')}
        allLabel={t('filters.allCategories')}
        value={category}
        options={CATEGORIES.map((c) => ({ value: c.key, label: c.label[lang] }))}
        onValueChange={(value) => onChange({ category: value === ALL ? null : value })}
      />
    </div>
  );
}
