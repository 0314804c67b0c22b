import { embedTitle } from '../../../domain/embed';
import type { Language } from '../../../domain/language';

// Every word the widget shows, in both languages, with the site's name (its settings) where it is named.
// The widget is server-rendered HTML without the client's catalogues; where the client says the same
// thing (cards.json, activities.json) the words are the same.

export interface WidgetTexts {
  /** The document title and the screen-reader heading. */
  title: string;
  emptyTitle: string;
  emptyHint: string;
  /** Said after a link's text: the link leaves the host site. */
  newTab: string;
  viewAll: string;
  category: string;
  price: string;
  recurring: string;
  oneTime: string;
  next: string;
  place: string;
  score(value: number, max: number): string;
  /** The next date's places, as the cards' badge says them (domain/participation/places.ts's placesBadge). */
  placesFew(count: number): string;
  placesFull: string;
  /** The name of a card's list of facets (who can come), said by screen readers. */
  facets: string;
  errorTitle: string;
}

const TEXTS: Record<Language, (siteName: string) => WidgetTexts> = {
  nl: (siteName) => ({
    title: embedTitle('nl', siteName),
    emptyTitle: 'Geen activiteiten gevonden',
    emptyHint: 'Probeer andere filters of zoektermen.',
    newTab: '(opent in een nieuw tabblad)',
    viewAll: `Bekijk alle activiteiten op ${siteName}`,
    category: 'Categorie',
    price: 'Prijs',
    recurring: 'Terugkerend',
    oneTime: 'Eenmalig',
    next: 'Eerstvolgende:',
    place: 'Plaats',
    score: (value, max) => `Ontmoetingsscore ${value} van ${max}`,
    placesFew: (count) => `nog ${count} ${count === 1 ? 'plek' : 'plekken'}`,
    placesFull: 'vol · wachtlijst',
    facets: 'Goed om te weten',
    errorTitle: 'Deze activiteiten kunnen niet worden getoond',
  }),
  en: (siteName) => ({
    title: embedTitle('en', siteName),
    emptyTitle: 'No activities found',
    emptyHint: 'Try other filters or search terms.',
    newTab: '(opens in a new tab)',
    viewAll: `View all activities on ${siteName}`,
    category: 'Category',
    price: 'Price',
    recurring: 'Recurring',
    oneTime: 'One-time',
    next: 'Next:',
    place: 'Place',
    score: (value, max) => `Meeting score ${value} out of ${max}`,
    placesFew: (count) => `${count} ${count === 1 ? 'place' : 'places'} left`,
    placesFull: 'full · waitlist',
    facets: 'Good to know',
    errorTitle: 'These activities cannot be shown',
  }),
};

/** The widget's words in `lang`, naming the site `siteName`. */
export function widgetTexts(lang: Language, siteName: string): WidgetTexts {
  return TEXTS[lang](siteName);
}
