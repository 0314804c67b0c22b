import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telephoneHref } from '../../../../domain/text';
import { TextLines } from '../../../components/text-lines';
import { useLanguage } from '../../../lib/i18n';
import { useSiteSettings } from '../../../lib/site-settings';
import { ContactCard } from './contact-card';

const linkClass =
  'rounded-sm font-medium text-neutral-900 underline decoration-primary decoration-2 underline-offset-4 hover:decoration-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900';

/** The operator's general addresses and opening hours, as an administrator set them (Instellingen). */
export function ContactInfoCard({ className }: { className?: string }) {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const { email, phone, address, openingHours } = useSiteSettings().contact;

  return (
    <ContactCard title={t('info.title')} description={t('info.description')} className={className}>
      <dl className="flex flex-col gap-5">
        {email ? (
          <InfoRow icon={<Mail />} term={t('info.email')}>
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          </InfoRow>
        ) : null}
        {phone ? (
          <InfoRow icon={<Phone />} term={t('info.phone')}>
            <a href={telephoneHref(phone)} className={linkClass}>
              {phone}
            </a>
          </InfoRow>
        ) : null}
        {address ? (
          <InfoRow icon={<MapPin />} term={t('info.address')}>
            <address className="not-italic">
              <TextLines text={address} />
            </address>
          </InfoRow>
        ) : null}
        {openingHours[language] ? (
          <InfoRow icon={<Clock />} term={t('info.hours')}>
            <TextLines text={openingHours[language]} />
          </InfoRow>
        ) : null}
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
