import { Calendar, type LucideIcon, Mail, Pencil, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { OwnProfile, UserProfile } from '../../../../domain/users';
import { LinkButton } from '../../../components/link-button';
import { PageHeading } from '../../../components/page-heading';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useOwnAccount } from '../../../lib/user-api';
import { displayName } from '../../../lib/user-names';
import { parseProfileId, useUserProfile } from '../api';
import { MyProposals } from '../components/my-proposals';
import { ProfileLoading, ProfileProblem } from '../components/profile-states';
import { formatMemberSince } from '../format';

/** Spec 2.8: /profile is the member's own profile; /profile/{id} and /profile?id={id} someone else's. */
export function ProfilePage() {
  const { t } = useTranslation('common');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { data: me } = useCurrentUser();
  const requested = parseProfileId(params.id ?? searchParams.get('id'));
  const own = requested === null || (me ? requested === me.id : false);
  const invalid = requested !== null && Number.isNaN(requested);
  // A valid id's view names the page itself, once it knows whose profile it is.
  useDocumentTitle(invalid ? t('common:documentTitle.profile') : undefined);

  if (invalid) return <ProfileProblem problem="notFound" />;
  return own ? <OwnProfileView /> : <OtherProfileView id={requested as number} />;
}

function OwnProfileView() {
  const { t } = useTranslation('common');
  const query = useOwnAccount();
  useDocumentTitle(t('documentTitle.ownProfile'));
  if (query.isPending) return <ProfileLoading />;
  if (query.isError) return <ProfileFailure error={query.error} />;
  return <ProfileView profile={query.data} own />;
}

function OtherProfileView({ id }: { id: number }) {
  const { t } = useTranslation('common');
  const query = useUserProfile(id);
  useDocumentTitle(
    query.data
      ? t('documentTitle.userProfile', { username: query.data.username })
      : t('documentTitle.profile'),
  );
  if (query.isPending) return <ProfileLoading />;
  if (query.isError) return <ProfileFailure error={query.error} />;
  return <ProfileView profile={query.data} own={false} />;
}

function ProfileFailure({ error }: { error: Error }) {
  if (error instanceof ApiError && error.status === 404) return <ProfileProblem problem="notFound" />;
  if (error instanceof ApiError && error.status === 401) return <ProfileProblem problem="noAccess" />;
  return <ProfileProblem problem="loadError" message={error.message} />;
}

function ProfileView({ profile, own }: { profile: UserProfile | OwnProfile; own: boolean }) {
  const { t } = useTranslation('users');
  const lang = useLanguage();
  const name = displayName(profile);
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const notSet = <span className="text-neutral-500 italic">{t('profile.notSet')}</span>;
  const value = (text: string | number | null | undefined): ReactNode =>
    text === null || text === undefined || text === '' ? notSet : text;
  // Another member's contact details are null when they keep them private: then the rows are left out.
  const showContact = own || profile.email !== null || profile.phone !== null;

  return (
    <div className="bg-gradient-to-b from-yellow-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <PageHeading
          title={own ? t('profile.ownTitle') : t('profile.otherTitle', { username: profile.username })}
          className="mb-8"
        />

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <Card className="h-fit">
            <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
              <UserAvatar user={profile} size="lg" />
              <div>
                <p className="text-xl font-bold break-words">{name}</p>
                <p className="text-sm text-neutral-600">@{profile.username}</p>
              </div>
              {profile.isAdmin ? (
                <span className="rounded-full bg-neutral-900 px-2.5 py-0.5 text-xs font-semibold text-white">
                  {t('profile.adminBadge')}
                </span>
              ) : null}
              {profile.email ? (
                <Fact icon={Mail} className="max-w-full">
                  <span className="truncate">{profile.email}</span>
                </Fact>
              ) : null}
              {profile.phone ? <Fact icon={Phone}>{profile.phone}</Fact> : null}
              <Fact icon={Calendar} className="text-neutral-600">
                {t('profile.memberSince', { date: formatMemberSince(profile.createdAt, lang) })}
              </Fact>
              {own ? (
                <LinkButton to="/settings" icon={Pencil} className="mt-2 w-full">
                  {t('profile.editProfile')}
                </LinkButton>
              ) : null}
            </CardContent>
          </Card>

          <div className="flex flex-col gap-6">
            <DetailsCard
              title={t('profile.detailsTitle')}
              footer={
                showContact ? null : (
                  <p className="mt-4 text-sm text-neutral-600">{t('profile.contactHidden')}</p>
                )
              }
            >
              <Detail label={t('profile.fields.username')}>{profile.username}</Detail>
              <Detail label={t('profile.fields.fullName')}>{value(fullName)}</Detail>
              {showContact ? (
                <>
                  <Detail label={t('profile.fields.email')}>{value(profile.email)}</Detail>
                  <Detail label={t('profile.fields.phone')}>{value(profile.phone)}</Detail>
                </>
              ) : null}
              <Detail label={t('profile.fields.location')}>
                {value(profile.location ? t(`locations.${profile.location}`, profile.location) : null)}
              </Detail>
              <Detail label={t('profile.fields.gender')}>
                {value(profile.gender ? t(`genders.${profile.gender}`) : null)}
              </Detail>
              <Detail label={t('profile.fields.bio')} wide>
                {value(profile.bio)}
              </Detail>
              <Detail label={t('profile.fields.hobbies')} wide>
                {value(profile.hobbies)}
              </Detail>
            </DetailsCard>

            {own && 'notifications' in profile ? <AccountStatus profile={profile} /> : null}
            {own ? <MyProposals /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}

function AccountStatus({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('users');
  const anyNotifications = Object.values(profile.notifications).some(Boolean);
  return (
    <DetailsCard title={t('profile.status.title')}>
      <Detail label={t('profile.status.accountType')}>
        {profile.isAdmin ? t('profile.status.administrator') : t('profile.status.user')}
      </Detail>
      <Detail label={t('profile.status.notifications')}>
        {anyNotifications ? t('profile.status.enabled') : t('profile.status.disabled')}
      </Detail>
      <Detail label={t('profile.status.contactInfo')}>
        {profile.showContactInfo ? t('profile.status.contactVisible') : t('profile.status.contactPrivate')}
      </Detail>
    </DetailsCard>
  );
}

/** A card of labelled facts, two columns wide on a larger screen. */
function DetailsCard({
  title,
  footer,
  children,
}: {
  title: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">{title}</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>
        {footer}
      </CardContent>
    </Card>
  );
}

/** A line under the avatar: an icon and what it stands for. */
function Fact({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={cn('flex items-center gap-2 text-sm text-neutral-700', className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-neutral-600">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-neutral-900">{children}</dd>
    </div>
  );
}
