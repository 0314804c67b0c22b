import { format, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import type { TFunction } from 'i18next';
import type { FieldChange, HistoryEntry } from '../../../../domain/activities/history';
import { categoryLabel } from '../../../../domain/categories';
import { shortenText } from '../../../../domain/shorten-text';

// A change of the history in plain words (issue #44, item 5): "Anna wijzigde Begintijd van 19:00 naar
// 19:30". Field names are the activity form's own labels; values are written as a person reads them:
// dates written out, weekdays and choices by their names, long texts shortened, pictures as "a picture".

type Lang = 'nl' | 'en';

/** The activity form's label (admin-activities: form.*) of each recorded field; the date's own in admin-history. */
const FORM_LABELS: Record<string, string> = {
  portalId: 'form.portal',
  category: 'form.category',
  title: 'form.title',
  titleEn: 'form.titleEn',
  subtitle: 'form.subtitle',
  subtitleEn: 'form.subtitleEn',
  description: 'form.description',
  descriptionEn: 'form.descriptionEn',
  ontmoetingsscore: 'form.score',
  ontmoetingsscoreExplanation: 'form.scoreExplanation',
  ontmoetingsscoreExplanationEn: 'form.scoreExplanationEn',
  activityType: 'form.activityType',
  startDate: 'form.startDate',
  startTime: 'form.startTime',
  endDate: 'form.endDate',
  endTime: 'form.endTime',
  recurringStartDate: 'form.recurringStartDate',
  recurringEndDate: 'form.recurringEndDate',
  recurringDays: 'form.weekdays',
  recurringFrequency: 'form.frequency',
  recurringPattern: 'form.pattern',
  recurringStartTime: 'form.startTime',
  recurringEndTime: 'form.endTime',
  capacity: 'form.capacity',
  welcomerName: 'form.welcomerName',
  welcomerWhere: 'form.welcomerWhere',
  welcomerImageId: 'form.welcomerPhoto',
  price: 'form.price',
  priceEn: 'form.priceEn',
  meetingPoint: 'form.meetingPoint',
  meetingPointEn: 'form.meetingPointEn',
  streetAddress: 'form.streetAddress',
  streetAddressEn: 'form.streetAddressEn',
  city: 'form.city',
  cityEn: 'form.cityEn',
  postalCode: 'form.postalCode',
  websiteUrl: 'form.websiteUrl',
  ticketUrl: 'form.ticketUrl',
  contactPhone: 'form.contactPhone',
  contactPerson: 'form.contactPerson',
  keywords: 'form.keywords',
  keywordsEn: 'form.keywordsEn',
  tags: 'form.tags',
  imageId: 'form.image',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 60;

export interface DescribeContext {
  /** Translates in admin-history, with admin-activities reachable as `admin-activities:…`. */
  t: TFunction;
  lang: Lang;
  /** Portal names by id, for a portal that changed. */
  portalName?: (id: number) => string | undefined;
}

/** A field's name as the form shows it. */
export function fieldLabel(field: string, { t }: DescribeContext): string {
  const key = FORM_LABELS[field];
  if (key) return t(`admin-activities:${key}`);
  return t(`fields.${field}`, { defaultValue: field });
}

export function readableDay(day: string, lang: Lang): string {
  return format(parseISO(day), 'd MMM yyyy', { locale: lang === 'nl' ? nl : enGB });
}

/** A value as a person reads it; the empty value as "(leeg)". */
export function readableValue(field: string, value: unknown, ctx: DescribeContext): string {
  const { t, lang } = ctx;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return t('empty');
  }
  if (field === 'imageId' || field === 'welcomerImageId') return t('picture');
  if (field === 'portalId' && typeof value === 'number') return ctx.portalName?.(value) ?? `#${value}`;
  if (field === 'category' && typeof value === 'string') return categoryLabel(value, lang);
  if (field === 'activityType') {
    return t(`admin-activities:form.${value === 'recurring' ? 'recurring' : 'oneTime'}`);
  }
  if (field === 'recurringFrequency')
    return t(`admin-activities:form.frequencies.${value}`, { defaultValue: String(value) });
  if (field === 'recurringPattern')
    return t(`admin-activities:form.patterns.${value}`, { defaultValue: String(value) });
  if (field === 'recurringDays' && Array.isArray(value)) {
    return value
      .map((day) => t(`admin-activities:form.days.${day}`, { defaultValue: String(day) }))
      .join(', ');
  }
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (Array.isArray(value)) return value.map((item) => readableValue(field, item, ctx)).join(', ');
  if (typeof value === 'string') {
    if (DAY.test(value)) return readableDay(value, lang);
    return shortenText(value, TEXT_MAX) ?? t('empty');
  }
  if (typeof value === 'number') return String(value);
  return shortenText(JSON.stringify(value), TEXT_MAX) ?? '';
}

/** "Begintijd van 19:00 naar 19:30", or "Titel: Wandelen" for a value without a before. */
export function describeField(change: FieldChange, ctx: DescribeContext): string {
  const label = fieldLabel(change.field, ctx);
  const to = readableValue(change.field, change.to, ctx);
  if (!('from' in change)) return ctx.t('fieldSet', { field: label, to });
  return ctx.t('fieldChanged', { field: label, from: readableValue(change.field, change.from, ctx), to });
}

/** Who made a change: their name; a source's scheduled read; or an account that is gone. */
export function whoDid(entry: Pick<HistoryEntry, 'by' | 'via'>, { t }: DescribeContext): string {
  if (entry.by) return entry.by.name;
  return entry.via === 'source' ? t('aSource') : t('deletedAccount');
}

/**
 * The change's sentence and the lines under it. One changed field fits in the sentence ("Anna wijzigde
 * Begintijd van 19:00 naar 19:30"); several are listed. A date's change names the date.
 */
export function describeChange(
  entry: HistoryEntry,
  ctx: DescribeContext,
): { sentence: string; lines: string[] } {
  const { t } = ctx;
  const who = whoDid(entry, ctx);
  const value = (field: string) => entry.fields.find((f) => f.field === field);
  const date = value('date')?.to;
  const day = typeof date === 'string' && DAY.test(date) ? readableDay(date, ctx.lang) : '';
  const rest = entry.fields.filter((f) => f.field !== 'date');
  switch (entry.action) {
    case 'created':
      return { sentence: t('actions.created', { who }), lines: [] };
    case 'updated':
      if (rest.length === 1 && rest[0]) {
        return { sentence: t('actions.updatedOne', { who, change: describeField(rest[0], ctx) }), lines: [] };
      }
      return {
        sentence: t('actions.updatedMany', { who, count: rest.length }),
        lines: rest.map((f) => describeField(f, ctx)),
      };
    case 'dateCancelled': {
      const reason = value('reason')?.to;
      return {
        sentence: t('actions.dateCancelled', { who, day }),
        lines:
          typeof reason === 'string' && reason
            ? [t('reason', { reason: shortenText(reason, TEXT_MAX) })]
            : [],
      };
    }
    case 'dateMoved':
    case 'dateRestored':
    case 'welcomerSet':
    case 'welcomerRemoved':
    case 'ended':
    case 'merged':
      return {
        sentence: t(`actions.${entry.action}`, { who, day }),
        lines: entry.action === 'welcomerRemoved' ? [] : rest.map((f) => describeField(f, ctx)),
      };
    default:
      return { sentence: t('actions.other', { who }), lines: rest.map((f) => describeField(f, ctx)) };
  }
}
