// The scrypt cost test shops hash new passwords at: 1 MiB and a few milliseconds instead of 128 MiB
// and up to seconds per hash on a busy runner. Importing this module sets it for the process; the
// harness does, and shops the tests start as processes preload it (`node --import`). Stored hashes
// carry their parameters, so every check still runs real scrypt; tests about the real cost set
// PASSWORD_WORK for the accounts they look at.
import { setPasswordWork, type PasswordWork } from '../../src/services/accounts/passwords.js';

export const TEST_PASSWORD_WORK: PasswordWork = { N: 2 ** 10, r: 8, p: 1 };
setPasswordWork(TEST_PASSWORD_WORK);
