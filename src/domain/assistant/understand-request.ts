import { distance } from 'fastest-levenshtein';
import { type Facet, orderFacets } from '../activities/facets';
import { SEARCH_MAX_LENGTH } from '../activities/list-query';
import type { Language } from '../language';
import type { CalendarDate } from '../recurrence/calendar-date';
import { ASSISTANT_TAGS_MAX, type AssistantFilters, type ChatMessage, NO_FILTERS } from './answer';
import { understandDates } from './date-phrases';
import { droppedFilters, withoutDropped } from './drop-filter';
import { findPlaceWithTypo, type KnownPortal } from './places';
import { buildVocabulary, type TopicTarget, type Vocabulary } from './vocabulary';
import { findPhrase, markUsed, normaliseText, type Word, wordIndex, wordsOf } from './words';

// The offline search assistant: a person's request in Dutch or English → the list's filters. No model,
// no download, no clock: `today` (Europe/Amsterdam) and the portals and tags come in from the caller.
// Each word is explained once, in this order: dates, an explicit meeting score, known phrases (longest
// first: places, price, how social, topics, filler), places with a typo, topic words with a typo, an
// ending or in a compound ('concerten', 'kerstmarkt'); what nothing explains becomes the search. Facet
// phrases (facet-words.ts: 'rolstoeltoegankelijk', 'voor kinderen', 'easy Dutch') are known phrases too:
// 'voorlezen voor kinderen' asks for children welcome and searches 'voorlezen'. A topic
// no category or tag says exactly ('yoga' where no activity carries the tag) stays a search for the
// person's own word: widening it to its category (all of Sport) would show what was not asked for.

export interface AssistantContext {
  /** Today in Europe/Amsterdam, 'yyyy-MM-dd'. */
  today: CalendarDate;
  /** The person's language: its date parser reads first. Both languages are understood either way. */
  language: Language;
  portals: readonly KnownPortal[];
  /** The tags the agenda's activities carry (GET /api/activities/tags). */
  tags: readonly string[];
}

export interface Understanding {
  filters: AssistantFilters;
  /**
   * Asked for little contact ('weinig contact', 'on my own'), which no filter can say (the meeting
   * score is a minimum). 'Rustig' / 'quiet' is the facet quiet, which the list filters on.
   */
  quiet: boolean;
}

const EXPLICIT_SCORE = [
  /\b(?:ontmoetingsscore|meeting\s+score|score)\s+(?:van\s+|of\s+)?(?:minimaal\s+|minstens\s+|at\s+least\s+)?([1-5])\b/,
  /\b([1-5])\s*\+?\s*(?:sterren|ster|stars|star)\b/,
];

function explicitScore(text: string, words: Word[]): number | null {
  for (const pattern of EXPLICIT_SCORE) {
    const match = pattern.exec(text);
    if (!match) continue;
    for (const word of words) {
      if (word.start < match.index + match[0].length && word.end > match.index) word.used = true;
    }
    return Number(match[1]);
  }
  return null;
}

/** What usually follows a subject in a Dutch compound: 'yogales', 'dansavond', 'quizclub'. */
const COMPOUND_TAILS = new Set([
  'les',
  'lessen',
  'club',
  'clubs',
  'avond',
  'avonden',
  'middag',
  'ochtend',
  'groep',
  'groepen',
  'cursus',
  'cursussen',
  'workshop',
  'workshops',
  'feest',
  'dag',
  'dagen',
  'uurtje',
]);
/** Words too common at the end of other words to stand for a topic there ('controleren', 'voorspellen'). */
const NO_COMPOUND_HEADS = new Set(['leren', 'lessen', 'spellen', 'bewegen', 'drinken', 'helpen', 'training']);

/** A topic understood, with the words to search for should no category or tag say it exactly. */
type TopicMeaning = TopicTarget & { search: string };

/**
 * A topic word with a typo ('wandelne'), an ending ('concerten', 'sporten') or, as Dutch makes words,
 * joined to another ('kerstmarkt', 'jazzconcert', 'yogalessen'), or null. Its search is the known word
 * where the person's word is that word misspelt or with a tail ('yogalessen' → 'yoga'), and the
 * person's word where the known word ends it ('kerstmarkt' is more than 'markt').
 */
function topicWithTypo(word: string, vocabulary: Vocabulary): TopicMeaning | null {
  if (word.length < 5 || vocabulary.isFiller(word)) return null;
  let best: (TopicMeaning & { score: number }) | null = null;
  for (const [known, meaning] of vocabulary.topicWords) {
    const rest = word.length - known.length;
    let score: number | null = null;
    let search = known;
    if (known.length >= 5 && word.startsWith(known) && rest <= 3) {
      score = rest;
      search = word;
    } else if (known.length >= 4 && word.startsWith(known) && COMPOUND_TAILS.has(word.slice(known.length))) {
      score = 1;
    } else if (known.length >= 5 && rest >= 3 && word.endsWith(known) && !NO_COMPOUND_HEADS.has(known)) {
      score = 2;
      search = word;
    } else if (
      known.length >= 7 &&
      known[0] === word[0] &&
      Math.abs(rest) <= 1 &&
      distance(known, word) <= 1
    ) {
      score = 1;
    }
    if (score !== null && (!best || score < best.score)) best = { ...meaning, search, score };
  }
  return best && { target: best.target, format: best.format, broad: best.broad, search: best.search };
}

const NUMBER_OR_ORDINAL = /^\d+(?:st|nd|rd|th|e|de|ste)?$/;

/**
 * The search: the words nothing else explained and the topics searched for as said, in the order they
 * were said, without numbers, within the search box's length.
 */
function searchOf(words: readonly Word[], topics: readonly { search: string; at: number }[]): string | null {
  const pieces = [
    // Numbers and ordinals ('21st', '3e') are dates or amounts no search finds.
    ...words
      .filter((word) => !word.used && word.text.length >= 2 && !NUMBER_OR_ORDINAL.test(word.text))
      .map((word) => ({ search: word.text, at: word.start })),
    ...topics,
  ].sort((a, b) => a.at - b.at);
  let search = '';
  for (const piece of pieces) {
    const next = search ? `${search} ${piece.search}` : piece.search;
    if (next.length > SEARCH_MAX_LENGTH) break;
    search = next;
  }
  return search || null;
}

/**
 * The tags and the searched topics of the topics understood. Subjects win over words for the form
 * ('salsa class' asks for salsa). A subject no tag says exactly is searched for as said, beside the
 * exact ones ('salsa dansen' where salsa is no tag: Dansen with 'salsa'), except where the person
 * joins subjects with 'of' / 'or': the list matches any of its tags, so the wider tag keeps both
 * ('yoga of hardlopen': yoga or Sport) where a search would ask for both at once.
 */
function topicFilters(
  topics: readonly (TopicMeaning & { at: number })[],
  alternatives: boolean,
): { tags: string[]; searched: { search: string; at: number }[] } {
  const subjects = topics.filter((topic) => !topic.format);
  // A word for the form alone ('een cursus') asks for what its category holds: it is never searched.
  const named = subjects.length > 0 ? subjects : topics.map((topic) => ({ ...topic, broad: false }));
  const exact = named.filter((topic) => !topic.broad);
  const widen = alternatives && exact.length > 0;
  const tagged = widen ? named : exact;
  const ordered = [...tagged].sort((a, b) => a.at - b.at).map((topic) => topic.target);
  const searched = widen ? [] : named.filter((topic) => topic.broad);
  return {
    tags: [...new Set(ordered)].slice(0, ASSISTANT_TAGS_MAX),
    searched: searched.map((topic, i) => ({
      search: i > 0 && alternatives ? `or ${topic.search}` : topic.search,
      at: topic.at,
    })),
  };
}

// The vocabulary of the last portals and tags asked about: a conversation's messages share it.
let lastVocabulary: {
  portals: readonly KnownPortal[];
  tags: readonly string[];
  vocabulary: Vocabulary;
} | null = null;
function vocabularyFor(context: AssistantContext): Vocabulary {
  if (lastVocabulary?.portals !== context.portals || lastVocabulary.tags !== context.tags) {
    const vocabulary = buildVocabulary(context.portals, context.tags);
    lastVocabulary = { portals: context.portals, tags: context.tags, vocabulary };
  }
  return lastVocabulary.vocabulary;
}

/** What one message asks for. Never throws; a blank text understands nothing. */
export function understandRequest(text: string, context: AssistantContext): Understanding {
  const normalised = normaliseText(text);
  const words = wordsOf(normalised);
  if (words.length === 0) return { filters: { ...NO_FILTERS }, quiet: false };
  const vocabulary = vocabularyFor(context);

  const dates = understandDates(normalised, words, context.today, context.language);
  let meetingScore = explicitScore(normalised, words);
  const explicit = meetingScore !== null;

  let city: KnownPortal | null = null;
  let organization: KnownPortal | null = null;
  const place = (portal: KnownPortal) => {
    if (portal.type === 'city') city ??= portal;
    else organization ??= portal;
  };
  // Topics in the order they were said, so `type` is the first one the person named.
  const topics: (TopicMeaning & { at: number })[] = [];
  let free = false;
  let paid = false;
  let placesLeft = false;
  let quiet = false;
  const facets: Facet[] = [];

  const at = wordIndex(words);
  for (const entry of vocabulary.entries) {
    for (;;) {
      const index = findPhrase(words, at, entry.words);
      if (index < 0) break;
      markUsed(words, index, entry.words.length);
      const meaning = entry.meaning;
      if (meaning.kind === 'place') place(meaning.portal);
      else if (meaning.kind === 'free') free = true;
      else if (meaning.kind === 'paid') paid = true;
      else if (meaning.kind === 'placesLeft') placesLeft = true;
      else if (meaning.kind === 'facet') facets.push(meaning.facet);
      else if (meaning.kind === 'quiet') quiet = true;
      else if (meaning.kind === 'topic') {
        const search = words
          .slice(index, index + entry.words.length)
          .map((word) => word.text)
          .join(' ');
        topics.push({ ...meaning, search, at: words[index]!.start });
      } else if (meaning.kind === 'social' && !explicit) {
        meetingScore = Math.max(meetingScore ?? 0, meaning.score);
      }
    }
  }

  for (;;) {
    const found = findPlaceWithTypo(words, vocabulary.places, vocabulary.isFiller);
    if (!found) break;
    markUsed(words, found.index, found.count);
    place(found.portal);
  }
  for (const word of words) {
    if (word.used) continue;
    const meaning = topicWithTypo(word.text, vocabulary);
    if (meaning) {
      word.used = true;
      topics.push({ ...meaning, at: word.start });
    }
  }

  const chosenCity = city as KnownPortal | null;
  const chosenOrganization = organization as KnownPortal | null;
  const alternatives = words.some((word) => word.text === 'of' || word.text === 'or');
  const { tags: uniqueTags, searched } = topicFilters(topics, alternatives);
  return {
    filters: {
      searchQuery: searchOf(words, searched),
      date: dates?.date ?? 'all',
      startDate: dates?.startDate ?? null,
      endDate: dates?.endDate ?? null,
      location: chosenCity?.name ?? null,
      portalId: chosenCity?.id ?? null,
      organizationId: chosenOrganization?.id ?? null,
      type: uniqueTags[0] ?? null,
      tags: uniqueTags,
      free: free && !paid,
      paid: paid && !free,
      placesLeft,
      meetingScore,
      facets: orderFacets(facets),
    },
    // Asking for little contact and for contact at once leaves the contact.
    quiet: quiet && meetingScore === null,
  };
}

/** A message that starts the search afresh instead of refining the one before. */
const START_OVER =
  /\b(?:begin\s+opnieuw|opnieuw\s+beginnen|nieuwe\s+zoekopdracht|start\s+over|start\s+again|new\s+search|reset)\b/;

/** How a follow-up begins: 'en in Amersfoort?', 'ook gratis', 'alleen zaterdag', 'what about Utrecht'. */
const FOLLOW_UP_START =
  /^(?:en|ook|alleen|maar|liever|toch|nee|dan|of|misschien|wat dacht je van|hoe zit het met|wat als|and|also|only|but|rather|instead|no|then|or|maybe|what about|how about|what if)\b/;

/** Words of a request of its own: 'ik zoek ...', 'iets ...', 'dingen ...', 'something ...', 'show me ...'. */
const FULL_REQUEST =
  /\b(?:zoek|zoeken|ik wil|zijn er|is er|heb je|hebben jullie|wat is er|wat kan ik|waar kan ik|iets|dingen|activiteit|activiteiten|looking for|i want|i would like|i d like|show me|find me|are there|is there|whats on|what s on|what can i|where can i|something|anything|things|activities|activity)\b/;

/**
 * Whether a message refines the search so far rather than asking a new question (issue #41 item 14:
 * 'gratis dingen voor kinderen volgende week' after 'iets gezelligs in het weekend in Utrecht' kept
 * Utrecht and 4+ stars and found nothing). The rule: a message refines when it begins as a follow-up
 * does ('en in Amersfoort?', 'ook gratis', 'alleen zaterdag', 'nee, liever dansen', 'what about ...'),
 * or when it names no subject (no topic, no words to search) and is not phrased as a request of its
 * own ('in Amersfoort', 'zaterdag', 'gratis?'). Any other message — one that names its own subject, or
 * says 'iets' / 'dingen' / 'ik zoek' / 'something' — is a new question and starts afresh.
 */
export function isFollowUp(normalised: string, understood: Understanding): boolean {
  const text = normalised.replace(/^[^\p{L}\p{N}]+/u, '').replace(/'/g, ' ');
  if (FOLLOW_UP_START.test(text)) return true;
  const { tags, searchQuery } = understood.filters;
  return tags.length === 0 && searchQuery === null && !FULL_REQUEST.test(text);
}

/**
 * What a conversation asks for. The first of the person's messages is the search; each later one
 * either refines it (isFollowUp: what it says replaces what was said about the same filter), leaves
 * filters out ("Zonder '4+ sterren'", 'without Utrecht': drop-filter.ts), or starts afresh as a new
 * question. 'Begin opnieuw' / 'start over' always starts afresh. The assistant's own messages are not read.
 */
export function understandConversation(
  messages: readonly ChatMessage[],
  context: AssistantContext,
): Understanding {
  let result: Understanding = { filters: { ...NO_FILTERS }, quiet: false };
  let first = true;
  for (const message of messages) {
    if (message.role !== 'user') continue;
    const normalised = normaliseText(message.content);
    const dropped = first
      ? null
      : droppedFilters(
          normalised,
          result.filters,
          context,
          (text) => understandRequest(text, context).filters,
        );
    if (dropped) {
      result = { filters: withoutDropped(result.filters, dropped), quiet: result.quiet };
      continue;
    }
    const next = understandRequest(message.content, context);
    const refines = !first && !START_OVER.test(normalised) && isFollowUp(normalised, next);
    result = refines ? refine(result, next) : next;
    first = false;
  }
  return result;
}

function refine(before: Understanding, next: Understanding): Understanding {
  const a = before.filters;
  const b = next.filters;
  const dated = b.date !== 'all';
  const priced = b.free || b.paid;
  const meetingScore = next.quiet ? null : (b.meetingScore ?? a.meetingScore);
  return {
    filters: {
      searchQuery: b.searchQuery ?? a.searchQuery,
      date: dated ? b.date : a.date,
      startDate: dated ? b.startDate : a.startDate,
      endDate: dated ? b.endDate : a.endDate,
      location: b.portalId !== null ? b.location : a.location,
      portalId: b.portalId ?? a.portalId,
      organizationId: b.organizationId ?? a.organizationId,
      type: b.tags.length > 0 ? b.type : a.type,
      tags: b.tags.length > 0 ? b.tags : a.tags,
      free: priced ? b.free : a.free,
      paid: priced ? b.paid : a.paid,
      placesLeft: a.placesLeft || b.placesLeft,
      meetingScore,
      // What someone needs to come holds for the whole conversation: 'en ook rustig' adds to it.
      facets: orderFacets([...a.facets, ...b.facets]),
    },
    quiet: next.quiet || (before.quiet && meetingScore === null),
  };
}
