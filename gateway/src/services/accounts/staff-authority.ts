// Who may change whom in the back office: the acting staff member's standing and the checks that
// keep anyone from granting or changing more than they hold (staff/staff.ts, accounts/two-factor.ts).
import type { PrismaClient } from '../../db/generated/client/client.js';
import type { Tx } from '../../db/transactions.js';
import { forbidden } from '../errors.js';
import type { RequestContext } from './viewer.js';
import { ALL_PERMISSIONS, OWNER_ROLE, requirePermission } from './permissions.js';

/** Who is managing staff: an owner may do anything; anyone else only within their own permissions. */
export interface StaffActor {
  id: string;
  owner: boolean;
  held: ReadonlySet<string>;
}

/** The signed-in account with the `staff` permission, and whether it is an owner (read from the database). */
export async function staffActor(tx: Tx | PrismaClient, rc: RequestContext): Promise<StaffActor> {
  const viewer = requirePermission(rc, 'staff');
  const member = await tx.staffMember.findUnique({ where: { userId: viewer.id }, select: { roleId: true } });
  return {
    id: viewer.id,
    owner: (member?.roleId ?? OWNER_ROLE) === OWNER_ROLE,
    held: new Set(viewer.permissions ?? ALL_PERMISSIONS),
  };
}

const missingOf = (actor: StaffActor, permissions: readonly string[]) => permissions.filter((p) => !actor.held.has(p));

const named = (permissions: string[]) => permissions.map((p) => `"${p}"`).join(', ');

/**
 * Refuses (FORBIDDEN) giving a role its giver could not use: only an owner makes owners, and
 * nobody else hands out a permission they do not hold themselves.
 */
export function checkGrant(actor: StaffActor, role: { id: string; permissions: readonly string[] }): void {
  if (actor.owner) return;
  if (role.id === OWNER_ROLE) throw forbidden('Only an owner can make someone an owner');
  const missing = missingOf(actor, role.permissions);
  if (missing.length) {
    throw forbidden(`You cannot grant permissions you do not hold yourself: ${named(missing)}`);
  }
}

/**
 * Refuses (FORBIDDEN) changing an account above its changer: only an owner deactivates, demotes,
 * resets or otherwise changes an owner, or an account holding permissions the changer lacks.
 */
export function checkTarget(actor: StaffActor, target: { roleId: string; permissions: readonly string[] }): void {
  if (actor.owner) return;
  if (target.roleId === OWNER_ROLE) throw forbidden("Only an owner can change an owner's account");
  const missing = missingOf(actor, target.permissions);
  if (missing.length) {
    throw forbidden(`You cannot change an account holding permissions you do not: ${named(missing)}`);
  }
}

/** The role and permissions of a back-office account (an ADMIN without a staff row is an owner). */
export async function targetRole(tx: Tx | PrismaClient, userId: string) {
  const member = await tx.staffMember.findUnique({
    where: { userId },
    select: { roleId: true, role: { select: { permissions: true } } },
  });
  return member
    ? { roleId: member.roleId, permissions: member.role.permissions }
    : { roleId: OWNER_ROLE, permissions: ALL_PERMISSIONS as readonly string[] };
}
