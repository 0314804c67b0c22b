import { useTranslation } from 'react-i18next';
import { FACET_TEXTS, type Facet } from '../../../../domain/activities/facets';
import { FacetIcon } from '../../../components/facet-icon';
import { useLanguage } from '../../../lib/i18n';

/** How many facets a card names before '+N': a card stays a card, the detail page has them all. */
export const CARD_FACETS_SHOWN = 3;

/** The facets a card names: 'free' is left out, the card's price chip says 'Gratis' already. */
export function cardFacets(facets: readonly Facet[]): { shown: Facet[]; rest: Facet[] } {
  const named = facets.filter((facet) => facet !== 'free');
  return { shown: named.slice(0, CARD_FACETS_SHOWN), rest: named.slice(CARD_FACETS_SHOWN) };
}

/**
 * A card's facets as small chips, each an icon and its label (never the icon alone), at most three and
 * then '+N', which screen readers hear as the names of the rest.
 */
export function CardFacets({ facets }: { facets: readonly Facet[] }) {
  const { t } = useTranslation('cards');
  const lang = useLanguage();
  const { shown, rest } = cardFacets(facets);
  if (shown.length === 0) return null;
  const label = (facet: Facet) => FACET_TEXTS[facet].label[lang];
  const restNames = rest.map(label).join(', ');
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('facets.label')}>
      {shown.map((facet) => (
        <li
          key={facet}
          className="inline-flex items-center gap-1 rounded-md bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-950"
        >
          <FacetIcon facet={facet} className="size-3.5" />
          {label(facet)}
        </li>
      ))}
      {rest.length > 0 ? (
        <li className="rounded-md bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-950" title={restNames}>
          <span aria-hidden="true">{t('facets.more', { count: rest.length })}</span>
          <span className="sr-only">{t('facets.moreLabel', { facets: restNames })}</span>
        </li>
      ) : null}
    </ul>
  );
}
