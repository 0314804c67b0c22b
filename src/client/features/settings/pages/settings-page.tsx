import { Bell, Download, Shield, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OwnProfile } from '../../../../domain/users';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOwnAccount } from '../../../lib/user-api';
import { downloadMyData } from '../api';
import { AccountForm } from '../components/account-form';
import { AvatarUpload } from '../components/avatar-upload';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { EmailConfirmationCard } from '../components/email-confirmation-card';
import { GoogleLinkCard } from '../components/google-link-card';
import { MyCalendarCard } from '../components/my-calendar-card';
import { NotificationsForm } from '../components/notifications-form';
import { PasswordForm } from '../components/password-form';

const TABS = ['account', 'notifications', 'security'] as const;
type Tab = (typeof TABS)[number];

/** Spec 2.9: account, notifications and security, each saved for real. The tab is in the address. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('common:documentTitle.settings'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'account';
  const account = useOwnAccount();

  const selectTab = (value: string) =>
    setSearchParams(value === 'account' ? {} : { tab: value }, { replace: true });

  return (
    <div className="bg-gradient-to-b from-yellow-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 mb-8 text-neutral-700">{t('subtitle')}</p>

        {account.isPending ? (
          <LoadingState label={t('loading')} />
        ) : account.isError ? (
          <ErrorState title={t('loadError')} retryLabel={t('retry')} onRetry={() => void account.refetch()} />
        ) : (
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList className="grid w-full grid-cols-3" aria-label={t('tabs.label')}>
              <TabsTrigger value="account" className="gap-2">
                <User className="hidden size-4 sm:block" aria-hidden="true" />
                {t('tabs.account')}
              </TabsTrigger>
              <TabsTrigger value="notifications" className="gap-2">
                <Bell className="hidden size-4 sm:block" aria-hidden="true" />
                {t('tabs.notifications')}
              </TabsTrigger>
              <TabsTrigger value="security" className="gap-2">
                <Shield className="hidden size-4 sm:block" aria-hidden="true" />
                {t('tabs.security')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="account">
              <AccountTab account={account.data} />
            </TabsContent>
            <TabsContent value="notifications">
              <div className="flex flex-col gap-6">
                <Section title={t('notifications.title')} description={t('notifications.description')}>
                  <NotificationsForm initial={account.data.notifications} />
                </Section>
                <Section title={t('calendar.title')} description={t('calendar.description')}>
                  <MyCalendarCard />
                </Section>
              </div>
            </TabsContent>
            <TabsContent value="security">
              <SecurityTab account={account.data} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </div>
  );
}

function Section({
  title,
  description,
  children,
  danger,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  danger?: boolean;
}) {
  return (
    <Card className={danger ? 'border-red-200' : undefined}>
      <CardHeader>
        <h2 className={`text-xl font-semibold leading-tight ${danger ? 'text-red-700' : ''}`}>{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function AccountTab({ account }: { account: OwnProfile }) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col gap-6">
      <Section title={t('avatar.title')} description={t('avatar.hint')}>
        <AvatarUpload account={account} />
      </Section>
      <EmailConfirmationCard account={account} />
      <Section title={t('account.title')} description={t('account.description')}>
        <AccountForm account={account} />
      </Section>
    </div>
  );
}

function SecurityTab({ account }: { account: OwnProfile }) {
  const { t } = useTranslation('settings');
  const [downloading, setDownloading] = useState(false);

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast({
        title: t('security.downloadFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Section title={t('security.passwordTitle')} description={t('security.passwordDescription')}>
        {account.hasPassword ? (
          <PasswordForm />
        ) : (
          <p className="text-neutral-700">{t('security.noPassword')}</p>
        )}
      </Section>
      <GoogleLinkCard account={account} />
      <Section title={t('security.dataTitle')} description={t('security.dataDescription')}>
        <Button variant="outline" onClick={onDownload} disabled={downloading}>
          <Download aria-hidden="true" />
          {downloading ? t('security.downloading') : t('security.download')}
        </Button>
      </Section>
      <Section title={t('security.deleteTitle')} description={t('security.deleteDescription')} danger>
        <DeleteAccountDialog account={account} />
      </Section>
    </div>
  );
}
