import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Lightbulb } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../../domain/categories';
import type { Language } from '../../../../domain/language';
import type { ProposalInput } from '../../../../domain/proposals';
import { translateValidation } from '../../../../domain/validation-messages';
import { PageHeading } from '../../../components/page-heading';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, api, dataOf } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { useCreateProposal, useProposalSettings } from '../../../lib/proposals';

// A member proposes an activity (issue #44, item 2): the activity form's fields a member can know, for
// one date. Administrators and the portal's organisers check it, may add what is missing (a series,
// English texts, a picture, places) and approve it; until then nobody else sees it.

const FIELDS = [
  'title',
  'subtitle',
  'description',
  'startDate',
  'startTime',
  'endTime',
  'meetingPoint',
  'streetAddress',
  'postalCode',
  'city',
  'price',
  'websiteUrl',
  'contactPerson',
  'contactPhone',
] as const;
type TextFieldName = (typeof FIELDS)[number];
type Values = Record<TextFieldName | 'portalId' | 'category', string>;

const EMPTY: Values = Object.fromEntries(
  // An empty price is free: the server keeps the agenda's default.
  [...FIELDS, 'portalId', 'category'].map((name) => [name, '']),
) as Values;

const selectClass =
  'h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 aria-[invalid=true]:border-red-600';

function issuesOf(error: unknown, lang: Language): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.issues)) return {};
  const issues: Record<string, string> = {};
  for (const issue of error.issues as { path?: string; message?: string }[]) {
    const field = String(issue.path ?? '').split('.')[0]!;
    if (field && !issues[field]) issues[field] = translateValidation(issue.message ?? '', lang);
  }
  return issues;
}

export function ProposePage() {
  const { t } = useTranslation('proposals');
  const lang = useLanguage();
  useDocumentTitle([t('propose.title')]);
  const settings = useProposalSettings();
  const portals = useQuery({
    queryKey: ['portals', 'all'],
    queryFn: ({ signal }) => dataOf(api.GET('/api/portals', { signal })),
  });
  const create = useCreateProposal();
  const [values, setValues] = useState<Values>(EMPTY);
  const [sent, setSent] = useState<string | null>(null);
  const issues = issuesOf(create.error, lang);

  if (settings.data && !settings.data.membersMayPropose) {
    return (
      <Shell>
        <p className="rounded-md border border-neutral-200 bg-white p-4">{t('propose.closed')}</p>
      </Shell>
    );
  }
  if (sent) {
    return (
      <Shell>
        <Card>
          <CardContent className="flex flex-col items-start gap-4 p-6">
            <p role="status" className="flex items-center gap-2 text-lg font-semibold">
              <CheckCircle2 className="size-6 text-green-700" aria-hidden="true" />
              {t('propose.sent', { title: sent })}
            </p>
            <p>{t('propose.sentText')}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/profile#mijn-voorstellen">{t('propose.toMine')}</Link>
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setValues(EMPTY);
                  setSent(null);
                  create.reset();
                }}
              >
                {t('propose.another')}
              </Button>
            </div>
          </CardContent>
        </Card>
      </Shell>
    );
  }

  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload: ProposalInput = {
      ...values,
      portalId: values.portalId as unknown as number,
      activityType: 'one-time',
      endDate: null,
    };
    try {
      const proposal = await create.mutateAsync(payload);
      setSent(proposal.title);
    } catch {
      // Shown with the fields and above the button.
    }
  };
  const text = (name: TextFieldName, options: { required?: boolean; type?: string } = {}) => (
    <TextField
      id={`proposal-${name}`}
      label={t(`fields.${name}`)}
      type={options.type ?? 'text'}
      required={options.required}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={issues[name]}
    />
  );

  /** A required choice from a list, with "Kies…" first for none. */
  const choice = (name: 'portalId' | 'category', options: { value: string | number; label: string }[]) => (
    <FormField id={`proposal-${name}`} label={t(`fields.${name}`)} required error={issues[name]}>
      <select
        className={selectClass}
        value={values[name]}
        onChange={(event) => set(name)(event.target.value)}
        {...fieldProps(`proposal-${name}`, { error: issues[name], required: true })}
      >
        <option value="">{t('propose.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <Shell>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('propose.title')}>
        <Card>
          <CardContent className="grid gap-4 p-6 sm:grid-cols-2">
            {choice(
              'portalId',
              (portals.data ?? []).map((portal) => ({ value: portal.id, label: portal.name })),
            )}
            {choice(
              'category',
              CATEGORIES.map((category) => ({ value: category.key, label: category.label[lang] })),
            )}
            <div className="sm:col-span-2">{text('title', { required: true })}</div>
            <div className="sm:col-span-2">{text('subtitle')}</div>
            <FormField
              id="proposal-description"
              label={t('fields.description')}
              error={issues.description}
              className="sm:col-span-2"
            >
              <Textarea
                rows={5}
                value={values.description}
                onChange={(event) => set('description')(event.target.value)}
                {...fieldProps('proposal-description', { error: issues.description })}
              />
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-4 p-6 sm:grid-cols-3">
            {text('startDate', { required: true, type: 'date' })}
            {text('startTime', { type: 'time' })}
            {text('endTime', { type: 'time' })}
            <div className="sm:col-span-3">{text('meetingPoint', { required: true })}</div>
            <div className="sm:col-span-2">{text('streetAddress', { required: true })}</div>
            {text('postalCode', { required: true })}
            {text('city', { required: true })}
            {text('price')}
            {text('websiteUrl', { type: 'url' })}
            {text('contactPerson')}
            {text('contactPhone', { type: 'tel' })}
          </CardContent>
        </Card>
        <p className="text-sm text-neutral-600">{t('propose.after')}</p>
        <FormAlert message={create.error instanceof Error ? create.error.message : undefined} />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('propose.sending') : t('propose.submit')}
          </Button>
        </div>
      </form>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('proposals');
  return (
    <div className="bg-neutral-50">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 md:py-14">
        <div className="flex items-start gap-3">
          <Lightbulb className="mt-2 size-7 shrink-0" aria-hidden="true" />
          <PageHeading title={t('propose.title')} intro={t('propose.intro')} />
        </div>
        {children}
      </div>
    </div>
  );
}
