import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  CONTACT_SUBJECTS,
  type ContactInput,
  type ContactSubject,
  contactSchema,
} from '../../../domain/contact';

/**
 * What the form holds: every field of every subject, as the inputs give it. The schema picks the
 * fields of the chosen subject and strips the rest, so hidden groups never reach the server.
 */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
  customSubject: string;
  title: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  city: string;
  address: string;
  price: string;
  category: string;
  supportDetails: string;
  rating: number | undefined;
  reviewText: string;
  /** An accessibility report: where it happened. */
  page: string;
}

export function emptyContactForm(subject: ContactSubject | '' = ''): ContactFormValues {
  return {
    name: '',
    email: '',
    subject,
    message: '',
    customSubject: '',
    title: '',
    description: '',
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    city: '',
    address: '',
    price: '',
    category: '',
    supportDetails: '',
    rating: undefined,
    reviewText: '',
    page: '',
  };
}

/** A field of the form (a server issue's path may name one). */
export function isContactField(path: string): path is keyof ContactFormValues {
  return path !== '' && path in emptyContactForm();
}

/**
 * Where each subject keeps the person's own words: its required text box, or the free message. A partner
 * request has no box of its own, so its (optional) message shows; otherwise what someone typed before
 * choosing it would travel along unseen.
 */
const OWN_TEXT: Record<ContactSubject | '', 'message' | 'supportDetails' | 'reviewText' | 'description'> = {
  '': 'message',
  other: 'message',
  partner: 'message',
  accessibility: 'message',
  support: 'supportDetails',
  review: 'reviewText',
  activity: 'description',
};

/** Whether the free message box shows for a subject (its own words, or an optional addition). */
export function showsMessage(subject: ContactSubject | ''): boolean {
  return OWN_TEXT[subject] === 'message';
}

/**
 * What changes when the subject changes from `from` to `to`: the words typed in the box that goes away
 * move into the box that takes its place (on a phone the message box shows before a subject is chosen,
 * and choosing 'Ik wil ondersteuning' used to replace it with an empty one). Never over words already
 * in the new box; the old box is emptied, so the same text is not sent twice.
 */
export function carryTypedText(
  values: ContactFormValues,
  from: ContactSubject | '',
  to: ContactSubject | '',
): Partial<ContactFormValues> {
  const source = OWN_TEXT[from];
  const target = OWN_TEXT[to];
  if (source === target) return {};
  const text = values[source];
  if (text.trim() === '' || values[target].trim() !== '') return {};
  return { [target]: text, [source]: '' };
}

export function parseSubject(value: string | null): ContactSubject | '' {
  return CONTACT_SUBJECTS.find((subject) => subject === value) ?? '';
}

// The one cast left in the client's forms, on purpose: the form holds every subject's fields at once (a
// flat object the inputs can always bind to), while the schema is a union with one shape per subject.
// zodResolver types its input as the union, which the flat values are not; at run time the schema picks
// the chosen subject's fields, which is exactly what ContactInput describes.
const schemaResolver = zodResolver(contactSchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactInput
>;
// Name and e-mail are the same in every subject; the first option's copy of them will do.
const contactDetailsResolver = zodResolver(
  contactSchema.options[0].pick({ name: true, email: true }),
) as unknown as Resolver<ContactFormValues, unknown, ContactInput>;

/**
 * The schema's resolver, plus one kindness: without a subject the union stops at the subject, so name
 * and e-mail are checked as well and every empty required field is marked at once.
 */
export const contactResolver: Resolver<ContactFormValues, unknown, ContactInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (values.subject !== '') return result;
  const details = await contactDetailsResolver(values, context, options);
  const errors: FieldErrors<ContactFormValues> = { ...details.errors, ...result.errors };
  return { values: {}, errors };
};
