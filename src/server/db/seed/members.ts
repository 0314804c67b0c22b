import { z } from 'zod';
import members from './members.json';
import { CITY_SLUGS } from './types';

/** The password of every demo member (when the seed is asked for passwords): shown in the README. */
export const DEMO_MEMBER_PASSWORD = 'Meedoen-demo-2026!';

const seedMember = z.strictObject({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.enum(CITY_SLUGS),
  gender: z.enum(['man', 'vrouw', 'neutraal']),
  age: z.int(),
  bio: z.string(),
  hobbies: z.string(),
  /** Keys of upcoming activities the member has registered for. */
  joins: z.array(z.string()),
  /** Keys of activities the member has marked as favourite. */
  favourites: z.array(z.string()),
});
export type SeedMember = z.infer<typeof seedMember>;

/** Demo members (members.json): ordinary, made-up people. Their e-mail is `${username}@example.nl`. */
export const MEMBERS: SeedMember[] = z.array(seedMember).parse(members);
