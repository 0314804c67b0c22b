import { describe, expect, it } from 'vitest';
import { contactSchema } from '../../../domain/contact';
import { carryTypedText, emptyContactForm, showsMessage } from './contact-form-values';

const TYPED = 'Wij zijn een wandelclub en zoeken nieuwe deelnemers.';

describe('changing the subject keeps what was typed', () => {
  it('moves the message into the support box when "Ik wil ondersteuning" is chosen', () => {
    const values = { ...emptyContactForm(), message: TYPED };
    const carried = carryTypedText(values, '', 'support');
    expect(carried).toEqual({ supportDetails: TYPED, message: '' });
    // What the form then sends passes the support subject's check with the typed words.
    const sent = contactSchema.parse({
      ...values,
      ...carried,
      subject: 'support',
      name: 'Ans',
      email: 'ans@example.nl',
    });
    expect(sent).toMatchObject({ subject: 'support', supportDetails: TYPED });
  });

  it('moves it into the review or the activity description, and back to the message', () => {
    const values = { ...emptyContactForm(), message: TYPED };
    expect(carryTypedText(values, 'other', 'review')).toEqual({ reviewText: TYPED, message: '' });
    expect(carryTypedText(values, '', 'activity')).toEqual({ description: TYPED, message: '' });
    const support = { ...emptyContactForm(), supportDetails: TYPED };
    expect(carryTypedText(support, 'support', 'other')).toEqual({ message: TYPED, supportDetails: '' });
  });

  it('never writes over words already in the new box, and leaves empty boxes alone', () => {
    const both = { ...emptyContactForm(), message: TYPED, supportDetails: 'Al ingevuld' };
    expect(carryTypedText(both, '', 'support')).toEqual({});
    expect(carryTypedText({ ...emptyContactForm(), message: '   ' }, '', 'support')).toEqual({});
    // The same box before and after: nothing to move.
    expect(carryTypedText({ ...emptyContactForm(), message: TYPED }, '', 'other')).toEqual({});
    expect(carryTypedText({ ...emptyContactForm(), message: TYPED }, 'other', 'partner')).toEqual({});
  });

  it('shows the message box wherever the message is the words kept, a partner request too', () => {
    expect(showsMessage('')).toBe(true);
    expect(showsMessage('other')).toBe(true);
    expect(showsMessage('partner')).toBe(true);
    expect(showsMessage('support')).toBe(false);
    expect(showsMessage('review')).toBe(false);
    expect(showsMessage('activity')).toBe(false);
  });
});
