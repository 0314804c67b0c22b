// Temporary: src/server/db/prepare.ts still imports password hashing from here while it is being moved
// by the activities split. Delete this file once prepare.ts imports ../security/passwords.
export { generatePassword, hashPassword, verifyPassword } from '../../security/passwords';
