import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../../domain/categories';
import { SelectChoice, type SelectOption } from '../../../components/select-field';
import { Label } from '../../../components/ui/label';
import { useLanguage } from '../../../lib/i18n';
import { portalsQuery } from '../api';
import type { ActivityFilters } from '../filter-state';

const ALL = 'all';

interface FilterSelectsProps {
  filters: ActivityFilters;
  onChange: (patch: Partial<ActivityFilters>) => void;
}

/** Each select's filter, with its label and the text of its 'all' item. */
const SELECTS = {
  selectedPortalId: { label: 'filters.city', all: 'filters.allCities' },
  selectedOrganizationId: { label: 'filters.organization', all: 'filters.allOrganizations' },
  category: { label: 'filters.category', all: 'filters.allCategories' },
} as const;

function FilterSelect({
  name,
  options,
  filters,
  onChange,
}: FilterSelectsProps & { name: keyof typeof SELECTS; options: SelectOption[] }) {
  const { t } = useTranslation('activities');
  const id = useId();
  const texts = SELECTS[name];
  const chosen = filters[name];
  // The portals are chosen by id, the category by its key.
  const parse = (value: string) => (name === 'category' ? value : Number(value));
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t(texts.label)}</Label>
      <SelectChoice
        placeholder={t(texts.all)}
        blank={{ value: ALL, label: t(texts.all) }}
        options={options}
        value={chosen === null ? ALL : String(chosen)}
        onValueChange={(value) => onChange({ [name]: value === ALL ? null : parse(value) })}
        trigger={{ id }}
      />
    </div>
  );
}

const portalOptions = (portals: { id: number; name: string }[] = []) =>
  portals.map((portal) => ({ value: String(portal.id), label: portal.name }));

/** Stad, Organisatie and Categorie (spec 2.5); the category is a filter of its own beside the tag chips. */
export function FilterSelects({
  hidden,
  ...props
}: FilterSelectsProps & { hidden?: 'selectedPortalId' | 'selectedOrganizationId' }) {
  const lang = useLanguage();
  const cities = useQuery(portalsQuery('city'));
  const organizations = useQuery(portalsQuery('organization'));
  const categories = CATEGORIES.map((category) => ({ value: category.key, label: category.label[lang] }));

  return (
    <div className={hidden ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 sm:grid-cols-3'}>
      {hidden === 'selectedPortalId' ? null : (
        <FilterSelect name="selectedPortalId" options={portalOptions(cities.data)} {...props} />
      )}
      {hidden === 'selectedOrganizationId' ? null : (
        <FilterSelect name="selectedOrganizationId" options={portalOptions(organizations.data)} {...props} />
      )}
      <FilterSelect name="category" options={categories} {...props} />
    </div>
  );
}
