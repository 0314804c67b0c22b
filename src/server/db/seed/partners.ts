import type { Localized } from '../../../domain/language';
import type { OrganisationSlug } from './types';

export interface SeedPartner {
  name: string;
  town: string;
  description: Localized;
  /** The background of the initials; white or near-black text on it reaches WCAG AA. */
  colour: string;
  /** The organisation portal whose page the card links to. */
  portal: OrganisationSlug;
}

// The demo agenda's featured partners (issue #47, item 4): the organisations that run its activities.
// An administrator changes, hides or replaces them in the admin area (Partners). No websites: the demo
// organisations have no real site to visit.
export const PARTNERS: readonly SeedPartner[] = [
  {
    name: 'Museum Het Lichthuis',
    town: 'Eindhoven',
    description: {
      nl: 'Museum over licht, design en techniek, met rondleidingen waarin je samen kijkt en praat.',
      en: 'A museum of light, design and technology, with guided tours where you look and talk together.',
    },
    colour: '#1e3a8a',
    portal: 'museum-het-lichthuis',
  },
  {
    name: 'Sportvereniging De Kempen Actief',
    town: 'Eindhoven',
    description: {
      nl: 'Sportclub voor jong en oud: van wandelvoetbal tot bootcamp, en daarna koffie in de kantine.',
      en: 'A sports club for young and old: from walking football to bootcamp, followed by coffee in the clubhouse.',
    },
    colour: '#166534',
    portal: 'de-kempen-actief',
  },
  {
    name: 'Bibliotheek Stadshart',
    town: 'Utrecht',
    description: {
      nl: 'Bibliotheek met leesclubs, lezingen en een taalhuis, midden in de stad.',
      en: 'A library with book clubs, talks and a language centre, right in the city centre.',
    },
    colour: '#7c2d12',
    portal: 'bibliotheek-stadshart',
  },
  {
    name: 'Buurthuis De Ontmoeting',
    town: 'Rotterdam',
    description: {
      nl: 'Buurthuis met een open inloop, samen eten en activiteiten die buren met elkaar verbinden.',
      en: 'A community centre with drop-in mornings, shared meals and activities that connect neighbours.',
    },
    colour: '#9d174d',
    portal: 'buurthuis-de-ontmoeting',
  },
  {
    name: 'Wandelclub Stap voor Stap',
    town: 'Amsterdam',
    description: {
      nl: 'Wandelclub met rustige routes door stad en natuur; in je eigen tempo, nooit alleen.',
      en: 'A walking club with relaxed routes through city and nature; at your own pace, never alone.',
    },
    colour: '#065f46',
    portal: 'wandelclub-stap-voor-stap',
  },
  {
    name: 'Muziekschool Klankkleur',
    town: 'Den Haag',
    description: {
      nl: 'Muziekschool met koren, samenspel en instuifavonden voor beginners en gevorderden.',
      en: 'A music school with choirs, ensembles and open evenings for beginners and experienced players.',
    },
    colour: '#5b21b6',
    portal: 'muziekschool-klankkleur',
  },
  {
    name: 'Kookstudio Samen aan Tafel',
    town: 'Utrecht',
    description: {
      nl: 'Kookstudio waar je met anderen een maaltijd bereidt en daarna samen aan tafel gaat.',
      en: 'A cooking studio where you prepare a meal with others and then sit down to eat together.',
    },
    colour: '#b91c1c',
    portal: 'kookstudio-samen-aan-tafel',
  },
  {
    name: 'Creatief Atelier De Kwast',
    town: 'Eindhoven',
    description: {
      nl: 'Atelier voor schilderen, tekenen en keramiek, met workshops in kleine groepen.',
      en: 'A studio for painting, drawing and ceramics, with workshops in small groups.',
    },
    colour: '#0e7490',
    portal: 'creatief-atelier-de-kwast',
  },
  {
    name: 'Dansschool In Beweging',
    town: 'Rotterdam',
    description: {
      nl: 'Dansschool met salsa, stijldansen en line dance; je hoeft geen partner mee te nemen.',
      en: 'A dance school with salsa, ballroom and line dancing; no need to bring a partner.',
    },
    colour: '#a21caf',
    portal: 'dansschool-in-beweging',
  },
  {
    name: 'Taalcafé Open Deur',
    town: 'Amsterdam',
    description: {
      nl: 'Taalcafé waar nieuwkomers en buurtbewoners elkaar ontmoeten en samen Nederlands oefenen.',
      en: 'A language café where newcomers and locals meet and practise Dutch together.',
    },
    colour: '#c2410c',
    portal: 'taalcafe-open-deur',
  },
  {
    name: 'Natuurgroep Groene Long',
    town: 'Den Haag',
    description: {
      nl: 'Vrijwilligers die samen natuur onderhouden, vogels tellen en het groen in de stad beleven.',
      en: 'Volunteers who look after nature together, count birds and enjoy the green spaces of the city.',
    },
    colour: '#3f6212',
    portal: 'natuurgroep-groene-long',
  },
  {
    name: 'Podium De Kleine Zaal',
    town: 'Utrecht',
    description: {
      nl: 'Klein theater met voorstellingen, open podia en een gezellige foyer om na te praten.',
      en: 'A small theatre with performances, open mic nights and a cosy foyer to chat afterwards.',
    },
    colour: '#334155',
    portal: 'podium-de-kleine-zaal',
  },
];
