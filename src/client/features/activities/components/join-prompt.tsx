import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';

/**
 * A visitor's stand-in for Aanmelden / Uitschrijven and the heart: to the login page, which sends them
 * back here after logging in or registering (the auth page's return path, kept when switching tabs).
 */
export function JoinPrompt() {
  const { t } = useTranslation('activities');
  const location = useLocation();
  return (
    <div className="flex flex-col gap-2">
      <Button asChild size="lg" className="w-full">
        <Link to="/auth" state={{ from: location }}>
          <LogIn aria-hidden="true" />
          {t('detail.joinLogin')}
        </Link>
      </Button>
      <p className="text-sm text-neutral-700">{t('detail.joinLoginHint')}</p>
    </div>
  );
}
