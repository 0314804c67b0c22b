import { useTranslation } from 'react-i18next';
import { FACET_TEXTS, type Facet } from '../../../../domain/activities/facets';
import { FacetIcon } from '../../../components/facet-icon';
import { useLanguage } from '../../../lib/i18n';

/**
 * 'Goed om te weten' on the detail page (issue #45): each facet with its icon, its label and the
 * sentence that says what it promises; nothing at all for an activity that says none.
 */
export function DetailFacets({ facets }: { facets: readonly Facet[] }) {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  if (facets.length === 0) return null;
  return (
    <section aria-labelledby="facets-title">
      <h2 id="facets-title" className="text-xl font-bold">
        {t('facets.detailTitle')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {facets.map((facet) => (
          <li key={facet} className="flex gap-3 rounded-xl border border-neutral-200 bg-white p-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-sky-50 text-sky-900">
              <FacetIcon facet={facet} className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-neutral-900">{FACET_TEXTS[facet].label[lang]}</span>
              <span className="block text-sm text-neutral-700">{FACET_TEXTS[facet].explanation[lang]}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
