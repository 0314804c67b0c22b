import { useTranslation } from 'react-i18next';
import { OperatorPageBody } from '../../../components/operator-page-body';
import { usePageText } from '../../../lib/pages-api';
import { ContactCard } from './contact-card';

/**
 * The operator's questions (Admin → Pages → FAQ): the server makes each `##` question a native
 * details/summary, which opens with Enter or Space and works without any script.
 */
export function FaqCard({ className }: { className?: string }) {
  const { t } = useTranslation('contact');
  const page = usePageText('faq');

  return (
    <ContactCard title={page.text?.title || t('faq.title')} className={className}>
      <OperatorPageBody page={page} className="max-w-none" />
    </ContactCard>
  );
}
