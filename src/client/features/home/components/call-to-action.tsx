import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function CallToAction({ showJoin }: { showJoin: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 md:pb-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-neutral-900 px-6 py-12 text-center text-white shadow-xl sm:px-12 md:py-16">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-neutral-300">{t('cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            className="focus-visible:ring-primary focus-visible:ring-offset-neutral-900"
          >
            <Link to="/activities">{t('cta.viewActivities')}</Link>
          </Button>
          {showJoin ? (
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white hover:text-neutral-900 focus-visible:ring-primary focus-visible:ring-offset-neutral-900"
            >
              <Link to="/auth?tab=register">{t('cta.join')}</Link>
            </Button>
          ) : null}
        </div>
      </div>
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
    </section>
  );
}
