import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/ui/star-rating';
import { HomeSection } from './home-section';

// Fixed marketing copy (spec 2.3): three quotes, five stars each, attributed to a role and a city.
const ITEMS = ['first', 'second', 'third'] as const;

export function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="testimonials-title" title={t('testimonials.title')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {ITEMS.map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-2xl border border-yellow-200 bg-yellow-50/60 p-6">
              <div className="flex items-center justify-between">
                <StarRating value={5} starClassName="size-5" />
                <Quote className="size-8 text-yellow-400" aria-hidden="true" />
              </div>
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-neutral-800">
                <p>“{t(`testimonials.items.${key}.quote`)}”</p>
              </blockquote>
              <figcaption className="mt-5 font-semibold text-neutral-900">
                {t(`testimonials.items.${key}.who`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
