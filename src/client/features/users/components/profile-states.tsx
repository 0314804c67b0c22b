import { CircleAlert, Lock, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';
import { Spinner } from '../../../components/ui/spinner';

export function ProfileLoading() {
  const { t } = useTranslation('users');
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <Spinner label={t('profile.loading')} />
      <p className="text-neutral-700" aria-hidden="true">
        {t('profile.loading')}
      </p>
    </div>
  );
}

/** Each way a profile cannot be shown: its icon, the icon's colour and its texts under `profile.`. */
const PROBLEMS = {
  notFound: { icon: UserX, tone: 'text-neutral-500', title: 'notFound', text: 'notFoundText' },
  noAccess: { icon: Lock, tone: 'text-neutral-500', title: 'noAccessTitle', text: 'noAccessText' },
  loadError: { icon: CircleAlert, tone: 'text-red-600', title: 'loadError', text: null },
} as const;

export type ProfileProblemKind = keyof typeof PROBLEMS;

/** A profile that cannot be shown; `message` is the server's own words where the texts have none. */
export function ProfileProblem({ problem, message }: { problem: ProfileProblemKind; message?: string }) {
  const { t } = useTranslation('users');
  const { icon, tone, title, text } = PROBLEMS[problem];
  // Signing in is the way on where the profile is for members only; elsewhere it is the home page.
  const link =
    problem === 'noAccess'
      ? { to: '/auth', label: t('profile.login') }
      : { to: '/', label: t('profile.backHome') };
  return (
    <DeadEnd
      icon={icon}
      iconClassName={tone}
      title={t(`profile.${title}`)}
      text={text ? t(`profile.${text}`) : message}
      link={link}
    />
  );
}
