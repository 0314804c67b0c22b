import type { Localized } from '../../../domain/language';

export interface Partner {
  id: string;
  name: string;
  city: string;
  description: Localized;
  /** Their own website, shown as 'Bezoek website'; none for the demo partners (no real site to visit). */
  url?: string;
  /** The organisation portal whose activities 'Bekijk activiteiten' lists (/activities?organisatie=…). */
  portalSlug: string;
  /** Two letters drawn in the partner's badge. */
  initials: string;
  /** Badge background; the initials are white, so pick a colour with enough contrast (4.5:1). */
  color: string;
}

// Demo partners: the same organisations run the activities in the demo agenda, so each card links to
// their activities. Operators replace this list with their real partners (and their websites); the
// names, descriptions and logos live together in this one file so that swapping them is a single edit.
export const PARTNERS: readonly Partner[] = [
  {
    id: 'lichthuis',
    name: 'Museum Het Lichthuis',
    city: 'Eindhoven',
    description: {
      nl: 'Museum over licht, design en techniek, met rondleidingen waarin je samen kijkt en praat.',
      en: 'A museum of light, design and technology, with guided tours where you look and talk together.',
    },
    portalSlug: 'museum-het-lichthuis',
    initials: 'LH',
    color: '#1e3a8a',
  },
  {
    id: 'kempen-actief',
    name: 'Sportvereniging De Kempen Actief',
    city: 'Eindhoven',
    description: {
      nl: 'Sportclub voor jong en oud: van wandelvoetbal tot bootcamp, en daarna koffie in de kantine.',
      en: 'A sports club for young and old: from walking football to bootcamp, followed by coffee in the clubhouse.',
    },
    portalSlug: 'de-kempen-actief',
    initials: 'KA',
    color: '#166534',
  },
  {
    id: 'stadshart',
    name: 'Bibliotheek Stadshart',
    city: 'Utrecht',
    description: {
      nl: 'Bibliotheek met leesclubs, lezingen en een taalhuis, midden in de stad.',
      en: 'A library with book clubs, talks and a language centre, right in the city centre.',
    },
    portalSlug: 'bibliotheek-stadshart',
    initials: 'BS',
    color: '#7c2d12',
  },
  {
    id: 'de-ontmoeting',
    name: 'Buurthuis De Ontmoeting',
    city: 'Rotterdam',
    description: {
      nl: 'Buurthuis met een open inloop, samen eten en activiteiten die buren met elkaar verbinden.',
      en: 'A community centre with drop-in mornings, shared meals and activities that connect neighbours.',
    },
    portalSlug: 'buurthuis-de-ontmoeting',
    initials: 'DO',
    color: '#9d174d',
  },
  {
    id: 'stap-voor-stap',
    name: 'Wandelclub Stap voor Stap',
    city: 'Amsterdam',
    description: {
      nl: 'Wandelclub met rustige routes door stad en natuur; in je eigen tempo, nooit alleen.',
      en: 'A walking club with relaxed routes through city and nature; at your own pace, never alone.',
    },
    portalSlug: 'wandelclub-stap-voor-stap',
    initials: 'SS',
    color: '#065f46',
  },
  {
    id: 'klankkleur',
    name: 'Muziekschool Klankkleur',
    city: 'Den Haag',
    description: {
      nl: 'Muziekschool met koren, samenspel en instuifavonden voor beginners en gevorderden.',
      en: 'A music school with choirs, ensembles and open evenings for beginners and experienced players.',
    },
    portalSlug: 'muziekschool-klankkleur',
    initials: 'KK',
    color: '#5b21b6',
  },
  {
    id: 'samen-aan-tafel',
    name: 'Kookstudio Samen aan Tafel',
    city: 'Utrecht',
    description: {
      nl: 'Kookstudio waar je met anderen een maaltijd bereidt en daarna samen aan tafel gaat.',
      en: 'A cooking studio where you prepare a meal with others and then sit down to eat together.',
    },
    portalSlug: 'kookstudio-samen-aan-tafel',
    initials: 'ST',
    color: '#b91c1c',
  },
  {
    id: 'de-kwast',
    name: 'Creatief Atelier De Kwast',
    city: 'Eindhoven',
    description: {
      nl: 'Atelier voor schilderen, tekenen en keramiek, met workshops in kleine groepen.',
      en: 'A studio for painting, drawing and ceramics, with workshops in small groups.',
    },
    portalSlug: 'creatief-atelier-de-kwast',
    initials: 'DK',
    color: '#0e7490',
  },
  {
    id: 'in-beweging',
    name: 'Dansschool In Beweging',
    city: 'Rotterdam',
    description: {
      nl: 'Dansschool met salsa, stijldansen en line dance; je hoeft geen partner mee te nemen.',
      en: 'A dance school with salsa, ballroom and line dancing; no need to bring a partner.',
    },
    portalSlug: 'dansschool-in-beweging',
    initials: 'IB',
    color: '#a21caf',
  },
  {
    id: 'open-deur',
    name: 'Taalcafé Open Deur',
    city: 'Amsterdam',
    description: {
      nl: 'Taalcafé waar nieuwkomers en buurtbewoners elkaar ontmoeten en samen Nederlands oefenen.',
      en: 'A language café where newcomers and locals meet and practise Dutch together.',
    },
    portalSlug: 'taalcafe-open-deur',
    initials: 'OD',
    color: '#c2410c',
  },
  {
    id: 'groene-long',
    name: 'Natuurgroep Groene Long',
    city: 'Den Haag',
    description: {
      nl: 'Vrijwilligers die samen natuur onderhouden, vogels tellen en het groen in de stad beleven.',
      en: 'Volunteers who look after nature together, count birds and enjoy the green spaces of the city.',
    },
    portalSlug: 'natuurgroep-groene-long',
    initials: 'GL',
    color: '#3f6212',
  },
  {
    id: 'kleine-zaal',
    name: 'Podium De Kleine Zaal',
    city: 'Utrecht',
    description: {
      nl: 'Klein theater met voorstellingen, open podia en een gezellige foyer om na te praten.',
      en: 'A small theatre with performances, open mic nights and a cosy foyer to chat afterwards.',
    },
    portalSlug: 'podium-de-kleine-zaal',
    initials: 'KZ',
    color: '#334155',
  },
];

/** `count` different partners in random order (Fisher–Yates on a copy). */
export function pickRandomPartners(count: number, partners: readonly Partner[] = PARTNERS): Partner[] {
  const pool = [...partners];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
