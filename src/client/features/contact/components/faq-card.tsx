import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactCard } from './contact-card';

interface FaqItem {
  question: string;
  answer: string;
}

/** Native details/summary: opens with Enter or Space and works without any script. */
export function FaqCard({ className }: { className?: string }) {
  const { t } = useTranslation('contact');
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];

  return (
    <ContactCard
      title={t('faq.title')}
      className={className}
      contentClassName="flex flex-col divide-y divide-neutral-200"
    >
      {items.map((item) => (
        <details key={item.question} className="group py-3 first:pt-0 last:pb-0">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-sm font-medium text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="mt-0.5 size-5 shrink-0 text-neutral-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="mt-2 text-sm leading-relaxed text-neutral-700">{item.answer}</p>
        </details>
      ))}
    </ContactCard>
  );
}
