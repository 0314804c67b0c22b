import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Copy, ExternalLink, Rss } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  EMBED_LIMIT_MAX,
  EMBED_PREVIEW_HEIGHT,
  EMBED_SIZES,
  EMBED_TITLE,
  type EmbedSize,
} from '../../../../domain/embed';
import type { Language } from '../../../../domain/language';
import { CodeText } from '../../../components/copy-field';
import { Button } from '../../../components/ui/button';
import { FormField, fieldProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FilterBar } from '../components/filter-bar';
import { embedJsonExampleQuery } from '../embed-api';
import { calendarFeedUrl, type EmbedSettings, embedBuilderSearch, selectionParams } from '../embed-code';
import { embedSettingsFromParams, iframeSnippet, jsonUrl, widgetUrl } from '../embed-widget-code';
import type { ActivityFilters } from '../filter-state';

/** Typing in the search field reloads the preview only once the person pauses. */
const PREVIEW_DELAY_MS = 400;

/**
 * /embed (spec 2.12, issue #10 item 2): a museum, library or municipality picks a selection of the
 * agenda and a size, sees the widget as it will look, and copies one iframe for their own site. The
 * settings live in the address, so the list's 'Embed code' button can pass its filters on and a
 * builder link can be shared. The same selection is offered as JSON and as a calendar subscription.
 */
export function EmbedBuilderPage() {
  const { t } = useTranslation('activities');
  useDocumentTitle(t('embed.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const settings = useMemo(() => embedSettingsFromParams(searchParams), [searchParams]);
  const origin = window.location.origin;

  const change = (patch: Partial<EmbedSettings>) =>
    setSearchParams(embedBuilderSearch({ ...settings, ...patch }), {
      replace: true,
      preventScrollReset: true,
    });
  const changeFilters = (patch: Partial<ActivityFilters>) =>
    change({ filters: { ...settings.filters, ...patch } });

  const previewSettings = useDebouncedValue(settings, PREVIEW_DELAY_MS);
  const url = widgetUrl(origin, settings);
  // Named in the widget's language, not the builder's: the host's visitors hear it.
  const code = iframeSnippet(url, EMBED_TITLE[settings.lang]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: t('embed.copied'), description: t('embed.copiedDescription') });
    } catch {
      toast({
        title: t('embed.copyFailed'),
        description: t('embed.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('embed.title')}</h1>
        <p className="max-w-3xl text-neutral-700">{t('embed.intro')}</p>
      </header>

      <BuilderSection title={t('embed.selectionTitle')} text={t('embed.selectionText')}>
        <FilterBar
          filters={settings.filters}
          onChange={changeFilters}
          canFilterFavorites={false}
          canFilterArchive={false}
        />
      </BuilderSection>

      <BuilderSection title={t('embed.lookTitle')}>
        <LookControls settings={settings} onChange={change} />
      </BuilderSection>

      <BuilderSection title={t('embed.previewTitle')} text={t('embed.previewText')}>
        <iframe
          src={widgetUrl(origin, previewSettings)}
          title={t('embed.previewFrameTitle')}
          height={EMBED_PREVIEW_HEIGHT}
          className="w-full rounded-xl border border-neutral-200 bg-white"
        />
      </BuilderSection>

      <BuilderSection title={t('embed.codeTitle')} text={t('embed.codeText')}>
        <CodeText label={t('embed.codeLabel')} value={code} rows={4} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={copy}>
            <Copy aria-hidden="true" />
            {t('embed.copy')}
          </Button>
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('embed.openInNewWindow')}
              <span className="sr-only">{t('embed.newWindowHint')}</span>
            </a>
          </Button>
        </div>
      </BuilderSection>

      <BuilderSection title={t('embed.jsonTitle')} text={t('embed.jsonText')}>
        <CodeText label={t('embed.jsonUrlLabel')} value={jsonUrl(origin, settings)} rows={2} />
        <JsonExample settings={previewSettings} />
      </BuilderSection>

      <BuilderSection title={t('embed.feedsTitle')} text={t('embed.feedsText')}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={calendarFeedUrl(origin, settings.filters, settings.lang)}>
              <CalendarPlus aria-hidden="true" />
              {t('embed.subscribe')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={rssUrl(settings)}>
              <Rss aria-hidden="true" />
              {t('embed.rss')}
            </a>
          </Button>
        </div>
      </BuilderSection>
    </div>
  );
}

function rssUrl(settings: EmbedSettings): string {
  const params = selectionParams(settings.filters);
  if (settings.lang !== 'nl') params.set('lang', settings.lang);
  const query = params.toString();
  return `/api/activities.rss${query ? `?${query}` : ''}`;
}

function BuilderSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {text ? <p className="mt-1 max-w-3xl text-neutral-700">{text}</p> : null}
      </div>
      {children}
    </section>
  );
}

const SIZE_KEYS: Record<EmbedSize, string> = {
  small: 'embed.sizeSmall',
  medium: 'embed.sizeMedium',
  large: 'embed.sizeLarge',
};

/** Card size, how many cards, and the widget's language. */
function LookControls({
  settings,
  onChange,
}: {
  settings: EmbedSettings;
  onChange: (patch: Partial<EmbedSettings>) => void;
}) {
  const { t } = useTranslation('activities');
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('embed.size')}</legend>
        <div className="flex flex-wrap gap-2">
          {EMBED_SIZES.map((size) => (
            <Button
              key={size}
              size="sm"
              variant={settings.size === size ? 'default' : 'outline'}
              aria-pressed={settings.size === size}
              onClick={() => onChange({ size })}
            >
              {t(SIZE_KEYS[size])}
            </Button>
          ))}
        </div>
      </fieldset>
      <FormField
        id={`${id}-limit`}
        label={t('embed.limit')}
        hint={t('embed.limitHint', { max: EMBED_LIMIT_MAX })}
        hintClassName="text-sm"
      >
        <Input
          {...fieldProps(`${id}-limit`, { hint: true })}
          type="number"
          inputMode="numeric"
          min={1}
          max={EMBED_LIMIT_MAX}
          value={settings.limit}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (Number.isInteger(value) && value >= 1 && value <= EMBED_LIMIT_MAX) onChange({ limit: value });
          }}
        />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-lang`}>{t('embed.language')}</Label>
        <Select value={settings.lang} onValueChange={(lang) => onChange({ lang: lang as Language })}>
          <SelectTrigger id={`${id}-lang`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="nl">Nederlands</SelectItem>
            <SelectItem value="en">English</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}

/** The first activity of the selection as the JSON answers it: a real example, not a made-up one. */
function JsonExample({ settings }: { settings: EmbedSettings }) {
  const { t } = useTranslation('activities');
  const example = useQuery(embedJsonExampleQuery(settings));
  const text = example.isPending
    ? t('embed.jsonLoading')
    : example.isError
      ? t('embed.jsonUnavailable')
      : JSON.stringify(example.data, null, 2);
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium" aria-hidden="true">
        {t('embed.jsonExample')}
      </p>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1), so it is a focusable region. */}
      <section
        aria-label={t('embed.jsonExample')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code sample is read with the keyboard
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-lg border border-neutral-200 bg-neutral-50 p-3"
      >
        <pre className="text-xs">{text}</pre>
      </section>
    </div>
  );
}
