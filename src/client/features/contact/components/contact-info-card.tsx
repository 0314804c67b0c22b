import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactCard } from './contact-card';

// General addresses, not a person's: operators change them here and in the footer's catalogue.
const EMAIL = 'info@meedoen.nl';
const PHONE_DISPLAY = '088 – 123 45 67';
const PHONE_HREF = 'tel:+31881234567';

const linkClass =
  'rounded-sm font-medium text-neutral-900 underline decoration-primary decoration-2 underline-offset-4 hover:decoration-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900';

export function ContactInfoCard({ className }: { className?: string }) {
  const { t } = useTranslation('contact');
  const addressLines = t('info.addressLines', { returnObjects: true }) as string[];

  return (
    <ContactCard title={t('info.title')} description={t('info.description')} className={className}>
      <dl className="flex flex-col gap-5">
        <InfoRow icon={<Mail />} term={t('info.email')}>
          <a href={`mailto:${EMAIL}`} className={linkClass}>
            {EMAIL}
          </a>
        </InfoRow>
        <InfoRow icon={<Phone />} term={t('info.phone')}>
          <a href={PHONE_HREF} className={linkClass}>
            {PHONE_DISPLAY}
          </a>
        </InfoRow>
        <InfoRow icon={<MapPin />} term={t('info.address')}>
          <address className="not-italic">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoRow>
        <InfoRow icon={<Clock />} term={t('info.hours')}>
          <ul className="flex flex-col gap-2">
            <li>
              <span className="block">{t('info.weekdays')}</span>
              <span className="block font-medium text-neutral-900 tabular-nums">
                {t('info.weekdaysHours')}
              </span>
            </li>
            <li>
              <span className="block">{t('info.weekend')}</span>
              <span className="block font-medium text-neutral-900">{t('info.weekendHours')}</span>
            </li>
          </ul>
          <p className="mt-2 text-sm text-neutral-600">{t('info.replyTime')}</p>
        </InfoRow>
      </dl>
    </ContactCard>
  );
}

function InfoRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold text-neutral-900">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-yellow-100 text-yellow-900 [&_svg]:size-4"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 pl-12 text-neutral-700">{children}</dd>
    </div>
  );
}
