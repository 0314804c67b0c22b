import { Handshake } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactSubject } from '../../../../domain/contact';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { ContactFormValues } from '../contact-form-values';
import { ActivityFields } from './activity-fields';
import { RatingInput } from './rating-input';

/** The extra fields each subject asks for (spec 5). */
export function SubjectFields({ subject }: { subject: ContactSubject | '' }) {
  switch (subject) {
    case 'activity':
      return <ActivityFields />;
    case 'support':
      return <SupportFields />;
    case 'partner':
      return <PartnerNotice />;
    case 'review':
      return <ReviewFields />;
    case 'other':
      return <CustomSubjectField />;
    default:
      return null;
  }
}

function SupportFields() {
  const { t } = useTranslation('contact');
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const error = errors.supportDetails?.message;
  return (
    <FormField id="contact-support" label={t('form.support.details')} required error={error}>
      <Textarea
        {...fieldProps('contact-support', { error, required: true })}
        placeholder={t('form.support.detailsPlaceholder')}
        rows={5}
        {...register('supportDetails')}
      />
    </FormField>
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

function ReviewFields() {
  const { t } = useTranslation('contact');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const error = errors.reviewText?.message;
  return (
    <>
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
      <FormField id="contact-review" label={t('form.review.text')} required error={error}>
        <Textarea
          {...fieldProps('contact-review', { error, required: true })}
          placeholder={t('form.review.textPlaceholder')}
          rows={5}
          {...register('reviewText')}
        />
      </FormField>
    </>
  );
}

function CustomSubjectField() {
  const { t } = useTranslation('contact');
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const error = errors.customSubject?.message;
  return (
    <FormField id="contact-custom-subject" label={t('form.other.customSubject')} required error={error}>
      <Input
        {...fieldProps('contact-custom-subject', { error, required: true })}
        placeholder={t('form.other.customSubjectPlaceholder')}
        {...register('customSubject')}
      />
    </FormField>
  );
}
