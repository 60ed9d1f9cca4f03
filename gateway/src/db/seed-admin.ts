import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from './generated/client/client.js';
import type { Config } from '../boot/config.js';
import { verifyPassword } from '../services/accounts/passwords.js';

const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

type AdminConfig = Pick<Config, 'adminEmail' | 'adminPassword' | 'dataDir'>;

export interface AdminLogin {
  email: string;
  /** Set only when it is the password the database holds for this account. */
  password: string | null;
  /**
   * environment / generated: the password came from ADMIN_PASSWORD / DATA_DIR's file and works;
   * existing: the account was made before (another DATA_DIR, admin:create…) with a password not
   * known here; missing: the database has data but no admin account with this email.
   */
  source: 'environment' | 'generated' | 'existing' | 'missing';
}

const passwordFile = (config: AdminConfig) => path.join(config.dataDir, 'admin-password.txt');
const adminEmail = (config: AdminConfig) => (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();

/** ADMIN_PASSWORD, else the one kept in DATA_DIR, else none: nothing is generated here. */
function knownPassword(config: AdminConfig): Pick<AdminLogin, 'password' | 'source'> | null {
  if (config.adminPassword) return { password: config.adminPassword, source: 'environment' };
  const file = passwordFile(config);
  if (fs.existsSync(file)) return { password: fs.readFileSync(file, 'utf8').trim(), source: 'generated' };
  return null;
}

/**
 * The admin login a fresh database gets: the known password, or one generated now and kept
 * in DATA_DIR first (a crash after this leaves a file the next seed uses, never a database
 * holding a password nobody has).
 */
export function adminLoginForSeeding(config: AdminConfig): AdminLogin {
  const email = adminEmail(config);
  const known = knownPassword(config);
  if (known) return { email, ...known };
  const password = randomBytes(12).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(passwordFile(config), `${password}\n`, { mode: 0o600 });
  return { email, password, source: 'generated' };
}

/**
 * The admin login of a database seeded before: its password is shown only when the one known
 * here (ADMIN_PASSWORD or DATA_DIR's file) is the one the database holds — checked, not assumed,
 * because the database may have been seeded by a start with another DATA_DIR.
 */
export async function adminLoginOfExistingDatabase(prisma: PrismaClient, config: AdminConfig): Promise<AdminLogin> {
  const email = adminEmail(config);
  const user = await prisma.user.findUnique({ where: { email }, select: { role: true, passwordHash: true } });
  if (user?.role !== 'ADMIN') return { email, password: null, source: 'missing' };
  const known = knownPassword(config);
  if (known?.password && (await verifyPassword(known.password, user.passwordHash))) return { email, ...known };
  return { email, password: null, source: 'existing' };
}

/** The banner's admin line(s): a password only when it is the real one, else how to get in. */
export function describeAdminLogin(admin: AdminLogin, dataDir: string): string[] {
  const reset = `npm run admin:create -- ${admin.email} --reset-password`;
  switch (admin.source) {
    case 'generated':
      return [
        `Admin login: ${admin.email} / ${admin.password}  (generated; kept in ${passwordFile({ dataDir } as AdminConfig)})`,
      ];
    case 'environment':
      return [`Admin login: ${admin.email} / ${admin.password}  (from ADMIN_PASSWORD)`];
    case 'existing':
      return [
        `Admin login: ${admin.email} (made before this start, e.g. by a start with another DATA_DIR or by admin:create;`,
        `             its password is not known here). To set a new one: ${reset}`,
      ];
    case 'missing':
      return [
        `Admin login: this database has no admin account ${admin.email}.`,
        `             To create one: npm run admin:create -- ${admin.email}`,
      ];
  }
}
