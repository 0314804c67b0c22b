import { z } from 'zod';
import { activityCreateSchema, checkSeriesChoices } from './activities/input';
import { serialId } from './ids';
import { multiLineText, singleLineText } from './text';

// A member's proposal of an activity (issue #44, item 2): the activity form with the fields a member
// can know. What only the agenda's keepers decide is left out: the English texts (they translate), the
// ontmoetingsscore and its explanation, the places per date, the welcomer, the search keywords, and the
// picture (only administrators and organisers may upload one: POST /api/upload-image). Each field keeps
// the activity's own rule (activityCreateSchema's shape), so a proposal says what is wrong the same way.

/** At most this many proposals per member per Amsterdam day. */
export const PROPOSALS_PER_DAY = 5;
/** The longest reason for a rejection. */
export const REJECTION_REASON_MAX = 500;

const fields = activityCreateSchema.shape;

/** POST /api/proposals: the activity create payload, a few fields fewer. */
export const proposalInputSchema = z
  .object({
    portalId: fields.portalId,
    category: fields.category,
    title: fields.title,
    subtitle: fields.subtitle,
    description: fields.description,
    activityType: fields.activityType,
    startDate: fields.startDate,
    startTime: fields.startTime,
    endDate: fields.endDate,
    endTime: fields.endTime,
    recurringStartDate: fields.recurringStartDate,
    recurringEndDate: fields.recurringEndDate,
    recurringDays: fields.recurringDays,
    recurringFrequency: fields.recurringFrequency,
    recurringPattern: fields.recurringPattern,
    recurringDates: fields.recurringDates,
    recurringStartTime: fields.recurringStartTime,
    recurringEndTime: fields.recurringEndTime,
    price: fields.price,
    meetingPoint: fields.meetingPoint,
    streetAddress: fields.streetAddress,
    city: fields.city,
    postalCode: fields.postalCode,
    websiteUrl: fields.websiteUrl,
    ticketUrl: fields.ticketUrl,
    contactPhone: fields.contactPhone,
    contactPerson: fields.contactPerson,
    tags: fields.tags,
  })
  .check((ctx) => {
    // A member's proposal names its day: an activity without a date cannot be put on the agenda.
    if (ctx.value.activityType === 'one-time' && !ctx.value.startDate)
      ctx.issues.push({
        code: 'custom',
        message: 'startDateRequired',
        path: ['startDate'],
        input: ctx.value,
      });
    // The same judgements as the activity's own (input.ts), on the same fields.
    checkSeriesChoices(ctx);
  });
export type ProposalInput = z.input<typeof proposalInputSchema>;
export type ProposalPayload = z.output<typeof proposalInputSchema>;

export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** An activity that looked the same: the queue and the activity form link to it. */
export const likelyDuplicateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Its next date ('yyyy-MM-dd'), null when it has none to come. */
  nextDate: z.string().nullable(),
  city: z.string(),
});
export type LikelyDuplicate = z.infer<typeof likelyDuplicateSchema>;

/** A proposal as the queue and the proposer see it. */
export const proposalSchema = z.object({
  id: z.number().int(),
  portalId: z.number().int(),
  portalName: z.string(),
  /** Who proposed it (username), null for a calendar source's event or a deleted account. */
  proposer: z.string().nullable(),
  fromSource: z.boolean(),
  title: z.string(),
  /** The activity as proposed: the create payload (proposalInputSchema's fields). */
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(PROPOSAL_STATUSES),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The activity it became, once approved. */
  activityId: z.number().int().nullable(),
  likelyDuplicates: z.array(likelyDuplicateSchema),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalListQuerySchema = z.object({
  /** true: the signed-in member's own proposals; else the queue of the portals they manage. */
  mine: z.enum(['true', 'false'], { error: 'invalidBoolean' }).optional(),
  /** Only proposals in this state (the queue asks for 'pending'). */
  status: z.enum(PROPOSAL_STATUSES, { error: 'invalidChoice' }).optional(),
});

/** POST /api/proposals/{id}/approve: as proposed, or as the administrator edited it. */
export const approveBodySchema = z.object({ activity: activityCreateSchema.optional() });

/** POST /api/proposals/{id}/reject: the reason the proposer is told. */
export const rejectBodySchema = z.object({
  reason: multiLineText('reasonRequired')
    .trim()
    .min(1, 'reasonRequired')
    .max(REJECTION_REASON_MAX, 'tooLong'),
});

/** GET and PUT /api/settings/proposals. */
export const proposalSettingsSchema = z.object({
  membersMayPropose: z.boolean({ error: 'invalidBoolean' }),
});
export type ProposalSettings = z.infer<typeof proposalSettingsSchema>;

/** POST /api/activities/likely-duplicates: what the activity form is about to save. */
export const duplicateDraftSchema = z.object({
  title: singleLineText('titleRequired').trim().min(1, 'titleRequired').max(200, 'tooLong'),
  city: singleLineText().trim().max(100, 'tooLong').nullish(),
  portalId: serialId('portalRequired'),
  /** The first and last day the draft takes place ('yyyy-MM-dd'); the last absent: open-ended. */
  from: fields.startDate,
  to: fields.startDate,
  /** The activity being edited, which is not its own duplicate. */
  excludeId: serialId('invalidId').optional(),
});
export type DuplicateDraft = z.output<typeof duplicateDraftSchema>;

/** POST /api/activities/{id}/merge: the activity that stays. */
export const mergeBodySchema = z.object({ intoId: serialId('invalidId') });
