import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authProvidersQuery } from '../lib/auth-providers';
import { buttonVariants } from './ui/button';

/**
 * Spec 2.4: 'Of inloggen met' and 'Inloggen met Google', shown only when the server has Google set up.
 * A plain link: the browser itself must go to the provider and back.
 */
export function GoogleSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('users');
  const providers = useQuery(authProvidersQuery);
  if (!providers.data?.google) return null;
  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-neutral-600">
        <span className="h-px flex-1 bg-neutral-200" aria-hidden="true" />
        {t('googleSignIn.divider')}
        <span className="h-px flex-1 bg-neutral-200" aria-hidden="true" />
      </div>
      <a
        href={`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
      >
        <GoogleLogo />
        {t('googleSignIn.button')}
      </a>
    </div>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.52 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.58-5.17 3.58-8.81Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.9l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.28v3.1A12 12 0 0 0 12 24Z"
      />
      <path
        fill="#FBBC05"
        d="M5.29 14.29A7.2 7.2 0 0 1 4.91 12c0-.8.14-1.57.38-2.29v-3.1H1.28A12 12 0 0 0 0 12c0 1.94.46 3.77 1.28 5.39l4.01-3.1Z"
      />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44A11.96 11.96 0 0 0 12 0 12 12 0 0 0 1.28 6.61l4.01 3.1C6.23 6.88 8.88 4.77 12 4.77Z"
      />
    </svg>
  );
}
