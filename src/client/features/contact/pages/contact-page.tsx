import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { useDocumentTitle } from '../../../lib/document-title';
import { ContactCard } from '../components/contact-card';
import { ContactForm } from '../components/contact-form';
import { ContactInfoCard } from '../components/contact-info-card';
import { FaqCard } from '../components/faq-card';
import { parseSubject } from '../contact-form-values';

export function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('common:documentTitle.contact'));
  const [searchParams] = useSearchParams();
  const initialSubject = parseSubject(searchParams.get('subject'));

  return (
    <div className="pb-16">
      <PageBanner title={t('title')} subtitle={t('subtitle')} />

      {/* Phone order: form, contact details, FAQ. Desktop: the details sit beside the form and the FAQ. */}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 pt-10 sm:px-6 lg:grid-cols-3 lg:gap-8">
        <ContactCard title={t('form.title')} description={t('form.description')} className="lg:col-span-2">
          {/* The key re-mounts the form when a link elsewhere on the site picks another subject. */}
          <ContactForm key={initialSubject} initialSubject={initialSubject} />
        </ContactCard>
        <ContactInfoCard className="lg:col-start-3 lg:row-span-2 lg:row-start-1" />
        <FaqCard className="lg:col-span-2" />
      </div>
    </div>
  );
}
