import type { PublicUser } from '../../domain/auth';
import { cn } from '../lib/cn';
import { initialsOf } from '../lib/user-names';

const sizes = {
  xs: 'size-6 text-xs',
  sm: 'size-10 text-sm',
  md: 'size-14 text-lg',
  lg: 'size-24 text-3xl',
} as const;

interface UserAvatarProps {
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'username' | 'avatarUrl'>;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * A member's picture, or their initials on the brand colour. Decorative: the name is always written
 * next to it, so screen readers skip it.
 */
export function UserAvatar({ user, size = 'sm', className }: UserAvatarProps) {
  const classes = cn('shrink-0 rounded-full', sizes[size], className);
  if (user.avatarUrl) {
    return <img src={user.avatarUrl} alt="" className={cn(classes, 'bg-neutral-100 object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'inline-flex items-center justify-center bg-primary font-bold text-neutral-900')}
    >
      {initialsOf(user)}
    </span>
  );
}
