import { Accessibility, HeartHandshake, type LucideIcon, ShieldCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallToAction, onDarkFocus } from '../../../components/call-to-action';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';

const VALUES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'connection', icon: HeartHandshake },
  { key: 'safety', icon: ShieldCheck },
  { key: 'everyone', icon: Accessibility },
];

export function AboutPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('common:documentTitle.about'));
  const storyParagraphs = t('story.paragraphs', { returnObjects: true }) as string[];

  return (
    <div className="pb-16">
      <section className="border-b border-yellow-200 bg-yellow-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <h1 className="max-w-3xl text-balance text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-neutral-700">{t('subtitle')}</p>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 pt-14 sm:px-6 md:gap-20">
        <div className="grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="about-mission">
            <h2 id="about-mission" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('mission.title')}
            </h2>
            <p className="mt-4 text-base leading-relaxed text-neutral-700 sm:text-lg">{t('mission.text')}</p>
            <aside
              aria-labelledby="about-score"
              className="mt-8 rounded-xl border border-yellow-200 bg-yellow-50 p-5"
            >
              <h3 id="about-score" className="flex items-center gap-2 font-semibold text-neutral-900">
                <Star className="size-5 fill-yellow-400 text-yellow-600" aria-hidden="true" />
                {t('score.title')}
              </h3>
              <p className="mt-2 leading-relaxed text-neutral-700">{t('score.text')}</p>
            </aside>
          </section>

          <section aria-labelledby="about-story">
            <h2 id="about-story" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('story.title')}
            </h2>
            {storyParagraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-base leading-relaxed text-neutral-700 sm:text-lg">
                {paragraph}
              </p>
            ))}
          </section>
        </div>

        <section aria-labelledby="about-values">
          <h2 id="about-values" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('values.title')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {VALUES.map(({ key, icon: Icon }) => (
              <li key={key}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <CardTitle>{t(`values.${key}.title`)}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="leading-relaxed text-neutral-700">{t(`values.${key}.text`)}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <CallToAction
          id="about-cta"
          title={t('cta.title')}
          text={t('cta.text')}
          actions={
            <Button asChild size="lg" className={onDarkFocus}>
              <Link to="/contact">{t('cta.button')}</Link>
            </Button>
          }
        />
      </div>
    </div>
  );
}
