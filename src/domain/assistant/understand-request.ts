import { distance } from 'fastest-levenshtein';
import { SEARCH_MAX_LENGTH } from '../activities/list-query';
import type { Language } from '../language';
import type { CalendarDate } from '../recurrence/calendar-date';
import { ASSISTANT_TAGS_MAX, type AssistantFilters, type ChatMessage, NO_FILTERS } from './answer';
import { understandDates } from './date-phrases';
import { findPlaceWithTypo, type KnownPortal } from './places';
import { buildVocabulary, type Vocabulary } from './vocabulary';
import { findPhrase, markUsed, normaliseText, type Word, wordIndex, wordsOf } from './words';

// The offline search assistant: a person's request in Dutch or English → the list's filters. No model,
// no download, no clock: `today` (Europe/Amsterdam) and the portals and tags come in from the caller.
// Each word is explained once, in this order: dates, an explicit meeting score, known phrases (longest
// first: places, price, how social, topics, filler), places with a typo, topic words with a typo, an
// ending or in a compound ('concerten', 'kerstmarkt'); what nothing explains becomes the search.

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
  /** Asked for a quiet activity, which no filter can say (the meeting score is a minimum). */
  quiet: boolean;
}

const EXPLICIT_SCORE = [
  /\b(?:ontmoetingsscore|meeting\s+score|score)\s+(?:van\s+|of\s+)?(?:minimaal\s+|minstens\s+|at\s+least\s+)?([1-5])\b/,
  /\b([1-5])\s*(?:sterren|ster|stars|star)\b/,
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

type TopicMeaning = { target: string; format: boolean };

/**
 * A topic word with a typo ('wandelne'), an ending ('concerten', 'sporten') or, as Dutch makes words,
 * joined to another ('kerstmarkt', 'jazzconcert', 'yogalessen'), or null.
 */
function topicWithTypo(word: string, vocabulary: Vocabulary): TopicMeaning | null {
  if (word.length < 5 || vocabulary.isFiller(word)) return null;
  let best: (TopicMeaning & { score: number }) | null = null;
  for (const [known, meaning] of vocabulary.topicWords) {
    const rest = word.length - known.length;
    let score: number | null = null;
    if (known.length >= 5 && word.startsWith(known) && rest <= 3) {
      score = rest;
    } else if (known.length >= 4 && word.startsWith(known) && COMPOUND_TAILS.has(word.slice(known.length))) {
      score = 1;
    } else if (known.length >= 5 && rest >= 3 && word.endsWith(known) && !NO_COMPOUND_HEADS.has(known)) {
      score = 2;
    } else if (
      known.length >= 7 &&
      known[0] === word[0] &&
      Math.abs(rest) <= 1 &&
      distance(known, word) <= 1
    ) {
      score = 1;
    }
    if (score !== null && (!best || score < best.score)) best = { ...meaning, score };
  }
  return best && { target: best.target, format: best.format };
}

/** The search words: what nothing else explained, without numbers, within the search box's length. */
function searchOf(words: readonly Word[]): string | null {
  let search = '';
  for (const word of words) {
    // Numbers and ordinals ('21st', '3e') are dates or amounts no search finds.
    if (word.used || word.text.length < 2 || /^\d+(?:st|nd|rd|th|e|de|ste)?$/.test(word.text)) continue;
    const next = search ? `${search} ${word.text}` : word.text;
    if (next.length > SEARCH_MAX_LENGTH) break;
    search = next;
  }
  return search || null;
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
  let quiet = false;

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
      else if (meaning.kind === 'quiet') quiet = true;
      else if (meaning.kind === 'topic') topics.push({ ...meaning, at: words[index]!.start });
      else if (meaning.kind === 'social' && !explicit) {
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
  // 'salsa class' asks for salsa: words for the form count only when no subject was named.
  const subjects = topics.filter((topic) => !topic.format);
  const ordered = (subjects.length > 0 ? subjects : topics)
    .sort((a, b) => a.at - b.at)
    .map((topic) => topic.target);
  const uniqueTags = [...new Set(ordered)].slice(0, ASSISTANT_TAGS_MAX);
  return {
    filters: {
      searchQuery: searchOf(words),
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
      meetingScore,
    },
    // Asking for quiet and for contact at once leaves the contact.
    quiet: quiet && meetingScore === null,
  };
}

/** A message that starts the search afresh instead of refining the one before. */
const START_OVER =
  /\b(?:begin\s+opnieuw|opnieuw\s+beginnen|nieuwe\s+zoekopdracht|start\s+over|start\s+again|new\s+search|reset)\b/;

/**
 * What a conversation asks for: each of the person's messages refines the search so far ('dansen in
 * Utrecht', then 'en gratis?'); what a later message says replaces what an earlier one said about the
 * same filter. 'Begin opnieuw' / 'start over' forgets the earlier messages. The assistant's own messages
 * are not read.
 */
export function understandConversation(
  messages: readonly ChatMessage[],
  context: AssistantContext,
): Understanding {
  let result: Understanding = { filters: { ...NO_FILTERS }, quiet: false };
  for (const message of messages) {
    if (message.role !== 'user') continue;
    const next = understandRequest(message.content, context);
    result = START_OVER.test(normaliseText(message.content)) ? next : refine(result, next);
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
      meetingScore,
    },
    quiet: next.quiet || (before.quiet && meetingScore === null),
  };
}
