import type { CategoryKey } from '../../../domain/categories';
import type { Localized } from '../../../domain/language';
import type { CitySlug, OrganisationSlug, Place } from './types';

export const CITY_NAMES: Record<CitySlug, Localized> = {
  eindhoven: { nl: 'Eindhoven', en: 'Eindhoven' },
  amsterdam: { nl: 'Amsterdam', en: 'Amsterdam' },
  rotterdam: { nl: 'Rotterdam', en: 'Rotterdam' },
  utrecht: { nl: 'Utrecht', en: 'Utrecht' },
  'den-haag': { nl: 'Den Haag', en: 'The Hague' },
};

export interface SeedCityPortal {
  slug: CitySlug;
  name: string;
  description: string;
}

export const CITY_PORTALS: SeedCityPortal[] = [
  {
    slug: 'eindhoven',
    name: 'Eindhoven',
    description:
      'Lichtstad vol makers, studenten en nieuwkomers. Ontdek sport, kunst en creatieve workshops en leer de stad kennen via de mensen die er wonen.',
  },
  {
    slug: 'amsterdam',
    name: 'Amsterdam',
    description:
      'Van taalcafé tot grachtenwandeling: in Amsterdam is altijd iets te doen. Hier vind je activiteiten waar je echt met anderen in gesprek raakt.',
  },
  {
    slug: 'rotterdam',
    name: 'Rotterdam',
    description:
      'Een stad van doeners. Dans, eet en klus mee in de buurthuizen en dansscholen van Rotterdam, of stap aan boord voor een tocht over de rivier.',
  },
  {
    slug: 'utrecht',
    name: 'Utrecht',
    description:
      'Gezellige binnenstad, volle agenda. Koken, lezen, theater en muziek in Utrecht, met genoeg gelegenheden om nieuwe mensen te leren kennen.',
  },
  {
    slug: 'den-haag',
    name: 'Den Haag',
    description:
      'Stad aan zee met een internationaal karakter. Zing mee in een koor, wandel door de duinen of ontmoet andere Hagenaars en expats bij een van de activiteiten.',
  },
];

export interface SeedOrganisation {
  slug: OrganisationSlug;
  name: string;
  city: CitySlug;
  description: string;
  websiteUrl: string;
  /** The category whose picture the portal shows. */
  picture: CategoryKey;
  /** Where its activities take place unless an activity says otherwise. */
  venue: Place;
}

export const ORGANISATIONS: SeedOrganisation[] = [
  {
    slug: 'museum-het-lichthuis',
    name: 'Museum Het Lichthuis',
    city: 'eindhoven',
    description:
      'Museum voor licht, kunst en design. Naast de wisselende tentoonstellingen organiseert Het Lichthuis rondleidingen, lezingen en avonden waarop je samen over kunst praat.',
    websiteUrl: 'https://lichthuis.example',
    picture: 'kunst-cultuur',
    venue: {
      meetingPoint: { nl: 'Museum Het Lichthuis, entreehal', en: 'Museum Het Lichthuis, entrance hall' },
      streetAddress: 'Kanaalstraat 24',
      postalCode: '5611 CT',
      city: 'eindhoven',
    },
  },
  {
    slug: 'de-kempen-actief',
    name: 'Sportvereniging De Kempen Actief',
    city: 'eindhoven',
    description:
      'Omnisportvereniging voor iedereen die wil bewegen, van beginnende hardloper tot fanatieke bootcamper. Lid worden hoeft niet: je mag altijd eerst meedoen.',
    websiteUrl: 'https://kempenactief.example',
    picture: 'sport',
    venue: {
      meetingPoint: { nl: 'Sportpark De Kempen, clubhuis', en: 'De Kempen sports park, clubhouse' },
      streetAddress: 'Sportlaan 8',
      postalCode: '5625 HK',
      city: 'eindhoven',
    },
  },
  {
    slug: 'bibliotheek-stadshart',
    name: 'Bibliotheek Stadshart',
    city: 'utrecht',
    description:
      'De openbare bibliotheek midden in de stad: boeken lenen, maar ook leesclubs, lezingen, hulp bij digitale vragen en een plek om rustig te werken of mensen te ontmoeten.',
    websiteUrl: 'https://bibliotheekstadshart.example',
    picture: 'cursussen-lezingen',
    venue: {
      meetingPoint: { nl: 'Bibliotheek Stadshart, leescafé', en: 'Stadshart Library, reading café' },
      streetAddress: 'Marktplein 11',
      postalCode: '3512 AE',
      city: 'utrecht',
    },
  },
  {
    slug: 'buurthuis-de-ontmoeting',
    name: 'Buurthuis De Ontmoeting',
    city: 'rotterdam',
    description:
      'Het huis van de buurt, gerund door vrijwilligers. Elke week koffie, samen eten, handwerken en een Repair Café. Iedereen is welkom, ook als je net in de wijk woont.',
    websiteUrl: 'https://buurthuisdeontmoeting.example',
    picture: 'meedoen',
    venue: {
      meetingPoint: {
        nl: 'Buurthuis De Ontmoeting, grote zaal',
        en: 'De Ontmoeting community centre, main hall',
      },
      streetAddress: 'Schoolstraat 17',
      postalCode: '3061 BG',
      city: 'rotterdam',
    },
  },
  {
    slug: 'wandelclub-stap-voor-stap',
    name: 'Wandelclub Stap voor Stap',
    city: 'amsterdam',
    description:
      'Wandelclub voor alle tempo’s. We lopen door de stad, de parken en het groen rondom Amsterdam, en onderweg is er altijd tijd voor een praatje en een kop koffie.',
    websiteUrl: 'https://stapvoorstap.example',
    picture: 'vakantie-eropuit',
    venue: {
      meetingPoint: {
        nl: 'Hoofdingang van het Stadspark, bij de fontein',
        en: 'Main entrance of the city park, by the fountain',
      },
      streetAddress: 'Parkweg 2',
      postalCode: '1091 KA',
      city: 'amsterdam',
    },
  },
  {
    slug: 'muziekschool-klankkleur',
    name: 'Muziekschool Klankkleur',
    city: 'den-haag',
    description:
      'Muziekschool voor jong en oud. Les in een groep, een buurtkoor waar je zonder ervaring instapt en concerten waar leerlingen laten horen wat ze geleerd hebben.',
    websiteUrl: 'https://klankkleur.example',
    picture: 'muziek',
    venue: {
      meetingPoint: { nl: 'Muziekschool Klankkleur, zaal 1', en: 'Klankkleur Music School, room 1' },
      streetAddress: 'Lindelaan 45',
      postalCode: '2514 JB',
      city: 'den-haag',
    },
  },
  {
    slug: 'kookstudio-samen-aan-tafel',
    name: 'Kookstudio Samen aan Tafel',
    city: 'utrecht',
    description:
      'Kookstudio met één lange tafel. Je kookt in kleine groepjes een menu uit een andere keuken en eet het daarna samen op. Geen ervaring nodig, wel trek.',
    websiteUrl: 'https://samenaantafel.example',
    picture: 'eten-drinken',
    venue: {
      meetingPoint: { nl: 'Kookstudio Samen aan Tafel', en: 'Samen aan Tafel cooking studio' },
      streetAddress: 'Havenkade 31',
      postalCode: '3521 AM',
      city: 'utrecht',
    },
  },
  {
    slug: 'creatief-atelier-de-kwast',
    name: 'Creatief Atelier De Kwast',
    city: 'eindhoven',
    description:
      'Licht atelier waar je schildert, tekent en met klei werkt onder begeleiding van kunstdocenten. Materiaal is aanwezig; je neemt alleen je nieuwsgierigheid mee.',
    websiteUrl: 'https://dekwast.example',
    picture: 'hobby-creativiteit',
    venue: {
      meetingPoint: {
        nl: 'Creatief Atelier De Kwast, begane grond',
        en: 'De Kwast creative studio, ground floor',
      },
      streetAddress: 'Molenstraat 63',
      postalCode: '5615 HB',
      city: 'eindhoven',
    },
  },
  {
    slug: 'dansschool-in-beweging',
    name: 'Dansschool In Beweging',
    city: 'rotterdam',
    description:
      'Dansschool voor salsa, swing, zumba en vrij dansen. Je hebt geen danspartner nodig: in de lessen wisselen we steeds, zo leer je snel iedereen kennen.',
    websiteUrl: 'https://inbeweging.example',
    picture: 'dansen',
    venue: {
      meetingPoint: {
        nl: 'Dansschool In Beweging, grote danszaal',
        en: 'In Beweging dance school, main studio',
      },
      streetAddress: 'Julianastraat 120',
      postalCode: '3015 BJ',
      city: 'rotterdam',
    },
  },
  {
    slug: 'taalcafe-open-deur',
    name: 'Taalcafé Open Deur',
    city: 'amsterdam',
    description:
      'Een huiskamer waar nieuwkomers en Amsterdammers samen Nederlands praten. Met gespreksavonden, taalborrels en spelletjes, altijd op je eigen niveau.',
    websiteUrl: 'https://taalcafeopendeur.example',
    picture: 'cursussen-lezingen',
    venue: {
      meetingPoint: { nl: 'Taalcafé Open Deur, voorkamer', en: 'Open Deur language café, front room' },
      streetAddress: 'Nieuwstraat 88',
      postalCode: '1093 BW',
      city: 'amsterdam',
    },
  },
  {
    slug: 'natuurgroep-groene-long',
    name: 'Natuurgroep Groene Long',
    city: 'den-haag',
    description:
      'Vrijwilligers die zorgen voor het groen in en rond de stad: vogels tellen, bomen planten, het strand schoonhouden en samen tuinieren in de stadstuin.',
    websiteUrl: 'https://groenelong.example',
    picture: 'overige',
    venue: {
      meetingPoint: {
        nl: 'Stadstuin Groene Long, bij de kas',
        en: 'Groene Long city garden, by the greenhouse',
      },
      streetAddress: 'Tuinderslaan 5',
      postalCode: '2563 CE',
      city: 'den-haag',
    },
  },
  {
    slug: 'podium-de-kleine-zaal',
    name: 'Podium De Kleine Zaal',
    city: 'utrecht',
    description:
      'Een intiem podium met honderd stoelen voor cabaret, theater, jazz en singer-songwriters. Na afloop blijven spelers en publiek vaak nog even hangen in de foyer.',
    websiteUrl: 'https://dekleinezaal.example',
    picture: 'theater',
    venue: {
      meetingPoint: { nl: 'Podium De Kleine Zaal, foyer', en: 'De Kleine Zaal theatre, foyer' },
      streetAddress: 'Kerkstraat 70',
      postalCode: '3512 PN',
      city: 'utrecht',
    },
  },
];
