import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
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
      <section className="border-b border-yellow-200 bg-yellow-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl">{t('title')}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-700">{t('subtitle')}</p>
        </div>
      </section>

      {/* Phone order: form, contact details, FAQ. Desktop: the details sit beside the form and the FAQ. */}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 pt-10 sm:px-6 lg:grid-cols-3 lg:gap-8">
        <Card className="lg:col-span-2">
          <CardHeader className="px-5 sm:px-6">
            <h2 className="text-xl font-semibold leading-tight tracking-tight">{t('form.title')}</h2>
            <CardDescription>{t('form.description')}</CardDescription>
          </CardHeader>
          <CardContent className="px-5 sm:px-6">
            {/* The key re-mounts the form when a link elsewhere on the site picks another subject. */}
            <ContactForm key={initialSubject} initialSubject={initialSubject} />
          </CardContent>
        </Card>
        <ContactInfoCard className="lg:col-start-3 lg:row-span-2 lg:row-start-1" />
        <FaqCard className="lg:col-span-2" />
      </div>
    </div>
  );
}
