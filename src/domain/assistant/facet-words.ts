import type { Facet } from '../activities/facets';

// The assistant's words for what an activity says about who can come (issue #45, the list's facets=),
// in Dutch and English; words are separated by commas and may be phrases. Longer phrases win over
// shorter ones (vocabulary.ts), so a phrase here can hold a word that means something else alone.
//
// 'free' is not here: the price is the answer's `free` (FREE_WORDS in synonyms.ts), as it always was.
//
// Kept out on purpose, as too often meant otherwise: 'stil' / 'stille' ('stille disco' is a silent
// disco, 'stille nacht' a carol), 'toegankelijk' / 'accessible' alone (in Dutch often 'laagdrempelig',
// open to anyone), 'walk in' ('a walk in the park'), 'inloop' alone (when the doors open) and 'kinderen'
// / 'kids' alone, which stay the topic (a tag such as kinderen): 'voor kinderen' or 'with kids' says
// that children are welcome, 'kinderen' alone may be what an activity is about.

export const FACET_WORDS: readonly (readonly [facet: Exclude<Facet, 'free'>, words: string])[] = [
  [
    'wheelchair',
    'rolstoel, rolstoelen, met een rolstoel, met rolstoel, in een rolstoel, met mijn rolstoel, ' +
      'rolstoeltoegankelijk, rolstoeltoegankelijke, rolstoelvriendelijk, rolstoelvriendelijke, ' +
      'toegankelijk voor rolstoelen, toegankelijk met een rolstoel, rolstoelgebruiker, rolstoelgebruikers, ' +
      'wheelchair, wheelchairs, wheelchair accessible, wheelchair friendly, wheelchair access, ' +
      'wheelchair user, wheelchair users, in a wheelchair, accessible by wheelchair, accessible for wheelchairs',
  ],
  [
    'step-free',
    'zonder trappen, zonder trap, geen trappen, geen trap, zonder drempels, zonder drempel, geen drempels, ' +
      'drempelvrij, drempelvrije, traploos, gelijkvloers, ' +
      'step free, step free access, no stairs, without stairs, no steps, without steps, stair free, level access',
  ],
  [
    'hearing-loop',
    'ringleiding, met ringleiding, met een ringleiding, hoorlus, slechthorend, slechthorende, slechthorenden, ' +
      'hoortoestel, hearing loop, induction loop, loop system, hard of hearing, hearing aid, hearing impaired',
  ],
  [
    'quiet',
    'rustig, rustige, kalm, kalme, prikkelarm, prikkelarme, weinig prikkels, niet druk, niet te druk, geen drukte, ' +
      'quiet, low stimulus, low sensory, sensory friendly, calm, not crowded, not busy, not too busy, no crowds',
  ],
  [
    'simple-dutch',
    'eenvoudig nederlands, eenvoudige nederlands, makkelijk nederlands, makkelijke nederlands, ' +
      'simpel nederlands, weinig nederlands, een beetje nederlands, spreek weinig nederlands, ' +
      'spreekt weinig nederlands, ook als je weinig nederlands spreekt, nog niet goed nederlands, ' +
      'eenvoudige taal, makkelijke taal, taalniveau b1, niveau b1, ' +
      'easy dutch, simple dutch, plain dutch, basic dutch, little dutch, a little dutch, speak little dutch, ' +
      'not much dutch, limited dutch, easy language, plain language',
  ],
  [
    'children',
    'met kinderen, voor kinderen, met de kinderen, voor de kinderen, met mijn kinderen, met kids, voor kids, ' +
      'met de kids, met mijn kind, voor mijn kind, met kind, kindvriendelijk, kindvriendelijke, ' +
      'kinderen welkom, kinderen mogen mee, geschikt voor kinderen, ' +
      'for kids, with kids, with the kids, with my kids, for the kids, for children, with children, ' +
      'with the children, with my children, for the children, with my child, for my child, kid friendly, ' +
      'kids friendly, child friendly, children welcome, kids welcome, family, families, family friendly, ' +
      'for the family, with the family, with my family, for families',
  ],
  [
    'food-drink',
    'met eten, met eten en drinken, met een hapje, met een hapje en drankje, met een hapje en een drankje, hapje en drankje, hapje en een drankje, ' +
      'een hapje en een drankje, hapjes en drankjes, hapje, hapjes, iets te eten, eten inbegrepen, ' +
      'inclusief eten, food, with food, food and drinks, food and drink, food included, food provided, ' +
      'snacks, refreshments, something to eat',
  ],
  [
    'public-transport',
    'bij het station, bij een station, vlak bij het station, vlakbij het station, dicht bij het station, ' +
      'in de buurt van het station, openbaar vervoer, met het openbaar vervoer, met openbaar vervoer, ' +
      'bereikbaar met het ov, bereikbaar met ov, met het ov, met ov, bereikbaar met openbaar vervoer, ' +
      'bereikbaar met het openbaar vervoer, goed bereikbaar met openbaar vervoer, goed bereikbaar met ov, ' +
      'public transport, near public transport, by public transport, near the station, near a station, ' +
      'close to the station, public transit',
  ],
  [
    'no-registration',
    'zonder aanmelden, zonder aanmelding, zonder inschrijving, zonder inschrijven, geen aanmelding, ' +
      'geen aanmelding nodig, aanmelden niet nodig, aanmelden hoeft niet, niet aanmelden, vrije inloop, ' +
      'vrij inlopen, gewoon binnenlopen, binnenlopen, ' +
      'no registration, no registration needed, no registration required, without registration, ' +
      'without registering, no sign up, no signup, without signing up, drop in',
  ],
];

/** Words that look like a facet's but say the opposite: understood as asking for nothing. */
export const NOT_FACET_WORDS = [
  'niet rustig, niet te rustig, niet zo rustig, helemaal niet rustig, not quiet, not too quiet, not calm',
];
