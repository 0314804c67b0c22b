import { GENDERS, type Gender, type PublicUser } from '../../../domain/auth';
import { imageUrl } from '../../../domain/images';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

function isGender(value: string | null): value is Gender {
  return (GENDERS as readonly (string | null)[]).includes(value);
}

/** A user row as the API shows it: only the public fields, never the hash or the Google id. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarImageId === null ? null : imageUrl(row.avatarImageId, 'thumb'),
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    hobbies: row.hobbies,
    calls: row.calls,
    age: row.age,
    gender: isGender(row.gender) ? row.gender : null,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
  };
}
