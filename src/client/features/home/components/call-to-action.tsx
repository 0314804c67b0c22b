import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallToAction } from '../../../components/call-to-action';

export function HomeCallToAction({ showJoin }: { showJoin: boolean }) {
  const { t } = useTranslation('home');
  return (
    <CallToAction
      id="cta-title"
      size="lg"
      className="px-4 pb-16 sm:px-6 md:pb-24"
      title={t('cta.title')}
      text={t('cta.text')}
      links={[
        { to: '/activities', label: t('cta.viewActivities') },
        ...(showJoin ? [{ to: '/auth?tab=register', label: t('cta.join'), outline: true }] : []),
      ]}
    >
      <p className="mx-auto mt-10 flex max-w-5xl flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-neutral-700">
        <MessageCircle className="size-5 text-yellow-600" aria-hidden="true" />
        <span>{t('feedback.text')}</span>
        <Link
          to="/contact"
          className="rounded-sm font-semibold text-neutral-900 underline underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
        >
          {t('feedback.link')}
        </Link>
      </p>
    </CallToAction>
  );
}
