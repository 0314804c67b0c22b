import { Handshake } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactSubject } from '../../../../domain/contact';
import type { ContactFormValues } from '../contact-form-values';
import { ActivityFields } from './activity-fields';
import { ContactTextField } from './contact-text-field';
import { RatingInput } from './rating-input';

/** The text each subject asks for: the field, its id and its texts' key under `form.<subject>`. */
const SUBJECT_TEXTS = {
  support: { id: 'contact-support', name: 'supportDetails', text: 'details', rows: 5 },
  review: { id: 'contact-review', name: 'reviewText', text: 'text', rows: 5 },
  other: { id: 'contact-custom-subject', name: 'customSubject', text: 'customSubject', rows: undefined },
} as const;

/** The extra fields each subject asks for (spec 5). */
export function SubjectFields({ subject }: { subject: ContactSubject | '' }) {
  switch (subject) {
    case 'activity':
      return <ActivityFields />;
    case 'partner':
      return <PartnerNotice />;
    case 'accessibility':
      return <AccessibilityPlaceField />;
    case 'review':
      return (
        <>
          <RatingField />
          <SubjectTextField subject="review" />
        </>
      );
    case 'support':
    case 'other':
      return <SubjectTextField subject={subject} />;
    default:
      return null;
  }
}

function SubjectTextField({ subject }: { subject: keyof typeof SUBJECT_TEXTS }) {
  const { t } = useTranslation('contact');
  const { id, name, text, rows } = SUBJECT_TEXTS[subject];
  return (
    <ContactTextField
      id={id}
      name={name}
      label={t(`form.${subject}.${text}`)}
      required
      placeholder={t(`form.${subject}.${text}Placeholder`)}
      rows={rows}
    />
  );
}

/** Where an accessibility problem happened; optional, the message below says what went wrong. */
function AccessibilityPlaceField() {
  const { t } = useTranslation('contact');
  return (
    <ContactTextField
      id="contact-accessibility-page"
      name="page"
      label={t('form.accessibility.page')}
      placeholder={t('form.accessibility.pagePlaceholder')}
    />
  );
}

function PartnerNotice() {
  const { t } = useTranslation('contact');
  return (
    <div className="flex gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4" role="note">
      <Handshake className="mt-0.5 size-5 shrink-0 text-yellow-800" aria-hidden="true" />
      <div>
        <p className="font-semibold text-neutral-900">{t('form.partner.title')}</p>
        <p className="mt-1 text-sm leading-relaxed text-neutral-700">{t('form.partner.notice')}</p>
      </div>
    </div>
  );
}

function RatingField() {
  const { t } = useTranslation('contact');
  const { control } = useFormContext<ContactFormValues>();
  return (
    <Controller
      control={control}
      name="rating"
      render={({ field }) => (
        <RatingInput
          name={field.name}
          legend={t('form.review.rating')}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}
