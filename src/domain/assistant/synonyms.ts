// The assistant's vocabulary in Dutch and English, written once here. Category names come from
// src/domain/categories.ts and the English names of tags from src/domain/tag-labels.ts (see
// vocabulary.ts); this file adds only what those do not say: other words people use for them, and the
// words for price, for how social an activity is, and the words that ask for nothing (filler).

/**
 * Topic words and what they stand for, most specific first: the first target that is a category key,
 * or a tag the agenda uses, is chosen. Targets are separated by spaces, words by commas; words may be
 * phrases. The first target is what the words say exactly; a later one is wider ('yoga' is not all of
 * Sport), so a word that only reaches a later one is searched for as said, and the wider target is
 * used only where the person joins subjects with 'of' / 'or' (understand-request.ts). A kind of
 * something (a sport, a dance) therefore gets a row of its own with its own word first.
 */
export const TOPIC_SYNONYMS: readonly (readonly [targets: string, words: string])[] = [
  // Categories (src/domain/categories.ts); their Dutch and English names are added automatically.
  [
    'sport',
    'sport, sporten, sportief, sportieve, sports, sporty, bewegen, beweging, exercise, workout, work out',
  ],
  ['theater', 'theater, theatre, toneel, voorstelling, voorstellingen, performance, performances'],
  ['musical theater', 'musical, musicals'],
  ['dansen', 'dans, dansen, dansles, danslessen, dance, dances, dancing, dance class, dance classes'],
  ['salsa dansen', 'salsa'],
  ['ballet dansen', 'ballet'],
  ['tango dansen', 'tango'],
  ['zwemmen sport', 'zwemmen, swimming'],
  ['fietsen sport', 'fietsen, cycling'],
  ['tennis sport', 'tennis'],
  ['padel sport', 'padel'],
  ['klimmen sport', 'klimmen, climbing'],
  ['roeien sport', 'roeien, rowing'],
  ['zeilen sport', 'zeilen, sailing'],
  ['schaatsen sport', 'schaatsen, skating'],
  ['volleybal sport', 'volleybal, volleyball'],
  ['basketbal sport', 'basketbal, basketball'],
  ['hockey sport', 'hockey'],
  ['badminton sport', 'badminton'],
  ['pilates sport', 'pilates'],
  ['zumba sport', 'zumba'],
  ['swing dansen', 'swing, lindy hop'],
  [
    'kunst-cultuur',
    'kunst, cultuur, cultureel, culturele, art, arts, culture, cultural, expositie, tentoonstelling, exhibition, exhibitions, galerie, gallery',
  ],
  ['museum kunst-cultuur', 'museum, musea, museums, museumbezoek'],
  ['geschiedenis kunst-cultuur', 'geschiedenis, historie, history, historical, erfgoed, heritage'],
  [
    'vakantie-eropuit',
    'eropuit, uitje, uitjes, dagje uit, excursie, excursies, trip, trips, day trip, outing, outings, vakantie, holiday, vacation',
  ],
  ['muziek', 'muziek, music, live muziek, live music, muzikaal, band, bands'],
  ['concert muziek', 'concert, concerten, concerts, optreden, optredens, gig, gigs'],
  ['jazz muziek', 'jazz'],
  ['koor zingen muziek', 'koor, koren, choir, choirs'],
  ['zingen muziek', 'zingen, zang, singing, sing, karaoke'],
  ['gitaar muziek', 'gitaar, guitar'],
  ['cursussen-lezingen', 'cursussen en lezingen'],
  [
    'nederlands taal',
    'nederlands leren, dutch lessons, dutch class, dutch classes, learn dutch, learning dutch, taalles, ' +
      'taallessen, nederlandse les, nederlands oefenen, mijn nederlands oefenen, nederlands praten, ' +
      'practice dutch, practise dutch, practice my dutch, practise my dutch, speak dutch, dutch conversation',
  ],
  ['taal', 'taal, talen, language, languages, taalcafe, language cafe, conversation'],
  [
    'uitgaan',
    'uitgaan, going out, go out, night out, nightlife, stappen, feest, feestje, feesten, party, parties, kroeg, pub, bar, club, clubbing',
  ],
  ['borrel uitgaan', 'borrel, borrelen, drankje, drinks, a drink, vrijmibo, after work drinks'],
  ['quiz uitgaan', 'quiz, quizzen, pubquiz, pub quiz'],
  [
    'eten-drinken',
    'eten, eat, eating, diner, dinner, lunch, ontbijt, breakfast, brunch, restaurant, samen eten, eat together, drinken',
  ],
  ['koken eten-drinken', 'koken, kookles, kookworkshop, cooking, cook, cooking class'],
  ['bakken eten-drinken', 'bakken, baking, bake'],
  ['proeverij eten-drinken', 'proeverij, proeven, tasting, wine tasting, wijnproeverij, bierproeverij'],
  ['koffie eten-drinken', 'koffie, coffee, koffieochtend, coffee morning'],
  ['kaas eten-drinken', 'kaas, cheese'],
  ['wijn eten-drinken', 'wijn, wine'],
  ['bier eten-drinken', 'bier, beer'],
  ['evenement evenementen', 'evenement, evenementen, event, events'],
  ['festival evenementen', 'festival, festivals'],
  ['markt evenementen', 'markt, markten, market, markets, braderie, fair, rommelmarkt, flea market'],
  ['hobby-creativiteit', 'hobby, hobbys, hobbies, creativiteit, creativity'],
  ['creatief hobby-creativiteit', 'creatief, creatieve, creative, crafty'],
  ['knutselen hobby-creativiteit', 'knutselen, crafts, craft, handcraft'],
  ['schilderen hobby-creativiteit', 'schilderen, painting, paint, schilderles'],
  ['tekenen hobby-creativiteit', 'tekenen, drawing, draw, tekenles'],
  ['handwerken hobby-creativiteit', 'handwerken, breien, haken, knitting, crochet, sewing, naaien'],
  ['keramiek hobby-creativiteit', 'keramiek, pottenbakken, pottery, ceramics, klei, clay'],
  ['schrijven hobby-creativiteit', 'schrijven, writing, schrijfles, creative writing'],
  ['fotografie hobby-creativiteit', 'fotografie, photography'],
  ['meedoen', 'meedoen activiteiten, meedoen-activiteiten, meedoen events'],
  // Tags (src/domain/tag-labels.ts); a tag's own word and its English name are added automatically.
  ['wandelen sport', 'wandelen, wandeling, wandelingen, walk, walks, walking, hike, hikes, hiking, hiken'],
  ['hardlopen sport', 'hardlopen, hardloop, joggen, jogging, running'],
  ['voetbal sport', 'voetbal, voetballen, football, soccer'],
  ['yoga sport', 'yoga, yogales, meditatie, meditation, mindfulness'],
  ['fitness sport', 'fitness, gym, sportschool'],
  ['bootcamp sport', 'bootcamp'],
  ['natuur vakantie-eropuit', 'natuur, nature, bos, forest, woods, park'],
  ['outdoor', 'outdoor, outdoors, buiten, buitenlucht, outside, open air'],
  ['vogels natuur', 'vogels, vogelen, vogelspotten, birds, birdwatching, bird watching'],
  ['tuinieren', 'tuinieren, tuin, moestuin, gardening, garden'],
  ['film kunst-cultuur', 'film, films, movie, movies, cinema, bioscoop, filmavond'],
  ['boeken lezen kunst-cultuur', 'boeken, boek, books, book, boekenclub, leesclub, book club'],
  ['lezen kunst-cultuur', 'lezen, reading, read'],
  ['poezie kunst-cultuur', 'poezie, gedichten, poetry, poems'],
  [
    'spelletjes hobby-creativiteit',
    'spelletjes, spellen, bordspellen, bordspel, games, board games, boardgames, spelletjesavond, schaken, ' +
      'chess, dammen, bridge, kaarten, klaverjassen, card games',
  ],
  ['comedy theater', 'comedy, stand up, standup, stand-up comedy'],
  ['cabaret theater', 'cabaret'],
  ['improvisatie theater', 'improvisatie, improv, impro'],
  ['senioren', 'senioren, ouderen, 55 plus, 65 plus, seniors, elderly, older people'],
  ['kinderen gezin', 'kinderen, kids, children, child, jeugd, youth'],
  ['gezin', 'gezin, gezinnen, familie'],
  ['expats', 'expats, expat, internationals, international'],
  [
    'nieuwkomers',
    'nieuwkomers, nieuwkomer, newcomers, newcomer, nieuw in de stad, new in town, new to the city, nieuw hier, ' +
      'net verhuisd, pas verhuisd, new here, just moved, moved here, recently moved',
  ],
  ['singles', 'singles, single, alleenstaand, alleenstaanden'],
  ['vrienden', 'vrienden, friends'],
  [
    'vrijwilligerswerk',
    'vrijwilligerswerk, vrijwilliger, vrijwilligers, volunteer, volunteers, volunteering, helpen, helping out',
  ],
  ['buurt', 'buurt, wijk, buurthuis, neighbourhood, neighborhood, community centre, community center'],
  ['duurzaam', 'duurzaam, duurzaamheid, sustainable, sustainability, groen, green'],
  ['repareren', 'repareren, reparatie, repair, repair cafe, repaircafe'],
  ['digitaal', 'digitaal, computer, computers, digital, internet'],
  ['wetenschap', 'wetenschap, science'],
  [
    'toerisme',
    'toerisme, toerist, toeristen, tourism, tourist, tourists, sightseeing, stadswandeling, city walk',
  ],
];

/**
 * Words for the form an activity takes rather than its subject: 'salsa class' asks for salsa, 'cursus
 * koken' for cooking. They stand for their category only when no subject was named ('een cursus').
 */
export const FORMAT_SYNONYMS: readonly (readonly [targets: string, words: string])[] = [
  [
    'cursussen-lezingen',
    'leren, learn, learning, les, lessen, lesson, lessons, class, classes, opleiding, training',
  ],
  ['cursus cursussen-lezingen', 'cursus, cursussen, course, courses'],
  ['lezing cursussen-lezingen', 'lezing, lezingen, lecture, lectures, talks, presentatie'],
  ['workshop cursussen-lezingen', 'workshop, workshops'],
];

/** Tags whose word, or English name, is too often meant otherwise to stand for the tag on its own. */
export const UNMATCHED_TAG_WORDS: ReadonlySet<string> = new Set([
  'werk',
  'work',
  'hulp',
  'help',
  'dutch',
  'talk',
  'ritme',
  'rhythm',
  'design',
  'digitaal',
]);

/** Only free activities. Longer phrases win, so 'niet gratis' is paid and 'free time' is no price. */
export const FREE_WORDS = [
  'gratis',
  'kosteloos',
  'kost niets',
  'kost niks',
  'kosten niets',
  'mag niets kosten',
  'zonder kosten',
  'geen kosten',
  'gratis toegang',
  'vrije toegang',
  'vrij entree',
  'gratis entree',
  'free',
  'for free',
  'free of charge',
  'free entry',
  'free admission',
  'no cost',
  'no charge',
  'costs nothing',
  'cost nothing',
  'without paying',
  'hoef niet te betalen',
  'niet betalen',
];

/**
 * Only activities with places left on their next date (the list's placesLeft). Whole phrases: 'plek'
 * or 'plaats' alone is a place to go, a town, and 'vol' many other things.
 */
export const PLACES_LEFT_WORDS = [
  'nog plek',
  'nog plekken',
  'nog plaats',
  'nog plaatsen',
  'nog ruimte',
  'met plek',
  'met plaats',
  'plek vrij',
  'plaats vrij',
  'plekken vrij',
  'plaatsen vrij',
  'vrije plek',
  'vrije plekken',
  'vrije plaatsen',
  'niet vol',
  'niet volgeboekt',
  'niet uitverkocht',
  'places left',
  'place left',
  'spaces left',
  'space left',
  'spots left',
  'spot left',
  'seats left',
  'still room',
  'room left',
  'still places',
  'places available',
  'spaces available',
  'not full',
  'not fully booked',
  'not sold out',
];

/** Asked for paid activities: understood, though the list cannot filter on it. */
export const PAID_WORDS = [
  'betaald',
  'betaalde',
  'betalend',
  'niet gratis',
  'tegen betaling',
  'paid',
  'not free',
  'with a fee',
  'non free',
];

/** At least this meeting score: 4 for 'meet people', 5 for as social as it gets. */
export const SOCIAL_WORDS: readonly (readonly [score: number, words: string])[] = [
  [
    4,
    'veel contact, contact, sociaal, sociale, gezellig, gezellige, gezelligs, gezelligheid, ontmoeten, ontmoeting, ' +
      'mensen ontmoeten, nieuwe mensen, nieuwe mensen ontmoeten, mensen leren kennen, nieuwe mensen leren kennen, ' +
      'kennismaken, vrienden maken, nieuwe vrienden, eenzaam, eenzaamheid, minder eenzaam, ' +
      'social, sociable, meet people, meeting people, meet new people, meet others, new people, make friends, ' +
      'making friends, new friends, get to know people, lonely, loneliness, less lonely, connect, connection, ' +
      'ken niemand, niemand kennen, ken nog niemand, know anyone, know anybody, know nobody, know no one',
  ],
  [
    5,
    'heel veel contact, zoveel mogelijk mensen, heel sociaal, erg sociaal, zeer sociaal, heel gezellig, ' +
      'very social, lots of people, lots of contact, as many people as possible, really social',
  ],
];

/**
 * Asked for little contact. The meeting score filters a minimum only, so this filters nothing; the
 * words are understood (no search for them) and the answer says so. 'Rustig', 'quiet' and 'not too
 * busy' ask for the facet quiet instead, which the list can filter on (facet-words.ts).
 */
export const QUIET_WORDS = [
  'rust',
  'stil',
  'stille',
  'weinig contact',
  'op mezelf',
  'in mijn eentje',
  'peaceful',
  'relaxed',
  'little contact',
  'on my own',
  'by myself',
];

/**
 * Words that ask for nothing a filter or a search could use. Phrases first where a word inside them
 * means something on its own: 'in de buurt' is nearby (not the tag buurt), 'free time' is no price.
 */
export const FILLER_WORDS = [
  // Phrases that contain a word of the vocabulary.
  'in de buurt, in mijn buurt, bij mij in de buurt, hier in de buurt, near me, nearby, around here, in the area',
  'vrije tijd, free time, feel free, free afternoon, free evening, free morning, free day, free days, free hours',
  'na het werk, na werktijd, after work, for work, voor het werk',
  'kun je helpen, kun je me helpen, can you help, help me, help me find, can you help me',
  'iets anders, something else, something different, andere dingen, other things',
  'begin opnieuw, opnieuw beginnen, nieuwe zoekopdracht, start over, start again, new search, reset',
  // Dutch.
  'ik, je, jij, u, we, wij, ze, zij, hij, mijn, me, mij, ons, onze, jouw, uw, zoek, zoeken, zoekt, gezocht, ' +
    'op, naar, iets, wat, een, de, het, t, s, en, of, in, met, voor, van, aan, bij, om, te, er, is, zijn, ' +
    'was, wil, wilt, willen, zou, zouden, graag, leuk, leuke, leuks, mooi, mooie, fijn, fijne, activiteit, ' +
    'activiteiten, dingen, ding, doen, kan, kun, kunt, kunnen, mag, moet, heb, hebt, heeft, hebben, nog, ook, ' +
    'al, maar, dan, die, dat, deze, dit, daar, hier, waar, wanneer, hoe, welke, welk, ergens, misschien, ' +
    'alsjeblieft, alstublieft, aub, svp, hoi, hallo, hey, hee, goedemorgen, goedemiddag, goedenavond, ' +
    'bedankt, dank, graag, toon, laat, zien, geef, vind, vinden, lijkt, houd, hou, houden, zin, heb zin, ' +
    'alle, allemaal, alles, mogelijk, tips, tip, idee, ideeen, suggestie, suggesties, stad, plaats, dorp, ' +
    'iemand, mensen, groep, samen, nu, vandaan, tot, tijdens, over, rond, rondom, omgeving, regio, ' +
    'goedkoop, goedkope, budget, uur, avond, middag, ochtend, morgens, avonds, middags, ochtends, ' +
    'moeder, vader, ouders, partner, vriend, vriendin, zoon, dochter, man, vrouw, opa, oma, collega, ' +
    'collegas, gaan, ga, komen, kom, ben, bent, jaar, oud, nieuw, nieuwe, uit, eens, even, weer, niet, ' +
    'geen, meer, veel, heel, erg, echt, lekker, aub, ok, oke, ja, nee, wel, toch, soort, type, extra, ' +
    'filter, filters, zoekopdracht, opnieuw, meedoen, deelnemen, aanmelden, alleen, vanaf, tussen, dag, dagen, week, weken, maand, ' +
    'maanden, kind, liever, eigenlijk, voel, voelen, heen, naartoe, binnen, naar binnen, duur, dure, prijs, ' +
    'gebeurt, gebeuren, te doen, bezoek, bezoeken, bezoekje, nacht, ontmoetingsscore, score, sterren, ster, zonder',
  // English.
  'i, im, am, me, my, mine, we, us, our, you, your, he, she, they, them, looking, look, for, find, ' +
    'finding, search, searching, something, anything, some, any, a, an, the, to, do, doing, on, at, ' +
    'with, and, or, of, around, near, there, here, is, are, be, been, was, were, what, which, where, ' +
    'when, how, who, want, wanna, would, like, love, enjoy, could, can, get, go, going, show, tell, ' +
    'give, list, all, everything, please, pls, hi, hello, hey, thanks, thank, fun, nice, great, good, ' +
    'cool, interesting, activity, activities, things, thing, stuff, ideas, idea, suggestions, suggestion, ' +
    'tips, city, town, place, village, someone, somebody, people, group, together, now, from, until, ' +
    'during, about, in, cheap, budget, hour, hours, evening, afternoon, morning, mother, father, mum, ' +
    'mom, dad, parents, partner, friend, girlfriend, boyfriend, son, daughter, husband, wife, colleague, ' +
    'colleagues, grandma, grandpa, come, am, years, year, old, new, out, again, not, no, more, much, ' +
    'many, very, really, also, too, just, kind, sort, type, filter, filters, only, that, this, these, ' +
    'those, it, its, so, if, but, then, maybe, perhaps, somewhere, near by, yes, ok, okay, between, since, ' +
    'day, days, week, weeks, month, months, kind, have, has, had, happening, happens, going on, anyone, ' +
    'anybody, know, just, yet, still, join, joining, take part, sign up, expensive, price, practice, practise, rather, instead, actually, prefer, preferably, visit, visiting, night, meeting, score, stars, star, without',
];
