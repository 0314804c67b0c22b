import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { RichText } from './rich-text';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  after?: string;
}

interface LegalDocumentProps {
  /** Which document of the legal namespace to show. */
  document: 'privacy' | 'terms';
}

/** A legal text: title, intro, a table of contents and numbered sections, all from the legal namespace. */
export function LegalDocument({ document }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`common:documentTitle.${document}`));
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  const sectionId = (index: number) => `${document}-section-${index + 1}`;

  return (
    <div className="pb-16">
      <header className="border-b border-yellow-200 bg-yellow-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl">
            {t(`${document}.title`)}
          </h1>
          <p className="mt-3 text-sm text-neutral-600">{t('updated')}</p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-neutral-700">{t(`${document}.intro`)}</p>
        </div>
      </header>

      <div className="mx-auto mt-10 grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby={`${document}-toc`} className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id={`${document}-toc`}
            className="text-sm font-semibold uppercase tracking-wide text-neutral-600"
          >
            {t('toc')}
          </h2>
          <ol className="mt-3 flex flex-col gap-1 border-l-2 border-yellow-300 pl-4 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#${sectionId(index)}`}
                  className="block rounded-sm py-1 text-neutral-700 hover:text-neutral-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="flex max-w-3xl flex-col gap-10">
          {sections.map((section, index) => (
            <section key={section.title} id={sectionId(index)} className="scroll-mt-24">
              <h2 className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">
                {section.title}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-neutral-700">
                  <RichText text={paragraph} />
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 leading-relaxed text-neutral-700 marker:text-yellow-500">
                  {section.items.map((item) => (
                    <li key={item}>
                      <RichText text={item} leadTerm />
                    </li>
                  ))}
                </ul>
              )}
              {section.after && (
                <p className="mt-3 leading-relaxed text-neutral-700">
                  <RichText text={section.after} />
                </p>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
