import { useTranslation } from 'react-i18next';
import { CallToAction } from '../../../components/call-to-action';
import { ContentPage } from '../../../components/content-page';
import { OperatorPageBody, OperatorPageLead } from '../../../components/operator-page-body';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePageText } from '../../../lib/pages-api';

/** The operator's about text (Admin → Pages), with the way to the contact page under it. */
export function AboutPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('common:documentTitle.about'));
  const page = usePageText('about');

  return (
    <ContentPage title={page.text?.title || t('title')} subtitle={<OperatorPageLead text={page.text} />}>
      <OperatorPageBody page={page} />
      <CallToAction
        id="about-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        links={[{ to: '/contact', label: t('cta.button') }]}
      />
    </ContentPage>
  );
}
