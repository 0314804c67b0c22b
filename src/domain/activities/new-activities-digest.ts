import { normaliseText } from '../assistant/words';
import type { Language } from '../language';
import type { LocalMinute } from '../recurrence/amsterdam-clock';
import { dayOfWeek, isoWeekNumber, isoWeekYear } from '../recurrence/calendar-date';
import { cleanTitle } from './card-text';
import {
  type NoticeActivity,
  type NoticeLinks,
  type NoticeMail,
  noticeMail,
  whenText,
  whyLines,
} from './participant-notice';

// The weekly e-mail behind the settings' 'Nieuwe activiteiten' (once a week, what is new, in your own place first):
// what was added to the agenda since the last one and still lies ahead. It goes out once per ISO week,
// from Monday 09:00 in Amsterdam (a server that was down then sends it when it is back, the same week).
// What "suits" a member is what they told us: the activities in the place they live come first; then
// the most sociable (the meeting score is why Meedoen exists), then the soonest. At most DIGEST_SIZE are
// named, with a count of the rest and a link to the agenda. As the participants' notices, each mail
// says it in Dutch, then in English: members have no language of their own stored.

/** The most activities one mail names; the rest are counted. */
export const DIGEST_SIZE = 8;

/** The hour on Monday (Amsterdam) from which a week's digest may go out. */
export const DIGEST_HOUR = 9;

/**
 * The week whose digest is due at the Amsterdam minute `now` ('2026-W48', the ISO week), or null on a
 * Monday before DIGEST_HOUR: then last week's has been sent and this week's must wait.
 */
export function digestWeek(now: LocalMinute): string | null {
  const date = now.slice(0, 10);
  const hour = Number(now.slice(11, 13));
  if (dayOfWeek(date) === 1 && hour < DIGEST_HOUR) return null;
  return `${isoWeekYear(date)}-W${String(isoWeekNumber(date)).padStart(2, '0')}`;
}

/** Only the letters and digits, lower case and unaccented, between single spaces: 's-Hertogenbosch ≈ s hertogenbosch. */
const placeWords = (text: string) =>
  ` ${normaliseText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Whether a member's location names the activity's place: 'Eindhoven' in 'Woensel, Eindhoven'. */
export function livesIn(location: string | null, city: string): boolean {
  if (!location?.trim() || !city.trim()) return false;
  return placeWords(location).includes(placeWords(city));
}

/**
 * The new activities one member's digest names, in order: those in the member's place first, then by
 * meeting score (highest first), then by their next date, then by id. Only activities still ahead (a
 * next date) count; none: no mail.
 */
export function digestPicks(
  activities: readonly NoticeActivity[],
  location: string | null,
  size: number = DIGEST_SIZE,
): NoticeActivity[] {
  const ahead = activities.filter((a) => a.nl.nextDate !== null);
  const near = (a: NoticeActivity) => (livesIn(location, a.nl.city) ? 0 : 1);
  return ahead
    .map((activity) => ({ activity, near: near(activity) }))
    .sort(
      (x, y) =>
        x.near - y.near ||
        y.activity.nl.ontmoetingsscore - x.activity.nl.ontmoetingsscore ||
        (x.activity.nl.nextDate ?? '').localeCompare(y.activity.nl.nextDate ?? '') ||
        x.activity.nl.id - y.activity.nl.id,
    )
    .slice(0, size)
    .map(({ activity }) => activity);
}

const WORDS = {
  nl: {
    hello: (name: string) => `Hallo ${name},`,
    intro: (count: number, site: string) =>
      count === 1
        ? `Er staat een nieuwe activiteit in de agenda van ${site}:`
        : `Er staan ${count} nieuwe activiteiten in de agenda van ${site}:`,
    introNear: (place: string) => `Die in ${place} staan bovenaan.`,
    score: (score: number) => `Ontmoetingsscore ${score} van 5`,
    more: (count: number) =>
      count === 1
        ? 'En nog 1 nieuwe activiteit. De hele agenda:'
        : `En nog ${count} nieuwe activiteiten. De hele agenda:`,
    why: "Je krijgt dit bericht eens per week omdat 'Nieuwe activiteiten' aan staat. Uitzetten kan in je instellingen:",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    intro: (count: number, site: string) =>
      count === 1
        ? `There is a new activity in the ${site} agenda:`
        : `There are ${count} new activities in the ${site} agenda:`,
    introNear: (place: string) => `Those in ${place} come first.`,
    score: (score: number) => `Meeting score ${score} of 5`,
    more: (count: number) =>
      count === 1
        ? 'And 1 more new activity. The whole agenda:'
        : `And ${count} more new activities. The whole agenda:`,
    why: "You get this message once a week because 'New activities' is on. You can turn it off in your settings:",
  },
} as const;

/**
 * The digest e-mail: the picks (digestPicks), `total` the number of new activities ahead in all, for
 * the member `name` whose location is `location`.
 */
export function newActivitiesMail(
  picks: readonly NoticeActivity[],
  total: number,
  name: string,
  location: string | null,
  links: NoticeLinks,
  siteName: string,
): NoticeMail {
  const nearby = picks.find((a) => livesIn(location, a.nl.city));
  const part = (lang: Language): string[] => {
    const w = WORDS[lang];
    const lines = [w.hello(name), '', w.intro(total, siteName)];
    if (nearby) lines.push(w.introNear(nearby[lang].city));
    for (const activity of picks) {
      const a = activity[lang];
      lines.push(
        '',
        `• ${cleanTitle(a.title)}`,
        `  ${whenText(a, lang)} · ${a.city}`,
        `  ${w.score(a.ontmoetingsscore)}`,
        `  ${links.publicUrl}/activities/${a.id}`,
      );
    }
    if (total > picks.length) lines.push('', w.more(total - picks.length), `${links.publicUrl}/activities`);
    lines.push('', ...whyLines(w.why, links, lang));
    return lines;
  };
  const nl = total === 1 ? '1 nieuwe activiteit' : `${total} nieuwe activiteiten`;
  const en = total === 1 ? '1 new activity' : `${total} new activities`;
  return noticeMail(
    `Nieuw op ${siteName}: ${nl} / New on ${siteName}: ${en}`,
    { nl: part('nl'), en: part('en') },
    siteName,
  );
}
