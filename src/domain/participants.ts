import { z } from 'zod';

// Taking part and favourites (spec section 3) as the API answers them.

/** Someone who takes part, as the participants section shows them: id and username only. */
export const participantSchema = z.object({ id: z.number(), username: z.string() });
export type Participant = z.infer<typeof participantSchema>;

export const registrationStatusSchema = z.object({ isRegistered: z.boolean() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const favoriteStatusSchema = z.object({ isFavorited: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;
