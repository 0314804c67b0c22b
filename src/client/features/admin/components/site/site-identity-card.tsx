import { Palette } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  carriesReadableText,
  DARK_TEXT,
  isHexColour,
  textColourOn,
} from '../../../../../domain/site/colour-contrast';
import { type SiteSettings, siteIdentityInputSchema } from '../../../../../domain/site/settings';
import { TextField } from '../../../../components/ui/text-field';
import { useLanguage } from '../../../../lib/i18n';
import { NameField } from '../name-field';
import { SettingsFormCard } from './settings-form-card';
import { SiteLogoField } from './site-logo-field';

const identityForm = z.object({ identity: siteIdentityInputSchema });

/** Admin → Instellingen: the site's name, tagline and main colour (its logo has routes of its own). */
export function SiteIdentityCard({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsFormCard
      part="identity"
      icon={Palette}
      schema={identityForm}
      values={{
        identity: { name: settings.name, tagline: settings.tagline, mainColour: settings.mainColour },
      }}
      after={<SiteLogoField settings={settings} />}
    >
      {({ form, field }) => (
        <>
          <NameField id="site-name" label={t('identity.name')} {...field('identity.name')} />
          {(['nl', 'en'] as const).map((lang) => (
            <TextField
              key={lang}
              id={`site-tagline-${lang}`}
              label={t(lang === 'nl' ? 'identity.taglineNl' : 'identity.taglineEn')}
              lang={lang}
              {...field(`identity.tagline.${lang}`)}
            />
          ))}
          <MainColourField
            colour={form.watch('identity.mainColour')}
            onPick={(value) =>
              form.setValue('identity.mainColour', value, { shouldValidate: true, shouldDirty: true })
            }
            hexField={field('identity.mainColour')}
          />
        </>
      )}
    </SettingsFormCard>
  );
}

/** A colour picker and its hex code, with whether text on it reads well and a button in it. */
function MainColourField({
  colour,
  onPick,
  hexField,
}: {
  colour: string;
  onPick: (value: string) => void;
  hexField: UseFormRegisterReturn & { error?: string };
}) {
  const { t } = useTranslation('admin-settings');
  const language = useLanguage();
  const hex = colour.trim().toLowerCase();
  const valid = isHexColour(hex);
  const { text, contrast } = valid ? textColourOn(hex) : { text: DARK_TEXT, contrast: 0 };
  const readable = valid && carriesReadableText(hex);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('identity.mainColour')}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <input
          type="color"
          aria-label={t('identity.mainColour')}
          value={valid ? hex : '#000000'}
          onChange={(event) => onPick(event.target.value)}
          className="h-10 w-14 cursor-pointer rounded-md border border-neutral-300 bg-white"
        />
        <TextField
          id="site-main-colour"
          label={t('identity.mainColourHex')}
          className="w-32 font-mono"
          {...hexField}
        />
        <span
          className="inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold"
          style={{ backgroundColor: valid ? hex : undefined, color: text }}
          aria-hidden="true"
        >
          {t('identity.preview')}
        </span>
      </div>
      {valid ? (
        <p
          role="status"
          className={readable ? 'text-sm text-neutral-700' : 'text-sm font-medium text-red-700'}
        >
          {readable
            ? t('identity.readable', {
                text: text === DARK_TEXT ? t('identity.darkText') : t('identity.lightText'),
                ratio: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(contrast),
              })
            : t('identity.unreadable')}
        </p>
      ) : null}
    </fieldset>
  );
}
