// The door of the users feature: member accounts as other features see them. Auth signs members up and
// in through these (the rows, the look-alike check, the profile shapes); the rest stays inside.
export { createAccountService } from './account-service';
export { lookalikeKey, refuseLookalikeUsername } from './lookalike';
export { toOwnProfile, toPublicUser, type UserRow } from './present-user';
export {
  findClash,
  findUser,
  findUserByEmail,
  findUserByGoogleId,
  findUserByLogin,
  insertUserRow,
  linkGoogleId,
  listUsernames,
  takenUsernamesLike,
  unlinkGoogleId,
} from './repository';
export { userRoutes } from './routes';
