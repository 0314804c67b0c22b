import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { IconItem } from '../icon-item';

interface FeatureCardsProps {
  items: readonly (IconItem & { subject: string })[];
}

/** The three ways to work with Meedoen; each opens the contact form with the matching subject chosen. */
export function FeatureCards({ items }: FeatureCardsProps) {
  const { t } = useTranslation('business');
  return (
    <section aria-labelledby="business-features">
      <h2 id="business-features" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('features.title')}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {items.map(({ key, icon: Icon, subject }) => (
          <li key={key}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <CardTitle>{t(`features.${key}.title`)}</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <p className="flex-1 leading-relaxed text-neutral-700">{t(`features.${key}.text`)}</p>
                <Link
                  to={`/contact?subject=${subject}`}
                  className="inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-neutral-900 underline decoration-primary decoration-2 underline-offset-4 hover:decoration-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2"
                >
                  {t(`features.${key}.link`)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
