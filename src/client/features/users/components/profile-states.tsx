import { CircleAlert, Lock, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

function StateShell({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {icon}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {text ? <p className="mt-3 text-neutral-700">{text}</p> : null}
      <div className="mt-8">{action}</div>
    </section>
  );
}

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

export function ProfileNotFound() {
  const { t } = useTranslation('users');
  return (
    <StateShell
      icon={<UserX className="mb-4 size-12 text-neutral-500" aria-hidden="true" />}
      title={t('profile.notFound')}
      text={t('profile.notFoundText')}
      action={
        <Button asChild>
          <Link to="/">{t('profile.backHome')}</Link>
        </Button>
      }
    />
  );
}

export function ProfileError({ message }: { message?: string }) {
  const { t } = useTranslation('users');
  return (
    <StateShell
      icon={<CircleAlert className="mb-4 size-12 text-red-600" aria-hidden="true" />}
      title={t('profile.loadError')}
      text={message}
      action={
        <Button asChild>
          <Link to="/">{t('profile.backHome')}</Link>
        </Button>
      }
    />
  );
}

export function ProfileNoAccess() {
  const { t } = useTranslation('users');
  return (
    <StateShell
      icon={<Lock className="mb-4 size-12 text-neutral-500" aria-hidden="true" />}
      title={t('profile.noAccessTitle')}
      text={t('profile.noAccessText')}
      action={
        <Button asChild>
          <Link to="/auth">{t('profile.login')}</Link>
        </Button>
      }
    />
  );
}
