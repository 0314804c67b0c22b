import { LoaderCircle, Send } from 'lucide-react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS, type ContactInput, type ContactSubject } from '../../../../domain/contact';
import { translateValidation } from '../../../../domain/validation-messages';
import { Button } from '../../../components/ui/button';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useSendContactMessage } from '../api';
import {
  type ContactFormValues,
  carryTypedText,
  contactResolver,
  emptyContactForm,
  isContactField,
  showsMessage,
} from '../contact-form-values';
import { ContactTextField } from './contact-text-field';
import { SubjectFields } from './subject-fields';

interface ContactFormProps {
  /** A subject chosen beforehand, e.g. by the business page's "Ik wil partner worden". */
  initialSubject: ContactSubject | '';
}

export function ContactForm({ initialSubject }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const lang = useLanguage();
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: contactResolver,
    defaultValues: emptyContactForm(initialSubject),
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const send = useSendContactMessage();
  const subject = watch('subject');
  const showMessage = showsMessage(subject);
  // An accessibility report asks its question in its own words; the box is the report itself.
  const reportsProblem = subject === 'accessibility';

  const onSubmit = handleSubmit((input) => {
    send.mutate(input, {
      onSuccess: (response) => {
        toast({
          title: t('toast.successTitle'),
          description: response?.message || t('toast.successDescription'),
        });
        reset(emptyContactForm());
      },
      onError: (error) => {
        if (error instanceof ApiError) markServerIssues(error.issues);
        toast({
          variant: 'destructive',
          title: t('toast.errorTitle'),
          description:
            error instanceof ApiError
              ? translateValidation(error.message, lang)
              : t('toast.errorDescription'),
        });
      },
    });
  });

  // The server checks with the same schema; should it still find a problem, show it at the field.
  function markServerIssues(issues: unknown) {
    if (!Array.isArray(issues)) return;
    for (const issue of issues) {
      const path = typeof issue?.path === 'string' ? issue.path : '';
      if (isContactField(path) && typeof issue.message === 'string') {
        setError(path, { message: issue.message });
      }
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={send.isPending}>
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactTextField
            id="contact-name"
            name="name"
            label={t('form.name')}
            required
            autoComplete="name"
            placeholder={t('form.namePlaceholder')}
          />
          <ContactTextField
            id="contact-email"
            name="email"
            label={t('form.email')}
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('form.emailPlaceholder')}
          />
        </div>

        <FormField id="contact-subject" label={t('form.subject')} required error={errors.subject?.message}>
          <Controller
            control={control}
            name="subject"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(next) => {
                  const carried = carryTypedText(getValues(), field.value, next as ContactSubject);
                  for (const [name, value] of Object.entries(carried)) {
                    setValue(name as keyof ContactFormValues, value as string);
                  }
                  field.onChange(next);
                }}
              >
                <SelectTrigger
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...fieldProps('contact-subject', { error: errors.subject?.message, required: true })}
                >
                  <SelectValue placeholder={t('form.subjectPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {CONTACT_SUBJECTS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(`form.subjects.${value}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>

        <SubjectFields subject={subject} />

        {showMessage && (
          <ContactTextField
            id="contact-message"
            name="message"
            label={t(reportsProblem ? 'form.accessibility.message' : 'form.message')}
            required={subject === 'other' || reportsProblem}
            placeholder={t(
              reportsProblem ? 'form.accessibility.messagePlaceholder' : 'form.messagePlaceholder',
            )}
            rows={6}
          />
        )}

        <Button type="submit" size="lg" disabled={send.isPending} className="self-stretch sm:self-start">
          {send.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {send.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
