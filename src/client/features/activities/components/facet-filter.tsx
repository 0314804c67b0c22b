import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FACET_TEXTS, type Facet, orderFacets, STORED_FACETS } from '../../../../domain/activities/facets';
import { FacetIcon } from '../../../components/facet-icon';
import { useLanguage } from '../../../lib/i18n';
import type { ActivityFilters } from '../filter-state';
import { CheckboxRow } from './filter-checkbox';

/**
 * 'Toegankelijkheid en meer' (issue #45): a box per facet; the list shows what has all the ticked ones.
 * 'Gratis' is left out here: the Gratis box beside it (freeOnly) already asks the same.
 */
export function FacetFilter({
  filters,
  onChange,
}: {
  filters: ActivityFilters;
  onChange: (patch: Partial<ActivityFilters>) => void;
}) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const id = useId();
  const toggle = (facet: Facet, on: boolean) =>
    onChange({
      facets: orderFacets(on ? [...filters.facets, facet] : filters.facets.filter((f) => f !== facet)),
    });
  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium">{t('facets.filterLegend')}</legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        {t('facets.filterHint')}
      </p>
      <div className="grid gap-x-4 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {STORED_FACETS.map((facet) => (
          <CheckboxRow
            key={facet}
            checked={filters.facets.includes(facet)}
            onCheckedChange={(on) => toggle(facet, on)}
          >
            <FacetIcon facet={facet} className="text-yellow-700" />
            {FACET_TEXTS[facet].label[lang]}
          </CheckboxRow>
        ))}
      </div>
    </fieldset>
  );
}
