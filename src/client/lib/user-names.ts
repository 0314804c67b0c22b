import type { PublicUser } from '../../domain/auth';

type Named = Pick<PublicUser, 'firstName' | 'lastName' | 'username'>;

/** The name people recognise: first and last name when known, else the username. */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

/** Initials for an avatar without a picture: first plus last name, else the username's first letter. */
export function initialsOf(user: Named): string {
  const first = user.firstName?.trim().charAt(0) ?? '';
  const last = user.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`.trim();
  return (initials || user.username.charAt(0)).toUpperCase();
}
