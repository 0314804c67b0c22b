import { useTranslation } from 'react-i18next';
import { type Location, Navigate, useLocation, useSearchParams } from 'react-router';
import { safeReturnTo } from '../../../../domain/return-to';
import { GoogleSignIn } from '../../../components/google-sign-in';
import { PageSpinner } from '../../../components/query-states';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

type Tab = 'login' | 'register';

/**
 * Where to go after signing in: back to the guarded page that sent the visitor here, else home. The
 * same rule as the server's, so the path handed to the Google sign-in comes back unchanged.
 */
function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/auth') return '/';
  return safeReturnTo(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
}

/**
 * Why a guarded page sent the visitor here, said before the form: someone who clicked 'Gebruikers' in
 * the menu otherwise lands on a login without knowing why. Null when they came to log in themselves.
 */
function loginReasonKey(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const path = from?.pathname;
  if (!path || path === '/auth') return null;
  if (path === '/gebruikers' || path.startsWith('/gebruikers/') || path.startsWith('/profile/')) {
    return 'reason.members';
  }
  return 'reason.account';
}

/** The reasons the server gives in /auth?error=… after a Google sign-in it refused. */
function googleErrorKey(error: string | null): string | null {
  if (error === 'google-account-exists') return 'auth:googleErrors.accountExists';
  if (error === 'google-invitation-only') return 'auth:googleErrors.invitationOnly';
  if (error === 'google') return 'users:googleSignIn.failed';
  return null;
}

export function AuthPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  const tab: Tab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const googleError = googleErrorKey(searchParams.get('error'));
  useDocumentTitle(t(tab === 'register' ? 'common:documentTitle.register' : 'common:documentTitle.login'));

  const reason = loginReasonKey(location.state);
  if (isPending) return <PageSpinner />;
  // Signed in (already, or just now through one of the forms): leave the page.
  if (user) return <Navigate to={returnPath(location.state)} replace />;

  const selectTab = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'register') next.set('tab', 'register');
    else next.delete('tab');
    // Keep state.from so the return path survives switching tabs.
    setSearchParams(next, { replace: true, state: location.state });
  };

  return (
    <div className="bg-gradient-to-b from-yellow-50 to-white px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('title', { name: t('common:brand') })}
          </h1>
          <CardDescription>{t('subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          {reason ? (
            <p className="mb-4 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-neutral-900">
              {t(reason)}
            </p>
          ) : null}
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
              <TabsTrigger value="register">{t('tabs.register')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              {googleError ? (
                <div className="mb-4">
                  <FormAlert message={t(googleError)} />
                </div>
              ) : null}
              <LoginForm />
              <GoogleSignIn returnTo={returnPath(location.state)} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
