import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPageBody, OperatorPageLead } from '../../../components/operator-page-body';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { usePageText } from '../../../lib/pages-api';

interface LegalDocumentProps {
  /** Which of the operator's pages to show (Admin → Pages). */
  document: 'privacy' | 'terms' | 'accessibility';
  /** What the page adds below the operator's text, whatever they wrote (the statement's report button). */
  children?: ReactNode;
}

/** A legal text: title, date, intro, a table of contents of its `##` sections, and the sections. */
export function LegalDocument({ document, children }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const lang = useLanguage();
  useDocumentTitle(t(`common:documentTitle.${document}`));
  const page = usePageText(document);
  const { updatedAt } = page;
  const sections = page.text?.sections ?? [];

  return (
    <div className="pb-16">
      <header className="border-b border-yellow-200 bg-yellow-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl">
            {page.text?.title || t(`${document}.title`)}
          </h1>
          <p className="mt-3 text-sm text-neutral-600">
            {updatedAt
              ? t('updatedOn', {
                  date: format(new Date(updatedAt), 'd MMMM yyyy', { locale: lang === 'nl' ? nl : enGB }),
                })
              : // The statement has a date of its own; the other texts share one.
                t([`${document}.updated`, 'updated'])}
          </p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-neutral-700">
            <OperatorPageLead text={page.text} />
          </p>
        </div>
      </header>

      <div className="mx-auto mt-10 grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[16rem_1fr]">
        {sections.length > 0 ? (
          <nav aria-labelledby={`${document}-toc`} className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id={`${document}-toc`}
              className="text-sm font-semibold uppercase tracking-wide text-neutral-600"
            >
              {t('toc')}
            </h2>
            <ol className="mt-3 flex flex-col gap-1 border-l-2 border-yellow-300 pl-4 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded-sm py-1 text-neutral-700 hover:text-neutral-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div />
        )}
        <div className="min-w-0">
          <OperatorPageBody page={page} />
          {children}
        </div>
      </div>
    </div>
  );
}
