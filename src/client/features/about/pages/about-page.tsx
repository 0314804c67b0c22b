import { useTranslation } from 'react-i18next';
import { OperatorContentPage } from '../../../components/operator-content-page';
import { useDocumentTitle } from '../../../lib/document-title';

/** The operator's about text (Admin → Pages), with the way to the contact page under it. */
export function AboutPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('common:documentTitle.about'));
  return <OperatorContentPage slug="about" title={t('title')} ctaTo="/contact" />;
}
