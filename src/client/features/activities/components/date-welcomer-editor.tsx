import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateWelcomer } from '../../../../domain/company';
import { PhotoPicker } from '../../../components/photo-picker';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useUploadImage } from '../../../lib/upload-image';
import { dateWelcomerQuery, useDateWelcomer } from '../company-api';

/** The photo as the editor holds it: what the preview shows and, once changed, the key to send. */
interface EditedPhoto {
  url: string | null;
  /** The uploaded picture's key, null to remove; undefined while unchanged (the stored photo stays). */
  key?: string | null;
}

/**
 * For the organiser (administrators): who welcomes newcomers on the chosen date, in place of the
 * activity's own welcomer (set in the activity form), with an optional photo sent only when changed.
 */
export function DateWelcomerEditor({ activityId, date }: { activityId: number; date: string }) {
  const { t } = useTranslation('company');
  const current = useQuery(dateWelcomerQuery(activityId, date)).data;
  const own = current?.forDate ? current.welcomer : null;
  const [name, setName] = useState('');
  const [where, setWhere] = useState('');
  const [photo, setPhoto] = useState<EditedPhoto>({ url: null });
  useEffect(() => {
    setName(own?.name ?? '');
    setWhere(own?.where ?? '');
    setPhoto({ url: own?.photoUrl ?? null });
  }, [own?.name, own?.where, own?.photoUrl]);
  const save = useDateWelcomer(activityId, date);
  const upload = useUploadImage();
  const nameId = useId();
  const whereId = useId();
  const done = (title: string) => ({
    onSuccess: (answer: DateWelcomer) => {
      // Saved: the photo is the stored one again, so nothing is said to be waiting for a save.
      setPhoto({ url: answer.forDate ? (answer.welcomer?.photoUrl ?? null) : null });
      toast({ title });
    },
    onError: (error: unknown) =>
      toast({ title: t('welcomerFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <form
      aria-labelledby={`${nameId}-title`}
      className="flex flex-col gap-2 border-t border-neutral-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        if (name.trim() === '') save.mutate(null, done(t('welcomerRemoved')));
        else {
          const changedPhoto = photo.key === undefined ? {} : { photo: photo.key };
          save.mutate({ name: name.trim(), where: where.trim(), ...changedPhoto }, done(t('welcomerSaved')));
        }
      }}
    >
      <h3 id={`${nameId}-title`} className="font-semibold text-neutral-900">
        {t('welcomerEditTitle')}
      </h3>
      <p className="text-sm text-neutral-700">
        {current && !current.forDate
          ? current.welcomer
            ? t('welcomerFromActivity', { name: current.welcomer.name })
            : t('welcomerNone')
          : null}{' '}
        {t('welcomerEditHint')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={nameId} className="text-sm font-medium">
            {t('welcomerName')}
          </label>
          <Input id={nameId} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={whereId} className="text-sm font-medium">
            {t('welcomerWhere')}
          </label>
          <Input
            id={whereId}
            value={where}
            maxLength={200}
            placeholder={t('welcomerWherePlaceholder')}
            required={name.trim() !== ''}
            onChange={(e) => setWhere(e.target.value)}
          />
        </div>
      </div>
      <PhotoPicker
        url={photo.url}
        uploading={upload.isPending}
        onChoose={(file) =>
          upload.mutate(file, {
            onSuccess: (stored) => setPhoto({ url: stored.thumbUrl, key: stored.id }),
            onError: (error) =>
              toast({
                title: t('welcomerPhotoFailed'),
                description: errorMessage(error),
                variant: 'destructive',
              }),
          })
        }
        onRemove={() => setPhoto({ url: null, key: null })}
        texts={{
          label: t('welcomerPhotoLabel'),
          alt: t('welcomerPhoto', { name: name.trim() || t('welcomerName') }),
          choose: t('welcomerPhotoChoose'),
          uploading: t('welcomerPhotoUploading'),
          remove: t('welcomerPhotoRemove'),
          status:
            photo.key === undefined
              ? null
              : photo.key
                ? t('welcomerPhotoChanged')
                : t('welcomerPhotoRemoved'),
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="outline" aria-disabled={save.isPending || undefined}>
          {t('welcomerSave')}
        </Button>
        {current?.forDate ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => save.mutate(null, done(t('welcomerRemoved')))}
          >
            {t('welcomerRemove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
