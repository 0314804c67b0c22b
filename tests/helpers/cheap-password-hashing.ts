// Vitest's setup file for the unit and API tests: new password hashes at argon2's least cost (decision
// 0027). Servers, also those the tests start as processes of their own, keep OWASP's cost.
import { hashPasswordsCheaplyForTests } from '../../src/server/security/passwords';

hashPasswordsCheaplyForTests();
