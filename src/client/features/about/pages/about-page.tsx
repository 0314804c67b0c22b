import { Accessibility, HeartHandshake, type LucideIcon, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../../../components/call-to-action';
import { ContentPage } from '../../../components/content-page';
import { IconCards } from '../../../components/icon-cards';
import { PageSection, SectionText } from '../../../components/page-section';
import { ScoreNote } from '../../../components/score-note';
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
    <ContentPage title={t('title')} subtitle={t('subtitle')}>
      <div className="grid gap-12 lg:grid-cols-2">
        <PageSection id="about-mission" title={t('mission.title')}>
          <SectionText paragraphs={[t('mission.text')]} />
          <ScoreNote id="about-score" title={t('score.title')} heading="h3" as="aside" className="mt-8">
            <p className="mt-2 leading-relaxed text-neutral-700">{t('score.text')}</p>
          </ScoreNote>
        </PageSection>

        <PageSection id="about-story" title={t('story.title')}>
          <SectionText paragraphs={storyParagraphs} />
        </PageSection>
      </div>

      <PageSection id="about-values" title={t('values.title')}>
        <IconCards
          items={VALUES.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`values.${key}.title`),
            text: t(`values.${key}.text`),
          }))}
        />
      </PageSection>

      <CallToAction
        id="about-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        links={[{ to: '/contact', label: t('cta.button') }]}
      />
    </ContentPage>
  );
}
