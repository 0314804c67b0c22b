// Word lists for the benchmark agenda. Dutch, plausible, and varied enough that full-text search,
// tag filters and page sizes behave as they would on a real agenda of community activities.
import type { CategoryKey } from '../src/domain/categories';

export interface BenchCity {
  name: string;
  slug: string;
  /** Share of all activities held in this city. */
  weight: number;
  postalPrefixes: readonly string[];
  places: readonly string[];
  streets: readonly string[];
}

export const BENCH_CITIES: readonly BenchCity[] = [
  {
    name: 'Amsterdam',
    slug: 'amsterdam',
    weight: 30,
    postalPrefixes: ['1011', '1013', '1017', '1052', '1071', '1092', '1102'],
    places: [
      'het Vondelpark',
      'het Westerpark',
      'de Jordaan',
      'Amsterdam-Noord',
      'het Oosterpark',
      'de Pijp',
    ],
    streets: ['Prinsengracht', 'Kinkerstraat', 'Javastraat', 'Ferdinand Bolstraat', 'Van Woustraat'],
  },
  {
    name: 'Rotterdam',
    slug: 'rotterdam',
    weight: 22,
    postalPrefixes: ['3011', '3012', '3021', '3031', '3072', '3081'],
    places: ['het Kralingse Bos', 'Katendrecht', 'het Park bij de Euromast', 'Kop van Zuid', 'Delfshaven'],
    streets: ['Witte de Withstraat', 'Nieuwe Binnenweg', 'Oude Binnenweg', 'Zwart Janstraat', 'Meent'],
  },
  {
    name: 'Den Haag',
    slug: 'den-haag',
    weight: 18,
    postalPrefixes: ['2511', '2513', '2517', '2563', '2582'],
    places: ['Scheveningen', 'het Haagse Bos', 'Zuiderpark', 'de Schilderswijk', 'het Westbroekpark'],
    streets: ['Denneweg', 'Frederik Hendriklaan', 'Prinsegracht', 'Weimarstraat', 'Laan van Meerdervoort'],
  },
  {
    name: 'Utrecht',
    slug: 'utrecht',
    weight: 15,
    postalPrefixes: ['3511', '3512', '3521', '3531', '3581'],
    places: ['het Wilhelminapark', 'Lombok', 'Leidsche Rijn', 'het Griftpark', 'Amelisweerd'],
    streets: ['Oudegracht', 'Twijnstraat', 'Kanaalstraat', 'Biltstraat', 'Amsterdamsestraatweg'],
  },
  {
    name: 'Eindhoven',
    slug: 'eindhoven',
    weight: 15,
    postalPrefixes: ['5611', '5612', '5621', '5631', '5644'],
    places: ['het Stadswandelpark', 'Strijp-S', 'de Genneper Parken', 'Woensel', 'het Philips de Jongh Park'],
    streets: ['Stratumseind', 'Kruisstraat', 'Woenselse Markt', 'Hoogstraat', 'Vestdijk'],
  },
];

/** Kinds of organisation; each becomes one organisation portal per city (8 × 5 = 40). */
export const ORGANIZATION_KINDS = [
  'Bibliotheek',
  'Buurthuis De Ster',
  'Sportvereniging Vooruit',
  'Muziekschool',
  'Museum voor de Stad',
  'Wijkcentrum De Brug',
  'Taalcafé',
  'Natuurclub Buiten',
] as const;

/**
 * 60 tags, most popular first: picked with Zipf-like weights (weight 1/rank), so "sport" and "muziek"
 * are on many activities and the tail is rare. "wandelen" is fourth: walking is a favourite of Dutch
 * community agendas, which makes the search benchmark a broad (and therefore honest) one.
 */
export const TAGS = [
  'sport',
  'muziek',
  'outdoor',
  'wandelen',
  'hardlopen',
  'dansen',
  'vrienden',
  'koken',
  'taal',
  'cultuur',
  'creatief',
  'eten',
  'natuur',
  'gezellig',
  'familie',
  'kinderen',
  'fietsen',
  'yoga',
  'kunst',
  'theater',
  'film',
  'lezen',
  'spelletjes',
  'ouderen',
  'studenten',
  'expats',
  'nieuwkomers',
  'vrijwilligerswerk',
  'workshop',
  'lezing',
  'borrel',
  'markt',
  'festival',
  'concert',
  'zingen',
  'koor',
  'fotografie',
  'tuinieren',
  'duurzaam',
  'gezondheid',
  'meditatie',
  'fitness',
  'zwemmen',
  'voetbal',
  'tennis',
  'schaken',
  'bordspellen',
  'geschiedenis',
  'museum',
  'architectuur',
  'techniek',
  'programmeren',
  'ondernemen',
  'netwerken',
  'buurt',
  'senioren',
  'jongeren',
  'internationaal',
  'beginners',
  'avond',
] as const;

/** How often each category occurs (relative weights). */
export const CATEGORY_WEIGHTS: Readonly<Record<CategoryKey, number>> = {
  sport: 15,
  'kunst-cultuur': 12,
  muziek: 10,
  'cursussen-lezingen': 10,
  'eten-drinken': 9,
  'hobby-creativiteit': 9,
  uitgaan: 8,
  evenementen: 7,
  dansen: 6,
  theater: 5,
  'vakantie-eropuit': 5,
  overige: 3,
  meedoen: 1,
};

/** The tag that usually comes with a category (absent for the catch-all ones). */
export const CATEGORY_TAG: Readonly<Partial<Record<CategoryKey, string>>> = {
  sport: 'sport',
  'kunst-cultuur': 'cultuur',
  muziek: 'muziek',
  'cursussen-lezingen': 'workshop',
  'eten-drinken': 'eten',
  'hobby-creativiteit': 'creatief',
  uitgaan: 'borrel',
  evenementen: 'festival',
  dansen: 'dansen',
  theater: 'theater',
  'vakantie-eropuit': 'outdoor',
};

// `{place}` becomes a park or neighbourhood of the activity's city.
export const TITLES: Readonly<Record<CategoryKey, readonly string[]>> = {
  sport: [
    'Hardlopen in {place}',
    'Samen wandelen door {place}',
    'Wandeling door {place}',
    'Wandeltocht langs het water',
    'Yoga in de buitenlucht',
    'Bootcamp voor beginners',
    'Padeltoernooi voor iedereen',
    'Fietstocht door {place}',
    'Zaalvoetbal op dinsdag',
    'Zwemmen met de buurt',
    'Tafeltennis in het buurthuis',
    'Nordic walking voor 50-plussers',
  ],
  'kunst-cultuur': [
    'Rondleiding door het museum',
    'Expositie van lokale kunstenaars',
    'Architectuurwandeling door {place}',
    'Open atelier in {place}',
    'Filmavond met nabespreking',
    'Poëzieavond in de bibliotheek',
    'Stadswandeling met gids',
  ],
  muziek: [
    'Open podium in {place}',
    'Koorrepetitie voor nieuwe leden',
    'Jamsessie voor amateurs',
    'Zondagmiddagconcert',
    'Samen zingen in {place}',
    'Gitaarles voor beginners',
  ],
  'cursussen-lezingen': [
    'Nederlandse les voor nieuwkomers',
    'Lezing over de geschiedenis van {place}',
    'Workshop fotograferen met je telefoon',
    'Cursus programmeren voor ouderen',
    'Taalcafé: oefen je Nederlands',
    'Lezing over duurzaam wonen',
  ],
  'eten-drinken': [
    'Samen koken met buren',
    'Kookworkshop Syrische keuken',
    'Buurtmaaltijd in {place}',
    'Proeverij van lokale bieren',
    'Picknick in {place}',
    'Koffieochtend voor nieuwe bewoners',
  ],
  'hobby-creativiteit': [
    'Breicafé in {place}',
    'Schilderen voor beginners',
    'Repair café',
    'Tuinieren in de buurttuin',
    'Bordspellenavond',
    'Schaakclub voor alle niveaus',
  ],
  uitgaan: [
    'Pubquiz in {place}',
    'Borrel voor expats',
    'Salsa-avond',
    'Karaoke-avond',
    'Netwerkborrel voor starters',
  ],
  evenementen: [
    'Buurtfeest in {place}',
    'Rommelmarkt',
    'Koningsdagvrijmarkt',
    'Zomerfestival in {place}',
    'Open dag van de vereniging',
  ],
  dansen: ['Salsales voor beginners', 'Stijldansen op vrijdag', 'Zumba in {place}', 'Line dance-middag'],
  theater: [
    'Improvisatietheater',
    'Voorstelling door de toneelclub',
    'Cabaretavond in {place}',
    'Theaterworkshop',
  ],
  'vakantie-eropuit': [
    'Dagtocht naar de Veluwe',
    'Wandeltocht over de Kennemerduinen',
    'Fietsen langs de molens',
    'Wandelen in {place}',
    'Busreis naar Maastricht',
  ],
  meedoen: ['Meedoen-ontmoeting in {place}', 'Kennismakingsavond Meedoen'],
  overige: ['Vrijwilligersmarkt', 'Inloopspreekuur in {place}', 'Buurtoverleg in {place}'],
};

export const TITLE_SUFFIXES = [
  '',
  '',
  '',
  '',
  ' voor nieuwkomers',
  ' voor 50-plussers',
  ' voor jong en oud',
  ' (Engelstalig)',
  ' op zondag',
  ' met de buurt',
] as const;

export const DESCRIPTION_OPENERS: Readonly<Record<CategoryKey, string>> = {
  sport: 'Beweeg samen met anderen in een ontspannen tempo.',
  'kunst-cultuur': 'Ontdek de kunst en cultuur van je eigen stad samen met anderen.',
  muziek: 'Maak of luister samen naar muziek, ervaring is niet nodig.',
  'cursussen-lezingen': 'Leer iets nieuws en ontmoet mensen die dezelfde interesse hebben.',
  'eten-drinken': 'Aan tafel leer je elkaar het snelst kennen.',
  'hobby-creativiteit': 'Werk aan je eigen project in gezelschap van anderen.',
  uitgaan: 'Een avond uit in een gemoedelijke sfeer.',
  evenementen: 'Een feest voor de hele buurt.',
  dansen: 'Dansen is de leukste manier om mensen te ontmoeten.',
  theater: 'Speel mee of kijk mee bij een voorstelling van hier.',
  'vakantie-eropuit': 'Een dag eropuit met een groep gezellige mensen.',
  meedoen: 'Ontmoet andere deelnemers van Meedoen en maak nieuwe plannen.',
  overige: 'Kom langs en maak kennis met de mensen uit de buurt.',
};

export const DESCRIPTION_SENTENCES = [
  'Iedereen is welkom, ook als je niemand kent.',
  'Na afloop drinken we samen koffie of thee.',
  'Neem gerust een vriend of buurvrouw mee.',
  'De begeleiders spreken Nederlands en Engels.',
  'Je hoeft je niet voor te bereiden; we beginnen met een korte kennismaking.',
  'De locatie is rolstoeltoegankelijk.',
  'Trek makkelijke kleding en schoenen aan.',
  'Aanmelden helpt ons bij de voorbereiding, maar is niet verplicht.',
  'We sluiten af met een hapje en een drankje.',
  'Ideaal als je net in de stad woont en mensen wilt leren kennen.',
  'Kinderen zijn welkom onder begeleiding van een volwassene.',
  'De activiteit gaat door bij elk weer.',
  'Er is een kleine vrijwillige bijdrage voor de materialen.',
  'Wie wil, kan na afloop blijven voor een gesprek.',
  'We werken in kleine groepen, zodat iedereen aan de beurt komt.',
  'De groep bestaat uit zo’n tien tot vijftien mensen.',
  'Je ontmoet hier mensen uit alle hoeken van de wereld.',
  'Vragen? Bel of mail gerust de contactpersoon.',
] as const;

export const SCORE_EXPLANATIONS = [
  'Je doet de hele tijd samen iets, dus je raakt vanzelf aan de praat.',
  'Er is een vaste groep die nieuwe mensen graag verwelkomt.',
  'Je kijkt vooral, maar in de pauze is er tijd voor een praatje.',
  'Door de kleine groepen leer je snel anderen kennen.',
  'Een open sfeer met veel ruimte om te praten.',
] as const;

export const CONTACT_NAMES = [
  'Anouk',
  'Bram',
  'Fatima',
  'Joost',
  'Lotte',
  'Mehmet',
  'Noor',
  'Sanne',
  'Willem',
];

export const TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
] as const;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
