import { ArrowRight, Calendar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserProfile } from '../../../../domain/users';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../lib/i18n';
import { displayName } from '../../../lib/user-names';
import { formatMemberSince } from '../format';

/** A directory card: the whole card links to the member's profile. */
export function UserCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation('users');
  const lang = useLanguage();
  return (
    <Link
      to={`/profile/${user.id}`}
      className="group flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-neutral-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2"
    >
      <div className="flex items-start gap-4">
        <UserAvatar user={user} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-bold leading-tight">{displayName(user)}</h2>
          <p className="truncate text-sm text-neutral-600">@{user.username}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {user.isAdmin ? (
              <span className="rounded-full bg-neutral-900 px-2 py-0.5 text-xs font-semibold text-white">
                {t('directory.adminBadge')}
              </span>
            ) : null}
            {user.gender ? (
              <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-medium text-neutral-900">
                {t(`genders.${user.gender}`)}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      {user.bio ? <p className="mt-4 line-clamp-3 text-sm text-neutral-700">{user.bio}</p> : null}
      <div className="mt-auto flex items-center justify-between gap-2 pt-4 text-sm">
        <span className="flex items-center gap-1.5 text-neutral-600">
          <Calendar className="size-4" aria-hidden="true" />
          {t('directory.memberSince', { date: formatMemberSince(user.createdAt, lang) })}
        </span>
        <span className="flex items-center gap-1 font-semibold text-neutral-900 group-hover:underline">
          {t('directory.viewProfile')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}
