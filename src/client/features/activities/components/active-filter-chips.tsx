import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FACET_TEXTS } from '../../../../domain/activities/facets';
import { categoryLabel } from '../../../../domain/categories';
import { useLanguage } from '../../../lib/i18n';
import { tagLabel } from '../../../lib/tag-labels';
import { type ActiveFilter, filterKey } from '../active-filters';
import { portalsQuery } from '../api';
import { usePeriodLabel } from './period-label';

interface ActiveFilterChipsProps {
  active: ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
}

/** The filters that are on, each removable on its own (the phone's filter summary, issue #14.8). */
export function ActiveFilterChips({ active, onRemove }: ActiveFilterChipsProps) {
  const { t } = useTranslation('activities');
  if (active.length === 0) return null;
  return (
    <ul aria-label={t('filters.activeLabel')} className="flex flex-wrap gap-2">
      {active.map((filter) => (
        <li key={filterKey(filter)}>
          <Chip filter={filter} onRemove={() => onRemove(filter)} />
        </li>
      ))}
    </ul>
  );
}

function Chip({ filter, onRemove }: { filter: ActiveFilter; onRemove: () => void }) {
  const { t } = useTranslation('activities');
  const label = useChipLabel(filter);
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-yellow-400 bg-yellow-50 py-1 pr-1 pl-3 text-sm font-medium text-neutral-900">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('filters.removeFilter', { filter: label })}
        className="inline-flex size-6 items-center justify-center rounded-full hover:bg-yellow-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}

function useChipLabel(filter: ActiveFilter): string {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const period = usePeriodLabel(
    filter.kind === 'range' ? filter.startDate : null,
    filter.kind === 'range' ? filter.endDate : null,
  );
  const portalType = filter.kind === 'city' ? 'city' : 'organization';
  const portals = useQuery({
    ...portalsQuery(portalType),
    enabled: filter.kind === 'city' || filter.kind === 'organization',
  });
  switch (filter.kind) {
    case 'date':
      return t(`filters.${filter.value}`);
    case 'range':
      return period;
    case 'archive':
      return t('filters.archive');
    case 'favorites':
      return t('filters.favorites');
    case 'city':
    case 'organization':
      return portals.data?.find((p) => p.id === filter.value)?.name ?? t(`filters.${filter.kind}`);
    case 'category':
      return categoryLabel(filter.value, lang);
    case 'tag':
      return `#${tagLabel(filter.value, lang)}`;
    case 'score':
      return t('filters.scoreOption', { count: filter.value });
    case 'oneTime':
      return t('filters.oneTimeChip');
    case 'free':
      return t('filters.freeChip');
    case 'placesLeft':
      return t('filters.placesLeftChip');
    case 'facet':
      return FACET_TEXTS[filter.value].label[lang];
  }
}
