import { Download, Languages } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../../domain/categories';
import { MEETING_SCORE_MAX, MEETING_SCORE_MIN } from '../../../../domain/constants';
import type { PortalOverview } from '../../../../domain/portals';
import { PhotoPicker } from '../../../components/photo-picker';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import type { ActivityFormValues } from '../activity-form/form-values';
import {
  BilingualInputs,
  BoundInput,
  BoundSelect,
  BoundTextarea,
  FieldRow,
  FieldSection,
  fieldId,
  useFieldError,
} from './activity-form-controls';

const SCORES = Array.from({ length: MEETING_SCORE_MAX - MEETING_SCORE_MIN + 1 }, (_, i) =>
  String(MEETING_SCORE_MIN + i),
);

interface BasicTabProps {
  portals: readonly PortalOverview[];
  onImport: () => void;
  importing: boolean;
  onTranslate: () => void;
  translating: boolean;
  /** Why translating is not possible here, or null when it is. */
  translateUnavailable: string | null;
}

/** Spec 4.2, basic: the page it comes from, category, titles, meeting score, portal, and translating. */
export function BasicTab({
  portals,
  onImport,
  importing,
  onTranslate,
  translating,
  translateUnavailable,
}: BasicTabProps) {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3">
        <BoundInput
          name="sourceUrl"
          label={t('form.sourceUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          hint={t('form.sourceUrlHint')}
        />
        <Button
          variant="outline"
          onClick={onImport}
          disabled={importing}
          className="self-start"
          aria-describedby={`${fieldId('sourceUrl')}-hint`}
        >
          <Download aria-hidden="true" />
          {importing ? t('form.importing') : t('form.import')}
        </Button>
      </div>

      <FieldSection>
        <FieldRow>
          <BoundSelect
            name="category"
            label={t('form.category')}
            required
            placeholder={t('form.categoryPlaceholder')}
            choices={CATEGORIES.map((c) => ({ value: c.key, label: c.label[lang] }))}
          />
          <BoundSelect
            name="portalId"
            label={t('form.portal')}
            required
            placeholder={t('form.portalPlaceholder')}
            choices={portals.map((p) => ({ value: String(p.id), label: p.name }))}
          />
        </FieldRow>
        <BilingualInputs name="title" required />
        <BilingualInputs name="subtitle" />
        <BoundSelect
          name="ontmoetingsscore"
          label={t('form.score')}
          required
          hint={t('form.scoreHint')}
          className="sm:max-w-xs"
          choices={SCORES.map((score) => ({
            value: score,
            label: (
              <>
                <span aria-hidden="true" className="mr-1.5 text-yellow-500">
                  {'★'.repeat(Number(score))}
                </span>
                {t('form.scoreOption', { count: Number(score) })}
              </>
            ),
          }))}
        />
        <FieldRow>
          <BoundTextarea name="ontmoetingsscoreExplanation" label={t('form.scoreExplanation')} rows={3} />
          <BoundTextarea
            name="ontmoetingsscoreExplanationEn"
            label={t('form.scoreExplanationEn')}
            rows={3}
            lang="en"
          />
        </FieldRow>
      </FieldSection>

      <div className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3">
        <Button
          variant="outline"
          onClick={onTranslate}
          disabled={translating || translateUnavailable !== null}
          className="self-start"
          aria-describedby="activity-translate-hint"
        >
          <Languages aria-hidden="true" />
          {translating ? t('form.translating') : t('form.translate')}
        </Button>
        <p id="activity-translate-hint" className="text-xs text-neutral-600">
          {translateUnavailable ?? t('form.translateHint')}
        </p>
      </div>
    </div>
  );
}

interface LocationTabProps {
  onUploadWelcomerPhoto: (file: File) => void;
  uploadingWelcomerPhoto: boolean;
}

/** Spec 4.2, location: where people meet, in Dutch and English, and who welcomes newcomers there. */
export function LocationTab({ onUploadWelcomerPhoto, uploadingWelcomerPhoto }: LocationTabProps) {
  const { t } = useTranslation('admin-activities');
  const { control, setValue, watch } = useFormContext<ActivityFormValues>();
  const welcomerName = watch('welcomerName').trim();
  const welcomerPhotoError = useFieldError('welcomerPhoto');
  return (
    <div className="flex flex-col gap-4">
      <BilingualInputs name="meetingPoint" required />
      <BilingualInputs name="streetAddress" required />
      <FieldRow>
        <BoundInput name="postalCode" label={t('form.postalCode')} required autoComplete="off" />
        <div className="hidden sm:block" />
      </FieldRow>
      <BilingualInputs name="city" required />
      <FieldRow>
        <BoundInput
          name="welcomerName"
          label={t('form.welcomerName')}
          hint={t('form.welcomerNameHint')}
          autoComplete="off"
        />
        <BoundInput
          name="welcomerWhere"
          label={t('form.welcomerWhere')}
          placeholder={t('form.welcomerWherePlaceholder')}
          autoComplete="off"
        />
      </FieldRow>
      <Controller
        control={control}
        name="welcomerPhoto"
        render={({ field }) => (
          <PhotoPicker
            url={field.value.url}
            uploading={uploadingWelcomerPhoto}
            error={welcomerPhotoError}
            chooseRef={field.ref}
            onChoose={onUploadWelcomerPhoto}
            onRemove={() =>
              setValue('welcomerPhoto', { id: null, url: null, changed: true }, { shouldDirty: true })
            }
            texts={{
              label: t('form.welcomerPhoto'),
              alt: welcomerName ? t('form.welcomerPhotoOf', { name: welcomerName }) : t('form.welcomerPhoto'),
              choose: t('form.welcomerPhotoChoose'),
              uploading: t('form.uploading'),
              remove: t('form.welcomerPhotoRemove'),
              status: field.value.changed
                ? field.value.id
                  ? t('form.welcomerPhotoChanged')
                  : t('form.welcomerPhotoRemoved')
                : null,
            }}
          />
        )}
      />
    </div>
  );
}
