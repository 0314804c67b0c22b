import { Trash2, Upload, UserRound } from 'lucide-react';
import { type ChangeEvent, type Ref, useId, useRef } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../../domain/images';
import { Button } from './ui/button';
import { FieldError } from './ui/field-error';

/** The texts of a photo picker, in the namespace of the screen that shows it. */
export interface PhotoPickerTexts {
  /** What the photo is: the group's label ("Foto van wie opwacht"). */
  label: string;
  /** The preview's alt text. */
  alt: string;
  choose: string;
  uploading: string;
  remove: string;
  /** Said under the buttons while a change is not saved yet ("Nieuwe foto, opgeslagen bij opslaan"). */
  status?: string | null;
}

interface PhotoPickerProps {
  /** What the preview shows; null: no photo. */
  url: string | null;
  texts: PhotoPickerTexts;
  onChoose: (file: File) => void;
  onRemove: () => void;
  uploading: boolean;
  /** A message (key) the form found, under the buttons; the choose button points at it. */
  error?: string;
  /** The choose button, for a form that focuses the first field with an error. */
  chooseRef?: Ref<HTMLButtonElement>;
}

/**
 * A person's small round photo with "choose" and "remove" (the welcomer's, in the activity form and on a
 * date): one labelled group, the file dialog opened from a real button so it works from the keyboard.
 * The screen uploads the file and says what the photo is now.
 */
export function PhotoPicker({
  url,
  texts,
  onChoose,
  onRemove,
  uploading,
  error,
  chooseRef,
}: PhotoPickerProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={texts.status ? `${id}-status` : undefined}>
      <legend className="mb-1 text-sm font-medium">{texts.label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <img
            src={url}
            alt={texts.alt}
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-full bg-neutral-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-500"
          >
            <UserRound className="size-6" />
          </span>
        )}
        <HiddenImageInput ref={fileInput} onChoose={onChoose} />
        <Button
          ref={chooseRef}
          size="sm"
          variant="outline"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <Upload aria-hidden="true" />
          {uploading ? texts.uploading : texts.choose}
        </Button>
        {url ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            {texts.remove}
          </Button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {texts.status ? (
        <p id={`${id}-status`} className="text-sm text-neutral-700" role="status">
          {texts.status}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The file dialog behind an image's "choose" button (the button opens it with `ref.current.click()`):
 * hidden from everyone, since the button is what a person uses, and cleared after each choice so that
 * choosing the same file again is a change too.
 */
export function HiddenImageInput({
  ref,
  onChoose,
}: {
  ref: Ref<HTMLInputElement>;
  onChoose: (file: File) => void;
}) {
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <input
      ref={ref}
      type="file"
      accept={ACCEPTED_IMAGE_TYPES.join(',')}
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={chosen}
    />
  );
}
