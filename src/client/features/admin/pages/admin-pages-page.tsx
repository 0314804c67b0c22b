import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGE_MARKDOWN_MAX,
  PAGE_PLACEHOLDERS,
  PAGE_SLUGS,
  type Page,
  type PageInput,
  type PageSlug,
} from '../../../../domain/site/pages';
import { PageHtml, PageTextFailed, PageTextSkeleton } from '../../../components/page-html';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageQuery } from '../../../lib/pages-api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagePreview, useResetPage, useSavePage } from '../api/pages';

const LANGUAGES = ['nl', 'en'] as const;

/** The help names the placeholders as they are typed: each fills in as itself. */
const PLACEHOLDERS = Object.fromEntries(
  Object.values(PAGE_PLACEHOLDERS)
    .flat()
    .map((word) => [word, `{{${word}}}`]),
);

/** Admin → Pages (administrators): the about, business, privacy, terms and FAQ texts in Markdown. */
export function AdminPagesPage() {
  const { t } = useTranslation('admin-pages');
  useDocumentTitle([t('title'), t('common:documentTitle.admin')]);
  const [slug, setSlug] = useState<PageSlug>('about');
  const query = useQuery(pageQuery(slug));

  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-neutral-600">{t('description')}</p>
      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">{t('choose')}</legend>
        {PAGE_SLUGS.map((each) => (
          <Button
            key={each}
            variant={each === slug ? 'default' : 'outline'}
            aria-pressed={each === slug}
            onClick={() => setSlug(each)}
          >
            {t(`pages.${each}`)}
          </Button>
        ))}
      </fieldset>
      {query.data ? (
        // A fresh editor for each page and each saved version: the drafts start from what is stored.
        <PageEditor key={`${slug}:${query.data.updatedAt}`} page={query.data} />
      ) : query.isError ? (
        <PageTextFailed onRetry={() => void query.refetch()} className="mt-8" />
      ) : (
        <PageTextSkeleton className="mt-8" />
      )}
    </section>
  );
}

function PageEditor({ page }: { page: Page }) {
  const { t } = useTranslation('admin-pages');
  const [draft, setDraft] = useState<PageInput>({ nl: page.nl.markdown, en: page.en.markdown });
  const [lang, setLang] = useState<(typeof LANGUAGES)[number]>('nl');
  const changed = draft.nl !== page.nl.markdown || draft.en !== page.en.markdown;
  const debounced = useDebouncedValue(draft, 400);
  const preview = usePagePreview(page.slug, changed ? debounced : null);
  const shown = changed ? (preview.data ?? page) : page;
  const save = useSavePage();
  const reset = useResetPage();
  const failed = save.error ?? reset.error;

  const onSave = () =>
    save.mutate({ slug: page.slug, input: draft }, { onSuccess: () => toast({ title: t('saved') }) });
  const onReset = () => {
    if (!window.confirm(t('resetConfirm'))) return;
    reset.mutate(page.slug, { onSuccess: () => toast({ title: t('resetDone') }) });
  };

  return (
    <div className="mt-6">
      <p className="text-sm text-neutral-600">{page.isDefault ? t('isDefault') : t('isChanged')}</p>
      <Tabs value={lang} onValueChange={(value) => setLang(value as typeof lang)} className="mt-4">
        <TabsList>
          {LANGUAGES.map((each) => (
            <TabsTrigger key={each} value={each}>
              {t(`languages.${each}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {LANGUAGES.map((each) => (
          <TabsContent key={each} value={each}>
            <div className="grid gap-6 xl:grid-cols-2">
              <div>
                <Label htmlFor={`page-${each}`}>{t('markdown', { language: t(`languages.${each}`) })}</Label>
                <Textarea
                  id={`page-${each}`}
                  value={draft[each]}
                  maxLength={PAGE_MARKDOWN_MAX}
                  onChange={(event) => setDraft({ ...draft, [each]: event.target.value })}
                  aria-describedby="page-help"
                  className="mt-2 min-h-[28rem] font-mono text-sm"
                />
                <p id="page-help" className="mt-2 text-sm text-neutral-600">
                  {t('help', PLACEHOLDERS)}
                </p>
              </div>
              <div>
                <h2 className="text-sm font-semibold uppercase tracking-wide text-neutral-600">
                  {t('preview')}
                </h2>
                <div
                  className={cn(
                    'mt-2 rounded-xl border border-neutral-200 bg-white p-5',
                    preview.isFetching && 'opacity-70',
                  )}
                  aria-busy={preview.isFetching}
                >
                  {shown[each].title ? (
                    <p className="text-2xl font-bold tracking-tight text-neutral-900">{shown[each].title}</p>
                  ) : null}
                  {shown[each].lead ? (
                    <p className="mt-2 text-lg text-neutral-700">
                      <PageHtml html={shown[each].lead} inline className="operator-page-lead" />
                    </p>
                  ) : null}
                  <PageHtml html={shown[each].html} className="mt-4" />
                </div>
              </div>
            </div>
          </TabsContent>
        ))}
      </Tabs>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {failed.message}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onSave} disabled={!changed || save.isPending}>
          {t('save')}
        </Button>
        <Button
          variant="outline"
          onClick={() => setDraft({ nl: page.nl.markdown, en: page.en.markdown })}
          disabled={!changed}
        >
          {t('undo')}
        </Button>
        <Button variant="outline" onClick={onReset} disabled={page.isDefault || reset.isPending}>
          {t('reset')}
        </Button>
      </div>
    </div>
  );
}
